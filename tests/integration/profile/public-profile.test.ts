import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isProfileErrorData } from "#app/features/address/index.ts";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { loadProfilePage } from "#app/features/profile/load-profile-page.server.ts";
import type { PublicProfile } from "#app/features/profile/profile-types.ts";
import { getProfileSummary, listPublicReviews } from "#app/features/reviews/list-public-reviews.server.ts";
import { PAGE_CACHE_MARKER } from "#app/services/page-cache/index.server.ts";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { createProfile, createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { createOwnerWithLinks, get, PUBLIC_URL, setupProfileTest, signIn, WHATSAPP_DIGITS } from "./support.ts";

const database = setupProfileTest();

type LoaderResult = { data: { profile: PublicProfile; meta: Record<string, string>[] }; init: ResponseInit | null };

async function load(path: string, headers: Record<string, string> = {}) {
  const slug = path.slice(1);
  try {
    const result = (await loadProfilePage({
      request: get(path, headers),
      params: { slug },
      context: { publicUrl: PUBLIC_URL, requestId: "test", env: { NODE_ENV: "development", BUILD_DIR: "build" } },
    })) as unknown as LoaderResult;
    return { status: 200, data: result.data, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    const error = thrown as { data?: unknown; init?: ResponseInit };
    return { status: error.init?.status ?? 0, error: error.data, headers: new Headers(error.init?.headers) };
  }
}

describe("getPublicProfile", () => {
  it("never gives a visitor the owner's WhatsApp or phone number, in any field", async () => {
    const { profile } = await createOwnerWithLinks("ines-visitor");
    const visible = await getPublicProfile("ines-visitor", ANONYMOUS);
    const json = JSON.stringify(visible);
    expect(json).not.toContain(WHATSAPP_DIGITS);
    expect(json).not.toMatch(/6\D?12\D?34\D?56\D?78/);
    const masked = visible!.links.filter((l) => l.masked);
    expect(masked.map((l) => l.platform).sort()).toEqual(["custom", "phone", "whatsapp"]);
    for (const item of masked) expect(item.href).toMatch(/^\/go\/[0-9a-f-]{36}$/);
    // Other links go through /go too, with their host only.
    const website = visible!.links.find((l) => l.platform === "website")!;
    expect(website).toMatchObject({ href: expect.stringMatching(/^\/go\//), host: "ines-lambert.example" });
    expect(visible!.isOwner).toBe(false);
    expect(profile.phone).toBe("+33 6 12 34 56 78");
  });

  it("gives the owner the real numbers and URLs; another signed-in user sees the visitor's page", async () => {
    const { user } = await createOwnerWithLinks("ines-owner");
    const other = await createUser();
    const owned = await getPublicProfile("ines-owner", { userId: user.id });
    expect(owned!.isOwner).toBe(true);
    expect(owned!.links.find((l) => l.platform === "whatsapp")).toMatchObject({
      href: `https://wa.me/${WHATSAPP_DIGITS}`,
      number: `+${WHATSAPP_DIGITS}`,
      masked: false,
    });
    const seen = await getPublicProfile("ines-owner", { userId: other.id });
    expect(seen!.isOwner).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(WHATSAPP_DIGITS);
  });

  it("counts and averages approved reviews only, shows the 3 latest, 4 projects and 3 languages", async () => {
    const { profile } = await createUserWithProfile({
      profile: {
        slug: "rating-rules",
        languages: [
          { name: "Français", code: "fr" },
          { name: "Anglais", code: "en" },
          { name: "Espagnol", code: "es" },
          { name: "Allemand", code: "de" },
        ],
        portfolio: [1, 2, 3, 4, 5].map((n) => ({ title: `Projet ${n}` })),
      },
    });
    const day = 86_400_000;
    const ratings = [5, 4, 4, 5, 3];
    for (const [i, rating] of ratings.entries()) {
      await createReview(profile.id, {
        status: "approved",
        rating,
        reviewerName: `Client ${i}`,
        createdAt: new Date(Date.now() - (10 - i) * day),
      });
    }
    await createReview(profile.id, { status: "pending", rating: 1, reviewerName: "En attente" });
    await createReview(profile.id, { status: "withdrawn", rating: 1, reviewerName: "Rejeté" });

    const visible = await getPublicProfile("rating-rules", ANONYMOUS);
    expect(visible!.rating).toEqual({ count: 5, average: 4.2 });
    expect(visible!.reviews.map((r) => r.reviewerName)).toEqual(["Client 4", "Client 3", "Client 2"]);
    expect(visible!.portfolio.map((p) => p.title)).toEqual(["Projet 1", "Projet 2", "Projet 3", "Projet 4"]);
    expect(visible!.languages.map((l) => l.country)).toEqual(["FR", "GB", "ES"]);

    const page2 = await listPublicReviews(profile.id, 2, 5, 2);
    expect(page2.reviews.map((r) => r.reviewerName)).toEqual(["Client 2", "Client 1"]);
    expect(page2.pageCount).toBe(3);
    expect((await getProfileSummary("rating-rules"))!.rating).toEqual({ count: 5, average: 4.2 });
  });

  it("finds a profile by custom domain as well as by slug, the slug winning", async () => {
    const owner = await createUser();
    await createProfile(owner.id, { slug: "atelier-nord", requestedSlug: "nord.example", name: "Atelier Nord" });
    expect((await getPublicProfile("nord.example", ANONYMOUS))!.slug).toBe("atelier-nord");
    const other = await createUser();
    await createProfile(other.id, { slug: "shared-word", name: "Par slug" });
    const third = await createUser();
    await createProfile(third.id, { slug: "by-domain", requestedSlug: "shared-word", name: "Par domaine" });
    expect((await getPublicProfile("shared-word", ANONYMOUS))!.name).toBe("Par slug");
    expect(await getPublicProfile("nobody", ANONYMOUS)).toBe(null);
  });

  it("drops media and portfolio URLs a page must not load", async () => {
    const { profile } = await createUserWithProfile({
      profile: {
        slug: "bad-urls",
        // Not keys of ours (whatever wrote them): no URL is made from them.
        avatarKey: "javascript:alert(1)",
        portfolio: [{ title: "A", imageKey: "http://tracker.example/x.png", url: "javascript:alert(1)" }],
      },
    });
    await createReview(profile.id, { status: "approved", mediaType: "photo", mediaKey: "data:image/png;base64,AAAA" });
    const visible = await getPublicProfile("bad-urls", ANONYMOUS);
    expect(visible!.avatar).toBe(null);
    expect(visible!.portfolio[0]).toMatchObject({ image: null, url: null });
    expect(visible!.reviews[0]!.mediaUrl).toBe(null);
  });
});

describe("the /{slug} loader", () => {
  it("marks an anonymous view cacheable, never the owner's, and never ships the number", async () => {
    const { email, password } = await createOwnerWithLinks("ines-loader");
    const anonymous = await load("/ines-loader");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get(PAGE_CACHE_MARKER)).toBeTruthy();
    expect(anonymous.headers.get("Cache-Control")).toContain("stale-while-revalidate");
    expect(anonymous.headers.get("Vary")).toContain("Cookie");
    expect(JSON.stringify(anonymous.data)).not.toContain(WHATSAPP_DIGITS);

    const cookie = await signIn(email, password);
    const owner = await load("/ines-loader", { Cookie: cookie });
    expect(owner.headers.get(PAGE_CACHE_MARKER)).toBe(null);
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(owner.data!.profile.isOwner).toBe(true);
    expect(JSON.stringify(owner.data)).toContain(WHATSAPP_DIGITS);
  });

  it("builds the link-preview tags, and noindex for a profile without review and bio", async () => {
    await createUserWithProfile({ profile: { slug: "empty-profile", name: "Léon Petit", bio: null } });
    const { meta } = (await load("/empty-profile")).data!;
    const content = (key: string, value: string) => meta.find((m) => m[key] === value)?.content;
    expect(content("property", "og:image")).toMatch(/^http:\/\/localhost:3000\/og\/empty-profile\.png\?v=[\w-]{12}$/);
    expect(content("property", "og:title")).toBe("Léon Petit | Fiable");
    expect(content("name", "twitter:card")).toBe("summary_large_image");
    expect(content("name", "robots")).toBe("noindex");
    expect(meta.find((m) => m.rel === "canonical")?.href).toBe("http://localhost:3000/empty-profile");

    const { profile } = await createUserWithProfile({ profile: { slug: "reviewed-profile", bio: null } });
    await createReview(profile.id, { status: "approved" });
    const reviewed = (await load("/reviewed-profile")).data!.meta;
    expect(reviewed.find((m) => m.name === "robots")).toBeUndefined();
  });

  it("answers 404 'Profil introuvable' for unknown and reserved addresses", async () => {
    for (const path of ["/no-such-profile", "/dashboard", "/a%20b"]) {
      const result = await load(path);
      expect(result.status, path).toBe(404);
      expect(isProfileErrorData(result.error)).toBe(true);
      expect((result.error as { title: string }).title).toBe("Profil introuvable");
    }
  });

  it("answers 500 'Erreur lors du chargement du profil' when the database fails", async () => {
    const url = database.databaseUrl;
    await closeDb();
    connectDb("postgres://nobody:wrong@127.0.0.1:1/none", 1);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const result = await load("/anything");
      expect(result.status).toBe(500);
      expect((result.error as { title: string }).title).toBe("Erreur lors du chargement du profil");
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
      await closeDb();
      connectDb(url, 5);
    }
    await getDb().execute(sql`select 1`);
  });
});
