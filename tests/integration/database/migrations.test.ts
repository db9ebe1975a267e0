import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getPool } from "#db/client.server.ts";
import { MIGRATIONS_FOLDER, migrateDatabase } from "#db/migrate.server.ts";
import { createTestDatabase, withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

/** The product's tables, plus better-auth's own tables. */
const SPEC_TABLES = [
  "profiles",
  "profile_skills",
  "profile_languages",
  "profile_industries",
  "portfolio_items",
  "profile_faqs",
  "social_links",
  "reviews",
  "contact_messages",
  "blog_articles",
  "user_activity_logs",
  "analytics_events",
];
const AUTH_TABLES = ["user", "session", "account", "verification"];

async function tablesOf(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public'",
  );
  return rows.map((r) => r.table_name);
}

async function appliedMigrations(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  return rows[0]?.n ?? 0;
}

async function journalEntries(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  return (journal.entries as unknown[]).length;
}

const sql = (text: string, params: unknown[] = []) => getPool().query(text, params);

let counter = 0;
async function newUser(): Promise<string> {
  const id = `user-${++counter}-${Date.now()}`;
  await sql(`insert into "user" (id, name, email) values ($1, 'Test User', $2)`, [id, `${id}@example.test`]);
  return id;
}

async function newProfile(userId: string, slug = `slug-${++counter}`): Promise<string> {
  const { rows } = await sql("insert into profiles (user_id, slug) values ($1, $2) returning id", [userId, slug]);
  return rows[0].id;
}

/** The statement must fail on the named CHECK constraint, not on anything else. */
async function expectCheckViolation(statement: Promise<unknown>, constraint: string) {
  await expect(statement).rejects.toMatchObject({ code: "23514", constraint });
}

describe("migrations", () => {
  it("create every table of the product and the auth tables", async () => {
    const tables = await tablesOf(getPool());
    expect(tables).toEqual(expect.arrayContaining([...SPEC_TABLES, ...AUTH_TABLES]));
  });

  it("are harmless to run again", async () => {
    const before = await appliedMigrations(getPool());
    expect(before).toBe(await journalEntries());
    await migrateDatabase();
    await migrateDatabase();
    expect(await appliedMigrations(getPool())).toBe(before);
  });

  it("run once when two processes migrate an empty database at the same time", async () => {
    const empty = await createTestDatabase({ empty: true });
    const pools = [1, 2].map(() => new pg.Pool({ connectionString: empty.url, max: 1 }));
    try {
      await Promise.all(pools.map((pool) => migrateDatabase({ pool })));
      await Promise.all(pools.map((pool) => migrateDatabase({ pool })));
      const [pool] = pools;
      expect(await tablesOf(pool!)).toEqual(expect.arrayContaining([...SPEC_TABLES, ...AUTH_TABLES]));
      expect(await appliedMigrations(pool!)).toBe(await journalEntries());
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await empty.drop();
    }
  });
});

