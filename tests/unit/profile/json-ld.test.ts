import { describe, expect, it } from "vitest";
import { isCompanyPage, type JsonLdSubject, pageJsonLd, serializeJsonLd } from "#app/features/profile/json-ld.ts";
import type { PublicReview } from "#app/features/reviews/index.ts";

const ORIGIN = "https://fiable.example";

function review(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: "r1",
    reviewerName: "Léa Dubois",
    reviewerTitle: null,
    reviewerAvatar: null,
    content: "Un travail remarquable.",
    rating: 5,
    mediaType: null,
    mediaUrl: null,
    mediaThumbnail: null,
    mediaDuration: null,
    transcript: null,
    transcriptSource: null,
    language: "fr",
    label: "invited",
    relationship: "client",
    serviceMonth: null,
    editedAt: null,
    ownerReply: null,
    ownerReplyAt: null,
    createdAt: "2026-03-04T10:00:00.000Z",
    ...overrides,
  };
}

const person: JsonLdSubject = {
  name: "Camille Martin",
  title: "Photographe de mariage",
  company: "Camille Martin Photographie",
  bio: "Photographe à Lyon.",
  avatar: "/media/avatars/camille.webp",
  location: "Lyon, France",
  languages: [{ name: "Français" }],
  rating: { count: 2, average: 4.5 },
};

const build = (subject: JsonLdSubject, reviews: PublicReview[] = [review()]) =>
  pageJsonLd({
    subject,
    reviews,
    profileUrl: `${ORIGIN}/camille-martin`,
    page: { type: "ProfilePage", url: `${ORIGIN}/camille-martin` },
    origin: ORIGIN,
  }) as { "@context": string; "@graph": Record<string, unknown>[] };

const node = (graph: Record<string, unknown>[], type: string) => graph.find((n) => n["@type"] === type);

describe("JSON-LD of the public pages", () => {
  it("gives a person no rating (schema.org has none for Person) and puts reviews on the Service they provide", () => {
    const ld = build(person);
    expect(ld["@context"]).toBe("https://schema.org");
    const graph = ld["@graph"];
    expect(node(graph, "ProfilePage")).toMatchObject({ mainEntity: { "@id": `${ORIGIN}/camille-martin#person` } });
    const personNode = node(graph, "Person")!;
    expect(personNode).toMatchObject({
      name: "Camille Martin",
      image: `${ORIGIN}/media/avatars/camille.webp`,
      worksFor: { "@type": "Organization", name: "Camille Martin Photographie" },
    });
    expect(personNode).not.toHaveProperty("aggregateRating");
    expect(personNode).not.toHaveProperty("review");
    expect(node(graph, "Organization")).toBeUndefined();
    expect(node(graph, "Service")).toMatchObject({
      name: "Photographe de mariage",
      provider: { "@id": `${ORIGIN}/camille-martin#person` },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Léa Dubois" },
          datePublished: "2026-03-04",
          reviewBody: "Un travail remarquable.",
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it("rates a company's own page as an Organization, the type Google takes for review snippets", () => {
    const company = { ...person, name: "Boulangerie Martin", company: "BOULANGERIE  Martin", title: "Boulangerie" };
    expect(isCompanyPage(company)).toBe(true);
    expect(isCompanyPage(person)).toBe(false);
    expect(isCompanyPage({ name: "Camille Martin", company: null })).toBe(false);
    const graph = build(company)["@graph"];
    expect(node(graph, "Person")).toBeUndefined();
    expect(node(graph, "Service")).toBeUndefined();
    expect(node(graph, "ProfilePage")).toMatchObject({
      mainEntity: { "@id": `${ORIGIN}/camille-martin#organization` },
    });
    expect(node(graph, "Organization")).toMatchObject({
      name: "Boulangerie Martin",
      logo: `${ORIGIN}/media/avatars/camille.webp`,
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      review: [{ "@type": "Review", reviewRating: { ratingValue: 5 } }],
    });
  });

  it("emits no rating and no reviews without published reviews", () => {
    const graph = build({ ...person, rating: { count: 0, average: null } }, [])["@graph"];
    expect(node(graph, "Service")).toBeUndefined();
    expect(JSON.stringify(graph)).not.toContain("aggregateRating");
  });

  it("takes a media review's words as its body when it has no text", () => {
    const graph = build(person, [review({ content: "", mediaType: "video", transcript: "Très bonne expérience." })])[
      "@graph"
    ];
    expect((node(graph, "Service")!.review as { reviewBody: string }[])[0]!.reviewBody).toBe("Très bonne expérience.");
  });

  it("cannot be closed by user text (serializeJsonLd)", () => {
    const hostile = review({ reviewerName: "</script><script>alert(1)</script>", content: "a & b <!-- \u2028 \u2029" });
    const json = serializeJsonLd(build({ ...person, name: "<b>x</b>" }, [hostile]));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain("</script");
    const parsed = JSON.parse(json) as { "@graph": Record<string, unknown>[] };
    const service = node(parsed["@graph"], "Service") as { review: { author: { name: string }; reviewBody: string }[] };
    expect(service.review[0]!.author.name).toBe("</script><script>alert(1)</script>");
    expect(service.review[0]!.reviewBody).toBe("a & b <!-- \u2028 \u2029");
  });
});
