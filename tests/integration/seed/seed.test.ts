import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalMediaStore, type MediaStore } from "#app/services/media/media-store.server.ts";
import { sweepUnusedMedia } from "#app/services/media/sweep-unused-media.server.ts";
import { getDb } from "#db/client.server.ts";
import { createProfile } from "#db/factories/profiles.ts";
import { createUser } from "#db/factories/users.ts";
import * as schema from "#db/schema.ts";
import { SEED_MARKER_KEY, SEED_VERSION, seedDemoContent } from "#db/seed.server.ts";
// Renamed: Biome's React hook rule would read a module-level `use…()` call as a hook.
import { useTestDatabase as withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

let mediaDir: string;
let store: MediaStore;
const quiet = { log: () => {} };

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "fiable-seed-media-"));
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await getDb().execute(
    sql`truncate "user", profiles, blog_articles, contact_messages, user_activity_logs, analytics_events, app_meta restart identity cascade`,
  );
  await rm(mediaDir, { recursive: true, force: true });
  store = createLocalMediaStore(mediaDir);
});

async function rowCounts() {
  const db = getDb();
  const tables = {
    user: schema.user,
    account: schema.account,
    profiles: schema.profiles,
    profileSkills: schema.profileSkills,
    profileLanguages: schema.profileLanguages,
    profileIndustries: schema.profileIndustries,
    portfolioItems: schema.portfolioItems,
    profileFaqs: schema.profileFaqs,
    socialLinks: schema.socialLinks,
    reviews: schema.reviews,
    blogArticles: schema.blogArticles,
    contactMessages: schema.contactMessages,
    userActivityLogs: schema.userActivityLogs,
    appMeta: schema.appMeta,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

async function mediaFiles(): Promise<string[]> {
  try {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile() && !e.name.endsWith(".meta.json")).map((e) => e.name);
  } catch {
    return [];
  }
}

/** Reads a key back from the store: it must be a recorded object and hold the announced kind of bytes. */
async function expectStored(key: string | null, kind: "webp" | "mp4") {
  expect(key, "a key").not.toBeNull();
  const [recorded] = await getDb().select().from(schema.mediaObjects).where(eq(schema.mediaObjects.key, key!));
  expect(recorded, `${key} is a recorded object`).toBeDefined();
  const object = await store.get(key!);
  expect(object, `${key} exists in the store`).not.toBeNull();
  expect(object!.body.length).toBeGreaterThan(1000);
  if (kind === "webp") {
    expect(object!.contentType).toBe("image/webp");
    expect(object!.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  } else {
    // MP4 and M4A are both ISO media files: a `ftyp` box first.
    expect(object!.body.subarray(4, 8).toString("latin1")).toBe("ftyp");
  }
  return object!;
}

describe("seedDemoContent", () => {
  it("seeds an empty database once: a second run creates nothing", async () => {
    expect(await seedDemoContent({ store, ...quiet })).toBe("seeded");
    const first = await rowCounts();
    const files = await mediaFiles();

    expect(first.profiles).toBe(3);
    expect(first.user).toBe(3);
    // Demo owners have no password: nobody can sign in as them.
    expect(first.account).toBe(0);
    expect(first.blogArticles).toBeGreaterThanOrEqual(5);
    expect(first.contactMessages).toBeGreaterThanOrEqual(3);
    expect(first.userActivityLogs).toBeGreaterThan(0);
    expect(first.appMeta).toBe(1);

    expect(await seedDemoContent({ store, ...quiet })).toBe("already-seeded");
    expect(await rowCounts()).toEqual(first);
    expect((await mediaFiles()).sort()).toEqual(files.sort());

    const [marker] = await getDb().select().from(schema.appMeta).where(eq(schema.appMeta.key, SEED_MARKER_KEY));
    expect(marker!.value).toMatchObject({ version: SEED_VERSION, outcome: "seeded" });
  });

  it("seeds one set when two boots run it at the same time", async () => {
    const outcomes = await Promise.all([seedDemoContent({ store, ...quiet }), seedDemoContent({ store, ...quiet })]);
    expect(outcomes.sort()).toEqual(["already-seeded", "seeded"]);
    const counts = await rowCounts();
    expect(counts.profiles).toBe(3);
    expect(counts.appMeta).toBe(1);
    const files = (await mediaFiles()).length;
    // Only the winner copied media: as many files as the rows reference.
    const keys = await getDb().execute<{ n: number }>(sql`
      select count(distinct key)::int as n from (
        select avatar_key as key from profiles
        union all select image_key from portfolio_items
        union all select cover_key from blog_articles
        union all select media_key from reviews
        union all select poster_key from reviews) k`);
    expect(files).toBe(keys.rows[0]!.n);
  });

  it("creates the three public profiles, complete, with approved reviews of every kind stored in the media store", async () => {
    await seedDemoContent({ store, ...quiet });
    const db = getDb();
    const all = await db.select().from(schema.profiles);
    expect(all.map((p) => p.slug).sort()).toEqual(["camille-martin", "james-carter", "salma-benali"]);
    expect(all.filter((p) => p.verified).length).toBeGreaterThanOrEqual(2);
    expect(all.find((p) => p.slug === "salma-benali")!.name).toMatch(/[\u0600-\u06FF]/);

    for (const profile of all) {
      const where = (table: { profileId: AnyPgColumn }) => eq(table.profileId, profile.id);
      expect(profile.title).toBeTruthy();
      expect(profile.bio).toBeTruthy();
      expect(profile.location).toBeTruthy();
      await expectStored(profile.avatarKey, "webp");

      const languages = await db.select().from(schema.profileLanguages).where(where(schema.profileLanguages));
      expect(languages.length).toBeGreaterThanOrEqual(2);
      for (const l of languages) expect(l.languageCode).toBe(l.languageCode.toLowerCase());

      const skills = await db.select().from(schema.profileSkills).where(where(schema.profileSkills));
      expect(new Set(skills.map((s) => s.kind))).toEqual(new Set(["skill", "tool"]));
      expect(await db.select().from(schema.profileIndustries).where(where(schema.profileIndustries))).toHaveLength(1);

      const links = await db.select().from(schema.socialLinks).where(where(schema.socialLinks));
      const platforms = links.map((l) => l.platform);
      for (const p of ["instagram", "tiktok", "linkedin", "website", "whatsapp", "email"])
        expect(platforms).toContain(p);
      expect(links.find((l) => l.platform === "whatsapp")!.url).toMatch(/^https:\/\/wa\.me\/\d+$/);
      expect(links.find((l) => l.platform === "email")!.url).toMatch(/^mailto:/);

      const portfolio = await db.select().from(schema.portfolioItems).where(where(schema.portfolioItems));
      expect(portfolio.length).toBeGreaterThanOrEqual(3);
      expect(portfolio.map((p) => p.position).sort()).toEqual(portfolio.map((_, i) => i));
      for (const item of portfolio) await expectStored(item.imageKey, "webp");

      const faqs = await db.select().from(schema.profileFaqs).where(where(schema.profileFaqs));
      expect(faqs.length).toBeGreaterThanOrEqual(3);
      for (const faq of faqs) expect(faq.category).toBe("Général");

      const approved = await db
        .select()
        .from(schema.reviews)
        .where(and(where(schema.reviews), eq(schema.reviews.status, "approved")));
      const kinds = new Set(approved.map((r) => r.mediaType ?? "text"));
      expect(kinds).toEqual(new Set(["text", "photo", "audio", "video"]));
      for (const review of approved) {
        expect(review.content.length).toBeGreaterThan(10);
        if (review.mediaType === "photo") await expectStored(review.mediaKey, "webp");
        if (review.mediaType === "audio") {
          const audio = await expectStored(review.mediaKey, "mp4");
          expect(audio.contentType).toBe("audio/mp4");
          expect(review.mediaDuration).toBeGreaterThan(0);
        }
        if (review.mediaType === "video") {
          const video = await expectStored(review.mediaKey, "mp4");
          expect(video.contentType).toBe("video/mp4");
          expect(review.mediaDuration).toBeGreaterThan(0);
          await expectStored(review.posterKey, "webp");
        }
      }
      const [pending] = await db
        .select({ n: count() })
        .from(schema.reviews)
        .where(and(where(schema.reviews), eq(schema.reviews.status, "pending")));
      expect(pending!.n).toBeGreaterThanOrEqual(1);
    }

    const articles = await db.select().from(schema.blogArticles);
    const published = articles.filter((a) => a.status === "published");
    expect(published.filter((a) => a.language === "fr").length).toBeGreaterThanOrEqual(2);
    expect(published.filter((a) => a.language === "en").length).toBeGreaterThanOrEqual(2);
    for (const a of published) {
      expect(a.publishedAt).not.toBeNull();
      expect(a.excerpt).toBeTruthy();
      expect(a.content.split(/\s+/).length).toBeGreaterThanOrEqual(500);
      await expectStored(a.coverKey, "webp");
    }
    const drafts = articles.filter((a) => a.status === "draft");
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publishedAt).toBeNull();

    const statuses = new Set((await db.select().from(schema.contactMessages)).map((m) => m.status));
    for (const s of ["open", "in_progress", "resolved"] as const) expect(statuses).toContain(s);
  });

  it("stores only files the demo uses: a sweep of unused media a year later deletes none", async () => {
    await seedDemoContent({ store, ...quiet });
    const before = (await mediaFiles()).length;
    expect(before).toBeGreaterThan(20);
    const inAYear = new Date(Date.now() + 365 * 24 * 3_600_000);
    expect(await sweepUnusedMedia({ store, now: inAYear })).toEqual({
      "review-originals": 0,
      "review-media": 0,
      avatars: 0,
      portfolio: 0,
      "account-exports": 0,
    });
    expect(await mediaFiles()).toHaveLength(before);
  });

  it("seeds nothing into a database that already has a profile", async () => {
    const owner = await createUser({ name: "Real Customer", email: "real@example.test" });
    await createProfile(owner.id, { slug: "real-customer", name: "Real Customer" });

    expect(await seedDemoContent({ store, ...quiet })).toBe("skipped-existing-data");
    const counts = await rowCounts();
    expect(counts.profiles).toBe(1);
    expect(counts.user).toBe(1);
    expect(counts.blogArticles).toBe(0);
    expect(counts.reviews).toBe(0);
    expect(await mediaFiles()).toEqual([]);
    // The decision is recorded: later boots do not look again.
    expect(counts.appMeta).toBe(1);
    expect(await seedDemoContent({ store, ...quiet })).toBe("already-seeded");
  });
});

describe("factories", () => {
  it("createUser with a password stores a credential account that better-auth's verifyPassword accepts", async () => {
    const created = await createUser({ name: "Alice Durand", email: "Alice@Example.test", password: "s3cret-pass" });
    expect(created.email).toBe("alice@example.test");
    const [credential] = await getDb()
      .select()
      .from(schema.account)
      .where(and(eq(schema.account.userId, created.id), eq(schema.account.providerId, "credential")));
    expect(credential!.accountId).toBe(created.id);
    expect(credential!.password).not.toBe("s3cret-pass");
    expect(await verifyPassword({ hash: credential!.password!, password: "s3cret-pass" })).toBe(true);
    expect(await verifyPassword({ hash: credential!.password!, password: "wrong-pass" })).toBe(false);
  });

  it("createProfile inserts its lists in order", async () => {
    const owner = await createUser();
    const profile = await createProfile(owner.id, {
      slug: "order-test",
      name: "Jean Paul Sartre",
      skills: ["a", "b"],
      tools: ["c"],
      faqs: [
        { question: "Q1", answer: "A1" },
        { question: "Q2", answer: "A2", category: "Tarifs" },
      ],
      links: [{ platform: "website", url: "https://example.test" }],
    });
    expect(profile.firstName).toBe("Jean");
    expect(profile.lastName).toBe("Paul Sartre");
    expect(profile.skills.map((s) => [s.skillName, s.kind, s.position])).toEqual([
      ["a", "skill", 0],
      ["b", "skill", 1],
      ["c", "tool", 2],
    ]);
    expect(profile.faqs.map((f) => f.category)).toEqual(["Général", "Tarifs"]);
    expect(profile.links).toHaveLength(1);
  });
});