describe("constraints", () => {
  it("profiles: slugs are lower-case words joined by hyphens", async () => {
    const user = await newUser();
    await expectCheckViolation(newProfile(user, "Bad Slug"), "profiles_slug_format");
    await expectCheckViolation(newProfile(user, "-dash-first"), "profiles_slug_format");
    await expect(newProfile(user, "marie-dupont-2")).resolves.toBeTypeOf("string");
  });

  it("profiles: one per user, slugs unique", async () => {
    const a = await newUser();
    const b = await newUser();
    await newProfile(a, "taken-slug");
    await expect(newProfile(a, "other-slug")).rejects.toMatchObject({ code: "23505" });
    await expect(newProfile(b, "taken-slug")).rejects.toMatchObject({ code: "23505" });
  });

  it("reviews: rating between 1 and 5", async () => {
    const profile = await newProfile(await newUser());
    const insert = (rating: number) =>
      sql("insert into reviews (profile_id, reviewer_name, rating) values ($1, 'Client', $2)", [profile, rating]);
    await expectCheckViolation(insert(6), "reviews_rating_range");
    await expectCheckViolation(insert(0), "reviews_rating_range");
    await expect(insert(5)).resolves.toBeDefined();
  });

  it("reviews: a withdrawal carries a reason and who decided, and only a withdrawal does", async () => {
    const profile = await newProfile(await newUser());
    const insert = (status: string, reason: string | null, by: string | null = reason ? "owner" : null) =>
      sql(
        "insert into reviews (profile_id, reviewer_name, status, rejection_reason, withdrawn_by) values ($1, 'Client', $2, $3, $4)",
        [profile, status, reason, by],
      );
    await expectCheckViolation(insert("withdrawn", null), "reviews_rejection_has_reason");
    await expectCheckViolation(insert("withdrawn", "spam", null), "reviews_rejection_has_reason");
    await expectCheckViolation(insert("approved", "spam"), "reviews_rejection_has_reason");
    await expect(insert("withdrawn", "spam")).resolves.toBeDefined();
    await expect(insert("withdrawn", "offensive", "admin")).resolves.toBeDefined();
  });

  it("social links: no javascript: URL is stored", async () => {
    const profile = await newProfile(await newUser());
    const insert = (url: string) =>
      sql("insert into social_links (profile_id, platform, url) values ($1, 'website', $2)", [profile, url]);
    await expectCheckViolation(insert("javascript:alert(1)"), "social_links_url_scheme");
    await expectCheckViolation(insert("JavaScript:alert(1)"), "social_links_url_scheme");
    await expect(insert("https://example.com")).resolves.toBeDefined();
    await expect(insert("mailto:hello@example.com")).resolves.toBeDefined();
  });

  it("deleting a user deletes the profile and all its lists", async () => {
    const user = await newUser();
    const profile = await newProfile(user);
    const children: [table: string, columns: string, values: unknown[]][] = [
      ["profile_skills", "skill_name", ["TypeScript"]],
      ["profile_languages", "language_name, language_code", ["Français", "fr"]],
      ["profile_industries", "industry_name", ["Tech"]],
      ["portfolio_items", "title", ["Site"]],
      ["profile_faqs", "question, answer", ["Q?", "A."]],
      ["social_links", "platform, url", ["github", "https://github.com/x"]],
      ["reviews", "reviewer_name", ["Client"]],
    ];
    for (const [table, columns, values] of children) {
      const placeholders = values.map((_, i) => `$${i + 2}`).join(", ");
      await sql(`insert into ${table} (profile_id, ${columns}) values ($1, ${placeholders})`, [profile, ...values]);
    }
    await sql(`delete from "user" where id = $1`, [user]);
    const { rows } = await sql("select count(*)::int as n from profiles where id = $1", [profile]);
    expect(rows[0].n).toBe(0);
    for (const [table] of children) {
      const left = await sql(`select count(*)::int as n from ${table} where profile_id = $1`, [profile]);
      expect(left.rows[0].n, table).toBe(0);
    }
  });
});

/**
 * A database migrated up to (not including) the migration tagged `tag`, filled by `before`,
 * then migrated to the end and checked by `after`: what a data migration does to rows that
 * existed before it.
 */
