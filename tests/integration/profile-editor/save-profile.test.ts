import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slugify } from "#app/features/address/index.ts";
import { getOwnerAnalytics } from "#app/features/analytics/owner-stats.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { followLink } from "#app/features/profile/follow-link.server.ts";
import { emptyDraft, type ProfileDraft, ProfileDraftSchema } from "#app/features/profile-editor/draft.ts";
import {
  approvedReviewSummary,
  type EditorActionData,
  editorPageData,
  handleEditorSave,
} from "#app/features/profile-editor/editor-page.server.ts";
import { loadDraft, saveProfile } from "#app/features/profile-editor/save-profile.server.ts";
import { action as uploadAction } from "#app/routes/dashboard/upload.tsx";
import { mediaUrl, recordMediaObject } from "#app/services/media/media-objects.server.ts";
import type { MediaPrefix } from "#app/services/media/media-store.server.ts";
import { newOwnedMediaKey } from "#app/services/media/owned-keys.server.ts";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";
import { PLATFORM_CATALOGUE } from "#app/services/platforms/catalogue.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import {
  mediaObjects,
  portfolioItems,
  profileLanguages,
  profileSkills,
  profiles,
  socialLinks,
  userActivityLogs,
} from "#db/schema.ts";
import { argsFor, cookieFrom, PUBLIC_URL, setupAccountsTest } from "../auth/support.ts";

setupAccountsTest();

function draft(input: Partial<ProfileDraft> = {}): ProfileDraft {
  return ProfileDraftSchema.parse({ firstName: "Marie", lastName: "Dupont", ...input });
}

/** `count` links, each of another platform of the catalogue. */
function distinctPlatforms(count: number) {
  return PLATFORM_CATALOGUE.slice(0, count).map((p, i) => ({ platform: p.id, url: `https://e.test/${i}` }));
}

