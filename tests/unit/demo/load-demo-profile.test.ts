import { describe, expect, it } from "vitest";
import { DEMO_PROFILES } from "#app/features/demo/demo-profiles.ts";
import {
  averageRating,
  DEMO_LIMITS,
  findDemoProfileById,
  formatAge,
  formatDuration,
  listDemoSummaries,
  presentDemoDetail,
  presentDemoProfile,
  resolveDemoSlug,
} from "#app/features/demo/load-demo-profile.server.ts";

function profile(id: string) {
  const found = findDemoProfileById(id);
  if (!found) throw new Error(`no demo profile ${id}`);
  return found;
}

describe("resolveDemoSlug", () => {
  const first = DEMO_PROFILES[0];

  it("sends /demo, with no slug, to the first profile", () => {
    expect(resolveDemoSlug(undefined)).toEqual({ profile: first, redirect: true });
    expect(resolveDemoSlug("")).toEqual({ profile: first, redirect: true });
  });

  it("sends an unknown slug to the first profile", () => {
    expect(resolveDemoSlug("unknown")).toEqual({ profile: first, redirect: true });
    expect(resolveDemoSlug("profile")).toEqual({ profile: first, redirect: true });
  });

  it("shows a known slug as it is", () => {
    expect(resolveDemoSlug("karim-haddad")).toEqual({ profile: profile("karim"), redirect: false });
  });

  it("sends a slug in other letter case to the profile's own spelling", () => {
    expect(resolveDemoSlug(" Karim-Haddad")).toEqual({ profile: profile("karim"), redirect: true });
  });
});

describe("averageRating", () => {
  it("averages a 5…1 star distribution to one decimal", () => {
    expect(averageRating([112, 9, 1, 0, 0])).toEqual({ average: 4.9, count: 122 });
    expect(averageRating([0, 0, 0, 0, 3])).toEqual({ average: 1, count: 3 });
  });

  it("rounds a half up (4.85 → 4.9), which floating point alone would not", () => {
    expect(averageRating([17, 3, 0, 0, 0])).toEqual({ average: 4.9, count: 20 });
  });

  it("is 0 with no review", () => {
    expect(averageRating([0, 0, 0, 0, 0])).toEqual({ average: 0, count: 0 });
  });
});

describe("formatAge and formatDuration", () => {
  it("says how long ago, in the page's language", () => {
    expect(formatAge(4, "fr")).toBe("il y a 4 jours");
    expect(formatAge(12, "fr")).toBe("il y a 2 semaines");
    expect(formatAge(12, "en")).toBe("2 weeks ago");
    expect(formatAge(140, "en")).toBe("5 months ago");
  });

  it("prints minutes and seconds", () => {
    expect(formatDuration(84)).toBe("1:24");
    expect(formatDuration(47)).toBe("0:47");
  });
});

describe("presentDemoProfile", () => {
  it("cuts the lists to the mockup's limits: 3 links, 4 projects, 3 reviews, 6 skills and +N", () => {
    const source = profile("karim");
    expect(source.workLinks.length).toBeGreaterThan(DEMO_LIMITS.workLinks);
    expect(source.portfolio.length).toBeGreaterThan(DEMO_LIMITS.portfolio);
    expect(source.reviews.length).toBeGreaterThan(DEMO_LIMITS.reviews);
    const view = presentDemoProfile(source, "fr");
    expect(view.workLinks.map((link) => link.label)).toEqual(source.workLinks.slice(0, 3).map((link) => link.label.fr));
    expect(view.portfolio).toHaveLength(4);
    expect(view.reviews.map((review) => review.id)).toEqual(["karim-r1", "karim-r2", "karim-r3"]);
    expect(view.skills).toHaveLength(6);
    expect(view.moreSkills).toBe(source.skills.length - 6);
  });

  it("shows no +N when there are six skills or fewer, and fewer items when there are fewer", () => {
    const ines = presentDemoProfile(profile("ines"), "fr");
    expect(ines.skills).toHaveLength(6);
    expect(ines.moreSkills).toBe(0);
    expect(presentDemoProfile(profile("claire"), "fr").reviews).toHaveLength(2);
  });

  it("speaks the page's language, and French to an Arabic page", () => {
    const en = presentDemoProfile(profile("lea"), "en");
    expect(en).toMatchObject({ contentLang: "en", title: "Wedding planner & event organiser", rating: "4.9" });
    expect(en.languages).toEqual(["French", "English", "Italian"]);
    expect(en.reviews[0]?.age).toBe("2 weeks ago");

    const fr = presentDemoProfile(profile("lea"), "fr");
    expect(fr).toMatchObject({ contentLang: "fr", rating: "4,9", reviewsCount: 122 });
    expect(fr.languages).toEqual(["Français", "Anglais", "Italien"]);

    const ar = presentDemoProfile(profile("lea"), "ar");
    expect(ar.contentLang).toBe("fr");
    expect(ar.bio).toBe(fr.bio);
  });
});

describe("presentDemoDetail", () => {
  it("gives everything, with the rating breakdown derived from the data", () => {
    const source = profile("lea");
    const view = presentDemoDetail(source, "fr");
    expect(view).toBeDefined();
    expect(view?.verified).toBe(true);
    expect(view?.portfolio).toHaveLength(source.portfolio.length);
    expect(view?.reviews).toHaveLength(source.reviews.length);
    expect(view?.skills).toHaveLength(source.skills.length);
    expect(view?.reviewStats.distribution.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(view?.reviewStats.distribution.map((row) => row.count)).toEqual([...source.ratings]);
    expect(view?.reviewStats.distribution[0]?.percent).toBe(92);
    expect(view?.reviewStats.recommend).toBe("99\u00a0%");
  });

  it("shortens big figures so they fit", () => {
    const karim = presentDemoDetail(profile("karim"), "en");
    expect(karim?.portfolioStats.map((stat) => stat.value)).toEqual(["350+", "11", "300k+"]);
  });

  it("has nothing for a profile without a detail page", () => {
    expect(presentDemoDetail(profile("hugo"), "fr")).toBeUndefined();
  });
});

describe("listDemoSummaries", () => {
  it("lists the thirteen in order, with first name, name and title", () => {
    const list = listDemoSummaries("en");
    expect(list).toHaveLength(13);
    expect(list[0]).toMatchObject({ firstName: "Léa", name: "Léa Moreau", slug: "lea-moreau" });
    expect(list[2]).toMatchObject({ firstName: "Karim", title: "DJ & producer" });
  });
});