async function acrossMigration(
  tag: string,
  before: (pool: pg.Pool) => Promise<void>,
  after: (pool: pg.Pool) => Promise<void>,
): Promise<void> {
  const { cp, mkdtemp, readFile: read, rm, writeFile } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const folder = await mkdtemp(join(tmpdir(), "fiable-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await read(journalFile, "utf8"));
  const full = journal.entries;
  journal.entries = full.filter((e: { tag: string }) => e.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  const database = await createTestDatabase({ empty: true });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    await migrateDatabase({ pool, folder });
    await before(pool);
    journal.entries = full;
    await writeFile(journalFile, JSON.stringify(journal));
    await migrateDatabase({ pool, folder });
    await after(pool);
  } finally {
    await pool.end();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

describe("the review collection migration (0008)", () => {
  it("keeps existing reviews: a rejected one becomes withdrawn by its owner, a pending one counts from its creation", async () => {
    const created = "2026-10-01T10:00:00Z";
    await acrossMigration(
      "0008",
      async (pool) => {
        await pool.query(`insert into "user" (id, name, email) values ('old', 'Old', 'old@example.test')`);
        const { rows } = await pool.query(
          "insert into profiles (user_id, slug) values ('old', 'old-page') returning id",
        );
        const profile = rows[0].id;
        const inserted = await pool.query(
          `insert into reviews (profile_id, reviewer_name, status, rejection_reason, created_at) values
             ($1, 'Rejected', 'rejected', 'spam', $2), ($1, 'Pending', 'pending', null, $2), ($1, 'Approved', 'approved', null, $2)
           returning id, reviewer_name`,
          [profile, created],
        );
        const rejected = inserted.rows.find((r) => r.reviewer_name === "Rejected").id;
        await pool.query(
          `insert into review_moderation_log (review_id, profile_id, decision, reason, previous_status)
           values ($1, $2, 'rejected', 'spam', 'pending')`,
          [rejected, profile],
        );
      },
      async (pool) => {
        const after = await pool.query(
          "select reviewer_name, status, rejection_reason, withdrawn_by, pending_since, label from reviews order by reviewer_name",
        );
        expect(after.rows).toEqual([
          {
            reviewer_name: "Approved",
            status: "approved",
            rejection_reason: null,
            withdrawn_by: null,
            pending_since: null,
            label: "unsolicited",
          },
          {
            reviewer_name: "Pending",
            status: "pending",
            rejection_reason: null,
            withdrawn_by: null,
            pending_since: new Date(created),
            label: "unsolicited",
          },
          {
            reviewer_name: "Rejected",
            status: "withdrawn",
            rejection_reason: "spam",
            withdrawn_by: "owner",
            pending_since: null,
            label: "unsolicited",
          },
        ]);
        const log = await pool.query("select decision, previous_status from review_moderation_log");
        expect(log.rows).toEqual([{ decision: "withdrawn", previous_status: "pending" }]);
      },
    );
  });
});

describe("the media objects migration (0011)", () => {
  it("turns review media URLs into keys, with one object per key, whatever the URL's base", async () => {
    const video = "review-media/2026/10/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webm";
    const poster = "review-media/2026/10/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.webp";
    const audio = "review-media/2026/10/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC.m4a";
    let profile = "";
    await acrossMigration(
      "0011",
      async (pool) => {
        await pool.query(`insert into "user" (id, name, email) values ('old', 'Old', 'old@example.test')`);
        const { rows } = await pool.query(
          "insert into profiles (user_id, slug) values ('old', 'old-page') returning id",
        );
        profile = rows[0].id;
        await pool.query(
          `insert into reviews (profile_id, reviewer_name, media_type, media_url, media_thumbnail, media_duration) values
             ($1, 'Video', 'video', $2, $3, 12),
             ($1, 'Audio', 'audio', $4, null, 4),
             ($1, 'Elsewhere', 'photo', 'https://elsewhere.example/photo.webp', null, null),
             ($1, 'Text', null, null, null, null)`,
          [profile, `/media/${video}`, `https://cdn.example.com/media/${poster}`, `/media/${audio}`],
        );
      },
      async (pool) => {
        const after = await pool.query(
          "select reviewer_name, media_key, poster_key from reviews order by reviewer_name",
        );
        expect(after.rows).toEqual([
          { reviewer_name: "Audio", media_key: audio, poster_key: null },
          // Not a file of ours: nothing to point at.
          { reviewer_name: "Elsewhere", media_key: null, poster_key: null },
          { reviewer_name: "Text", media_key: null, poster_key: null },
          { reviewer_name: "Video", media_key: video, poster_key: poster },
        ]);
        const objects = await pool.query(
          "select key, kind, content_type, state, owner_profile_id, bytes from media_objects order by key",
        );
        expect(objects.rows).toEqual([
          {
            key: video,
            kind: "video",
            content_type: "video/webm",
            state: "ready",
            owner_profile_id: profile,
            bytes: null,
          },
          {
            key: poster,
            kind: "image",
            content_type: "image/webp",
            state: "ready",
            owner_profile_id: profile,
            bytes: null,
          },
          {
            key: audio,
            kind: "audio",
            content_type: "audio/mp4",
            state: "ready",
            owner_profile_id: profile,
            bytes: null,
          },
        ]);
      },
    );
  });
});

describe("the media keys migration (0012)", () => {
  it("turns our image URLs (/media/<key> or a public base URL) into keys with their objects, and drops the others", async () => {
    const avatar = "avatars/2026/10/AAAAAAAAAAAAAAAAAAAAAA.webp";
    const portfolio = "portfolio/2026/10/BBBBBBBBBBBBBBBBBBBBBB.jpg";
    const reviewer = "avatars/2026/10/CCCCCCCCCCCCCCCCCCCCCC.png";
    const cover = "blog-images/2026/10/DDDDDDDDDDDDDDDDDDDDDD.webp";
    let profile = "";
    await acrossMigration(
      "0012",
      async (pool) => {
        await pool.query(`insert into "user" (id, name, email, image) values ('old', 'Old', 'old@example.test', $1)`, [
          `/media/${avatar}`,
        ]);
        await pool.query(
          `insert into "user" (id, name, email, image) values ('oauth', 'OAuth', 'o@example.test', 'https://lh3.example/a/photo')`,
        );
        const { rows } = await pool.query(
          "insert into profiles (user_id, slug, avatar) values ('old', 'old-page', $1) returning id",
          [`/media/${avatar}`],
        );
        profile = rows[0].id;
        await pool.query(
          `insert into portfolio_items (profile_id, title, image) values
             ($1, 'Ours on a CDN', $2), ($1, 'Elsewhere', 'https://images.example/photo.jpg'), ($1, 'None', null)`,
          [profile, `https://cdn.example/media/${portfolio}`],
        );
        await pool.query("insert into reviews (profile_id, reviewer_name, reviewer_avatar) values ($1, 'Client', $2)", [
          profile,
          `/media/${reviewer}`,
        ]);
        await pool.query(
          `insert into blog_articles (title, slug, content, cover_image) values
             ('One', 'one', 'Body', $1), ('Two', 'two', 'Body', $1)`,
          [`https://cdn.example/media/${cover}`],
        );
      },
      async (pool) => {
        const rows = async (query: string) => (await pool.query(query)).rows;
        // An account's picture stays the sign-in provider's; a copy of our media there is dropped.
        expect(await rows(`select id, image from "user" order by id`)).toEqual([
          { id: "oauth", image: "https://lh3.example/a/photo" },
          { id: "old", image: null },
        ]);
        expect(await rows("select avatar_key from profiles")).toEqual([{ avatar_key: avatar }]);
        expect(await rows("select title, image_key from portfolio_items order by title")).toEqual([
          { title: "Elsewhere", image_key: null },
          { title: "None", image_key: null },
          { title: "Ours on a CDN", image_key: portfolio },
        ]);
        expect(await rows("select reviewer_photo_key from reviews")).toEqual([{ reviewer_photo_key: reviewer }]);
        expect(await rows("select cover_key from blog_articles")).toEqual([{ cover_key: cover }, { cover_key: cover }]);
        const objects = await pool.query(
          "select key, kind, content_type, owner_user_id, owner_profile_id from media_objects order by key",
        );
        expect(objects.rows).toEqual([
          { key: avatar, kind: "image", content_type: "image/webp", owner_user_id: "old", owner_profile_id: null },
          { key: reviewer, kind: "image", content_type: "image/png", owner_user_id: null, owner_profile_id: profile },
          { key: cover, kind: "image", content_type: "image/webp", owner_user_id: null, owner_profile_id: null },
          { key: portfolio, kind: "image", content_type: "image/jpeg", owner_user_id: "old", owner_profile_id: null },
        ]);
      },
    );
  });
});