async function signedIn(email: string, password = "secret-123") {
  await createUser({ email, name: "Marie Dupont", password });
  const result = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

async function post(body: unknown, cookie?: string) {
  const headers = new Headers({ Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${PUBLIC_URL}/dashboard/save`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ draft: JSON.stringify(body) }).toString(),
  });
  const result = (await handleEditorSave({ request, context: { publicUrl: PUBLIC_URL } })) as unknown as {
    data: EditorActionData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

describe("slug rule", () => {
  it("lower-cases, keeps letters, digits and hyphens, collapses hyphens", () => {
    expect(slugify("Marie  Dupont--Pro!")).toBe("marie-dupont-pro");
    expect(slugify("Élodie Crème")).toBe("elodie-creme");
    expect(slugify("!!!")).toBe("");
  });
});

describe("saveProfile", () => {
  it("creates the profile, then gives the same custom URL to a second user as marie-1", async () => {
    const a = await createUser();
    const b = await createUser();
    const first = await saveProfile(a.id, draft({ requestedSlug: "marie" }));
    const second = await saveProfile(b.id, draft({ requestedSlug: "Marie" }));
    expect(first).toMatchObject({ ok: true, slug: "marie", created: true });
    expect(second).toMatchObject({ ok: true, slug: "marie-1" });
    const c = await createUser();
    expect(await saveProfile(c.id, draft({ requestedSlug: "marie" }))).toMatchObject({ slug: "marie-2" });
    // The owner saving again keeps the address.
    expect(await saveProfile(a.id, draft({ requestedSlug: "marie" }))).toMatchObject({ slug: "marie", created: false });
  });

  it("normalises the custom URL and derives it from the name when empty", async () => {
    const a = await createUser();
    expect(await saveProfile(a.id, draft({ requestedSlug: "Marie  Dupont--Pro!" }))).toMatchObject({
      slug: "marie-dupont-pro",
    });
    const b = await createUser();
    expect(
      await saveProfile(b.id, draft({ firstName: "Jean-Luc", lastName: "Émile", requestedSlug: "" })),
    ).toMatchObject({ slug: "jean-luc-emile" });
  });

  it("refuses reserved words", async () => {
    const a = await createUser();
    expect(await saveProfile(a.id, draft({ requestedSlug: "admin" }))).toEqual({
      ok: false,
      field: "requestedSlug",
      message: "editor.errors.slugReserved",
    });
    expect(await saveProfile(a.id, draft({ requestedSlug: "Dashboard" }))).toMatchObject({ ok: false });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    expect(row).toBeUndefined();
  });

  it("refuses a 21st platform and a javascript: link", async () => {
    const a = await createUser();
    const platforms = distinctPlatforms(21);
    expect(await saveProfile(a.id, { ...draft(), platforms })).toMatchObject({
      ok: false,
      message: "editor.errors.tooManyPlatforms",
    });
    expect(
      await saveProfile(a.id, { ...draft(), platforms: [{ platform: "website", url: "javascript:alert(1)" }] }),
    ).toMatchObject({
      ok: false,
      field: "platforms.0.url",
      message: "editor.errors.linkSchemeRefused",
      params: { scheme: "javascript" },
    });
    expect(await saveProfile(a.id, { ...draft(), platforms: platforms.slice(0, 20) })).toMatchObject({ ok: true });
  });

  it("drops empty links, replaces every list by the draft's, leaves verified alone", async () => {
    const a = await createUser();
    const profile = await createProfile(a.id, { slug: "owner-page", verified: true, skills: ["Old"] });
    const result = await saveProfile(
      a.id,
      draft({
        requestedSlug: "owner-page",
        skills: ["Design", "UX"],
        tools: ["Figma"],
        languages: [
          { name: "Français", code: "fr" },
          { name: "Breton maison", code: "" },
        ],
        faqs: [{ id: "", question: "Délais ?", answer: "Deux semaines.", category: "" }],
        platforms: [
          { id: "", platform: "instagram", url: "", title: "", description: "" },
          { id: "", platform: "linkedin", url: "https://linkedin.com/in/marie", title: "", description: "" },
          { id: "", platform: "email", url: "mailto:marie@example.com", title: "", description: "" },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: true, profileId: profile.id, created: false });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.verified).toBe(true);
    const links = await getDb().select().from(socialLinks).where(eq(socialLinks.profileId, profile.id));
    expect(links.map((l) => l.platform).sort()).toEqual(["email", "linkedin"]);

    const loaded = await loadDraft(a.id);
    expect(loaded!.skills).toEqual(["Design", "UX"]);
    expect(loaded!.tools).toEqual(["Figma"]);
    expect(loaded!.languages).toEqual([
      { name: "Français", code: "fr" },
      { name: "Breton maison", code: "breton maison" },
    ]);
    expect(loaded!.faqs[0]).toMatchObject({ question: "Délais ?", category: "Général" });

    // The draft's lists are the page's, empty ones included (decision 026).
    await saveProfile(a.id, draft({ requestedSlug: "owner-page", bio: "Nouvelle bio", skills: ["Design"] }));
    const skills = await getDb().select().from(profileSkills).where(eq(profileSkills.profileId, profile.id));
    expect(skills.map((s) => s.skillName)).toEqual(["Design"]);
    expect((await loadDraft(a.id))!.bio).toBe("Nouvelle bio");
    const activity = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, a.id));
    expect(activity.map((r) => r.activityType)).toEqual(["profile_updated", "profile_updated"]);
  });

  it("empties each list the owner emptied: FAQ, skills, tools, languages, industry, portfolio, links", async () => {
    const a = await createUser();
    await createProfile(a.id, { slug: "full-page" });
    const full = draft({
      requestedSlug: "full-page",
      skills: ["Design"],
      tools: ["Figma"],
      industry: "Photographie",
      languages: [{ name: "Français", code: "fr" }],
      portfolio: [{ id: "", title: "Mariage", description: "", image: "", projectUrl: "", technologies: [] }],
      faqs: [{ id: "", question: "Délais ?", answer: "Deux semaines.", category: "" }],
      platforms: [{ id: "", platform: "linkedin", url: "https://linkedin.com/in/marie", title: "", description: "" }],
    });
    expect(await saveProfile(a.id, full)).toMatchObject({ ok: true });
    const lists = ["skills", "tools", "industry", "languages", "portfolio", "faqs", "platforms"] as const;
    const stored = (await loadDraft(a.id))!;
    for (const list of lists) expect(stored[list], list).not.toHaveLength(0);

    // One list emptied at a time: that list only is empty after the save, the others stay.
    for (const list of lists) {
      const emptied = { ...full, [list]: list === "industry" ? "" : [] };
      expect(await saveProfile(a.id, emptied)).toMatchObject({ ok: true });
      const after = (await loadDraft(a.id))!;
      expect(after[list], list).toHaveLength(0);
      for (const other of lists.filter((l) => l !== list))
        expect(after[other], `${other} after emptying ${list}`).not.toHaveLength(0);
      expect(await saveProfile(a.id, full)).toMatchObject({ ok: true });
    }
  });

  it("loads a profile whose stored rows the editor would refuse, leaving only those rows out", async () => {
    const a = await createUser();
    const profile = await createProfile(a.id, { slug: `odd-${a.id.slice(0, 8)}`, bio: "Bio gardée" });
    await getDb()
      .insert(socialLinks)
      .values([
        { profileId: profile.id, platform: "phone", url: "tel:call-me-maybe", position: 0 },
        { profileId: profile.id, platform: "website", url: "https://ok.example", position: 1 },
      ]);
    const loaded = await loadDraft(a.id);
    expect(loaded!.bio).toBe("Bio gardée");
    expect(loaded!.platforms.map((p) => p.url)).toEqual(["https://ok.example"]);
  });

  it("logs profile_created for a first save", async () => {
    const a = await createUser();
    await saveProfile(a.id, draft());
    const activity = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, a.id));
    expect(activity.map((r) => r.activityType)).toEqual(["profile_created"]);
  });
});

describe("/dashboard action", () => {
  it("answers an anonymous (or expired) session with a 401 the editor explains, and saves nothing", async () => {
    expect(await post(draft())).toEqual({
      status: 401,
      data: {
        status: "error",
        reason: "signedOut",
        field: "",
        message: expect.stringContaining("Votre session a expiré"),
      },
    });
    const before = (await getDb().select().from(profiles)).length;
    await post(draft({ requestedSlug: "anonymous-try" })).catch(() => null);
    const after = await getDb().select().from(profiles);
    expect(after).toHaveLength(before);
    expect(after.some((p) => p.slug === "anonymous-try")).toBe(false);
  });

  it("refuses an anonymous image upload", async () => {
    const request = new Request(`${PUBLIC_URL}/dashboard/upload?kind=avatar`, { method: "POST", body: "x" });
    const thrown = await (uploadAction as (args: { request: Request }) => Promise<unknown>)({ request }).catch(
      (r: Response) => r,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth/);
  });

  it("saves only the signed-in user's own profile, whatever the request says", async () => {
    const victim = await createUser();
    const victimProfile = await createProfile(victim.id, { slug: "victime", name: "Victor Victime" });
    const cookie = await signedIn("attacker@example.com");
    const crafted = { ...draft({ requestedSlug: "victime" }), userId: victim.id, profileId: victimProfile.id };
    const result = await post(crafted, cookie);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ status: "saved", slug: "victime-1", publicAddress: `${PUBLIC_URL}/victime-1` });
    const [victimRow] = await getDb().select().from(profiles).where(eq(profiles.id, victimProfile.id));
    expect(victimRow).toMatchObject({ slug: "victime", name: "Victor Victime" });
  });

  it("refuses a javascript: link, a 21st platform and a reserved address with a message", async () => {
    const cookie = await signedIn("owner@example.com");
    const js = await post({ ...draft(), platforms: [{ platform: "website", url: "javascript:alert(1)" }] }, cookie);
    expect(js).toMatchObject({
      status: 400,
      data: { status: "error", message: expect.stringContaining("Lien refusé") },
    });
    const many = distinctPlatforms(21);
    expect(await post({ ...draft(), platforms: many }, cookie)).toMatchObject({
      status: 400,
      data: { message: "20 plateformes au maximum." },
    });
    expect(await post(draft({ requestedSlug: "admin" }), cookie)).toMatchObject({
      status: 400,
      data: { field: "requestedSlug", message: "Cette adresse est réservée : choisissez-en une autre." },
    });
    const ok = await post(draft({ firstName: "Odile", lastName: "Owner", requestedSlug: "" }), cookie);
    expect(ok.data).toMatchObject({ status: "saved", slug: "odile-owner", message: "Profil sauvegardé !" });
  });

  it("loads an empty draft prefilled from the account for a new user, the stored one afterwards", async () => {
    const cookie = await signedIn("newbie@example.com");
    const request = () => new Request(`${PUBLIC_URL}/dashboard`, { headers: { Cookie: cookie } });
    const first = (await editorPageData({ request: request(), context: { publicUrl: PUBLIC_URL } })) as unknown as {
      data: { draft: ProfileDraft; slug: string | null };
    };
    expect(first.data.slug).toBeNull();
    expect(first.data.draft).toEqual(emptyDraft({ name: "Marie Dupont", email: "newbie@example.com" }));
    expect(first.data.draft.platforms.map((p) => p.platform)).toEqual([
      "instagram",
      "tiktok",
      "x",
      "snapchat",
      "linkedin",
      "email",
    ]);
    await post(draft({ firstName: "Nina", lastName: "Nouvelle", jobTitle: "Photographe" }), cookie);
    const second = (await editorPageData({ request: request(), context: { publicUrl: PUBLIC_URL } })) as unknown as {
      data: { draft: ProfileDraft; slug: string | null };
    };
    expect(second.data.slug).toBe("nina-nouvelle");
    expect(second.data.draft.jobTitle).toBe("Photographe");
  });
});

/** The address of an upload `userId` made under `prefix` (as the upload route names it). */
/** The URL of an upload of `userId` under `prefix`, recorded as the upload route does. */
async function uploaded(prefix: MediaPrefix, userId: string): Promise<string> {
  const key = newOwnedMediaKey(prefix, "webp", { user: userId });
  await recordMediaObject({ key, kind: "image", contentType: "image/webp", ownerUserId: userId });
  return `/media/${key}`;
}

describe("server rules of the draft", () => {
  it("refuses a platform added twice, with a localized message", async () => {
    const a = await createUser();
    const twice = [
      { platform: "instagram", url: "https://instagram.com/a" },
      { platform: "github", url: "https://github.com/a" },
      { platform: "Instagram", url: "https://instagram.com/b" },
    ];
    expect(await saveProfile(a.id, { ...draft(), platforms: twice })).toEqual({
      ok: false,
      field: "platforms.2.platform",
      message: "editor.errors.duplicatePlatform",
    });
    const cookie = await signedIn("twice@example.com");
    expect(await post({ ...draft(), platforms: twice }, cookie)).toMatchObject({
      status: 400,
      data: { field: "platforms.2.platform", message: "Chaque plateforme ne peut être ajoutée qu'une fois." },
    });
  });

  it("accepts only the catalogue's platforms (any other site is 'custom')", async () => {
    const a = await createUser();
    expect(
      await saveProfile(a.id, { ...draft(), platforms: [{ platform: "myspace", url: "https://myspace.com/a" }] }),
    ).toEqual({ ok: false, field: "platforms.0.platform", message: "editor.errors.unknownPlatform" });
    expect(
      await saveProfile(a.id, {
        ...draft(),
        platforms: [
          { platform: "custom", url: "https://myspace.com/a" },
          { platform: "GitHub", url: "https://github.com/a" },
        ],
      }),
    ).toMatchObject({ ok: true });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    const links = await getDb().select().from(socialLinks).where(eq(socialLinks.profileId, profile!.id));
    expect(links.map((l) => l.platform).sort()).toEqual(["custom", "github"]);
  });

  it("stores each language once", async () => {
    const a = await createUser();
    const result = await saveProfile(
      a.id,
      draft({
        languages: [
          { name: "Français", code: "fr" },
          { name: "français", code: "" },
          { name: "Anglais", code: "en" },
          { name: "English", code: "en" },
          { name: "Breton maison", code: "" },
          { name: "breton MAISON", code: "" },
        ],
      }),
    );
    if (!result.ok) throw new Error(result.message);
    const rows = await getDb()
      .select()
      .from(profileLanguages)
      .where(eq(profileLanguages.profileId, result.profileId))
      .orderBy(profileLanguages.position);
    expect(rows.map((r) => [r.languageName, r.languageCode])).toEqual([
      ["Français", "fr"],
      ["Anglais", "en"],
      ["Breton maison", "breton maison"],
    ]);
  });

  it("takes images only from the editor's own uploads, each kind under its own prefix", async () => {
    const a = await createUser();
    const refused = { ok: false, message: "editor.errors.imageNotUploaded" };
    expect(await saveProfile(a.id, draft({ profileImage: "https://tracker.example/me.jpg" }))).toEqual({
      ...refused,
      field: "profileImage",
    });
    // Another kind of upload (a review's medium, a portfolio image) is not a profile photo.
    expect(await saveProfile(a.id, draft({ profileImage: await uploaded("review-media", a.id) }))).toMatchObject(
      refused,
    );
    expect(await saveProfile(a.id, draft({ profileImage: await uploaded("portfolio", a.id) }))).toMatchObject(refused);
    expect(await saveProfile(a.id, draft({ profileImage: "/media/avatars/../../secrets.json" }))).toMatchObject(
      refused,
    );
    const item = { id: "", title: "Projet", description: "", projectUrl: "", technologies: [] };
    expect(
      await saveProfile(
        a.id,
        draft({
          portfolio: [
            { ...item, image: await uploaded("portfolio", a.id) },
            { ...item, image: "http://images.example/p.png" },
          ],
        }),
      ),
    ).toEqual({ ...refused, field: "portfolio.1.image" });
    const [none] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    expect(none).toBeUndefined();

    expect(
      await saveProfile(
        a.id,
        draft({
          profileImage: await uploaded("avatars", a.id),
          portfolio: [{ ...item, image: await uploaded("portfolio", a.id) }],
        }),
      ),
    ).toMatchObject({ ok: true });
    const cookie = await signedIn("images@example.com");
    expect(await post(draft({ profileImage: "https://tracker.example/me.jpg" }), cookie)).toMatchObject({
      status: 400,
      data: { field: "profileImage", message: expect.stringContaining("Image refusée") },
    });
  });

  it("refuses another account's upload, even one published on its page", async () => {
    const a = await createUser();
    const b = await createUser();
    const photo = await uploaded("avatars", a.id);
    expect(await saveProfile(a.id, draft({ profileImage: photo }))).toMatchObject({ ok: true });
    const refused = { ok: false, message: "editor.errors.imageNotUploaded" };
    expect(await saveProfile(b.id, draft({ profileImage: photo }))).toEqual({ ...refused, field: "profileImage" });
    const item = { id: "", title: "Projet", description: "", projectUrl: "", technologies: [] };
    expect(
      await saveProfile(b.id, draft({ portfolio: [{ ...item, image: await uploaded("portfolio", a.id) }] })),
    ).toEqual({
      ...refused,
      field: "portfolio.0.image",
    });
    // A key whose signature was altered is nobody's.
    const forged = photo.replace(/(.)\.webp$/, (_, last: string) => `${last === "A" ? "B" : "A"}.webp`);
    expect(await saveProfile(a.id, draft({ profileImage: forged, bio: "autre" }))).toMatchObject(refused);
  });

  it("accepts the images already stored by the URL their loader gave (a converted photo has no owner mark)", async () => {
    const a = await createUser();
    const photo = "avatars/2024/01/legacyLegacyLegacy01.webp";
    const picture = "portfolio/2024/01/legacyLegacyLegacy02.webp";
    await createProfile(a.id, {
      slug: `legacy-${a.id.slice(0, 8)}`,
      avatarKey: photo,
      portfolio: [{ title: "Ancien", imageKey: picture }],
    });
    const loaded = await loadDraft(a.id);
    expect(loaded?.profileImage).toBe(mediaUrl(photo));
    expect(loaded?.portfolio[0]?.image).toBe(mediaUrl(picture));
    expect(await saveProfile(a.id, { ...loaded!, bio: "Toujours là" })).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    expect(row?.avatarKey).toBe(photo);
    const items = await getDb().select().from(portfolioItems).where(eq(portfolioItems.profileId, row!.id));
    expect(items.map((item) => item.imageKey)).toEqual([picture]);
  });

  it("stores keys, not URLs, and refuses an upload whose object is gone (swept)", async () => {
    const a = await createUser();
    const url = await uploaded("avatars", a.id);
    const result = await saveProfile(a.id, draft({ profileImage: url }));
    expect(result).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.userId, a.id));
    expect(row?.avatarKey).toBe(url.slice("/media/".length));

    const gone = await uploaded("avatars", a.id);
    await getDb()
      .delete(mediaObjects)
      .where(eq(mediaObjects.key, gone.slice("/media/".length)));
    expect(await saveProfile(a.id, draft({ profileImage: gone }))).toEqual({
      ok: false,
      field: "profileImage",
      message: "editor.errors.imageNotUploaded",
    });
  });
});

describe("link ids across saves", () => {
  it("keeps the row (and its clicks) of every link that survives a save", async () => {
    const a = await createUser();
    const first = await saveProfile(
      a.id,
      draft({
        platforms: [
          { id: "", platform: "instagram", url: "https://instagram.com/marie", title: "", description: "" },
          { id: "", platform: "linkedin", url: "https://linkedin.com/in/marie", title: "", description: "" },
          { id: "", platform: "website", url: "https://marie.example", title: "", description: "" },
        ],
      }),
    );
    if (!first.ok) throw new Error(first.message);
    const ids = first.linkIds;
    expect(Object.keys(ids).sort()).toEqual(["instagram", "linkedin", "website"]);
    const visitor = { clientIp: "203.0.113.9", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
    expect(await followLink(ids.instagram!, visitor)).toBe("https://instagram.com/marie");
    expect(await followLink(ids.linkedin!, visitor)).toBe("https://linkedin.com/in/marie");

    // The stored draft carries the ids: the owner edits LinkedIn's address, drops the
    // website, adds GitHub and moves Instagram last.
    const loaded = (await loadDraft(a.id))!;
    const byPlatform = new Map(loaded.platforms.map((p) => [p.platform, p]));
    const second = await saveProfile(a.id, {
      ...loaded,
      platforms: [
        { ...byPlatform.get("linkedin")!, url: "https://linkedin.com/in/marie-dupont" },
        { id: "", platform: "github", url: "https://github.com/marie", title: "", description: "" },
        byPlatform.get("instagram")!,
      ],
    });
    if (!second.ok) throw new Error(second.message);
    expect(second.linkIds.instagram).toBe(ids.instagram);
    expect(second.linkIds.linkedin).toBe(ids.linkedin);
    expect(Object.values(ids)).not.toContain(second.linkIds.github);
    const rows = await getDb()
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.profileId, first.profileId))
      .orderBy(socialLinks.position);
    expect(rows.map((r) => [r.id, r.platform, r.url])).toEqual([
      [ids.linkedin, "linkedin", "https://linkedin.com/in/marie-dupont"],
      [second.linkIds.github, "github", "https://github.com/marie"],
      [ids.instagram, "instagram", "https://instagram.com/marie"],
    ]);
    // /go/{old id} still leads somewhere, to the new address (another visitor's click: one
    // address's clicks on a link count once an hour).
    expect(await followLink(ids.linkedin!, { ...visitor, clientIp: "203.0.113.10" })).toBe(
      "https://linkedin.com/in/marie-dupont",
    );

    // A draft without ids (an older tab) finds the rows by platform and address.
    const third = await saveProfile(
      a.id,
      draft({
        platforms: [
          { id: "", platform: "instagram", url: "https://instagram.com/marie", title: "", description: "" },
          { id: "", platform: "github", url: "https://github.com/marie", title: "", description: "" },
        ],
      }),
    );
    if (!third.ok) throw new Error(third.message);
    expect(third.linkIds).toEqual({ instagram: ids.instagram, github: second.linkIds.github });

    // The owner's statistics still count each surviving link's clicks under it.
    const stats = await getOwnerAnalytics(first.profileId, 30);
    expect(stats.links.map((l) => [l.platform, l.clicks])).toEqual([
      ["instagram", 1],
      ["github", 0],
    ]);
    expect(stats.deletedLinkClicks).toBe(2);
  });

  it("ignores a link id of another profile", async () => {
    const victim = await createUser();
    const theirs = await saveProfile(
      victim.id,
      draft({ platforms: [{ id: "", platform: "github", url: "https://github.com/v", title: "", description: "" }] }),
    );
    if (!theirs.ok) throw new Error(theirs.message);
    const attacker = await createUser();
    const mine = await saveProfile(
      attacker.id,
      draft({
        platforms: [
          { id: theirs.linkIds.github!, platform: "github", url: "https://github.com/x", title: "", description: "" },
        ],
      }),
    );
    if (!mine.ok) throw new Error(mine.message);
    expect(mine.linkIds.github).not.toBe(theirs.linkIds.github);
    const [row] = await getDb().select().from(socialLinks).where(eq(socialLinks.id, theirs.linkIds.github!));
    expect(row).toMatchObject({ profileId: theirs.profileId, url: "https://github.com/v" });
  });
});

describe("two saves racing for one address", () => {
  it("gives the address to one and the next free -N to the other", async () => {
    const users = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const results = await Promise.all(users.map((u) => saveProfile(u.id, draft({ requestedSlug: "course" }))));
    expect(results.map((r) => (r.ok ? r.slug : r.message)).sort()).toEqual([
      "course",
      "course-1",
      "course-2",
      "course-3",
    ]);
  });

  it("tries again when the address it found free was taken before it could write it", async () => {
    const first = await createUser();
    const second = await createUser();
    // The first save is half-way: its row holds 'duel' but is not committed yet.
    const client = await getPool().connect();
    try {
      await client.query("begin");
      await client.query("insert into profiles (user_id, slug, requested_slug) values ($1, 'duel', 'duel')", [
        first.id,
      ]);
      const racing = saveProfile(second.id, draft({ requestedSlug: "duel" }));
      // The second save found 'duel' free and now waits on the first one's row.
      await expect
        .poll(async () => {
          const { rows } = await getDb().execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.n;
        })
        .toBe(1);
      await client.query("commit");
      expect(await racing).toMatchObject({ ok: true, slug: "duel-1", created: true });
    } finally {
      client.release();
    }
  });
});

describe("after a save", () => {
  it("clears the public page's cache of that profile", async () => {
    const a = await createUser();
    const invalidated: string[] = [];
    const stop = onProfileInvalidated((profileId) => invalidated.push(profileId));
    try {
      const created = await saveProfile(a.id, draft({ jobTitle: "Photographe" }));
      const updated = await saveProfile(a.id, draft({ jobTitle: "Vidéaste" }));
      if (!created.ok || !updated.ok) throw new Error("save refused");
      expect(invalidated).toEqual([created.profileId, created.profileId]);
      // A refused save changes nothing, so clears nothing.
      await saveProfile(a.id, draft({ requestedSlug: "admin" }));
      expect(invalidated).toHaveLength(2);
    } finally {
      stop();
    }
  });
});

describe("the preview's reviews block", () => {
  it("counts and averages the approved reviews only", async () => {
    const a = await createUser();
    expect(await approvedReviewSummary(a.id)).toEqual({ count: 0, average: null });
    const saved = await saveProfile(a.id, draft());
    if (!saved.ok) throw new Error(saved.message);
    await createReview(saved.profileId, { status: "approved", rating: 5 });
    await createReview(saved.profileId, { status: "approved", rating: 4 });
    await createReview(saved.profileId, { status: "approved", rating: 4 });
    await createReview(saved.profileId, { status: "pending", rating: 1 });
    await createReview(saved.profileId, { status: "withdrawn", rating: 1 });
    expect(await approvedReviewSummary(a.id)).toEqual({ count: 3, average: 4.3 });
    const other = await createUser();
    expect(await approvedReviewSummary(other.id)).toEqual({ count: 0, average: null });
  });

  it("reaches the editor page's data", async () => {
    const cookie = await signedIn("rated@example.com");
    await post(draft({ firstName: "Rita", lastName: "Notée" }), cookie);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.slug, "rita-notee"));
    await createReview(profile!.id, { status: "approved", rating: 5 });
    const page = (await editorPageData({
      request: new Request(`${PUBLIC_URL}/dashboard`, { headers: { Cookie: cookie } }),
      context: { publicUrl: PUBLIC_URL },
    })) as unknown as { data: { rating: { count: number; average: number | null } } };
    expect(page.data.rating).toEqual({ count: 1, average: 5 });
  });
});
