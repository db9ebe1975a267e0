// Two app processes on one PostgreSQL, without Redis: a save or a
// moderation decision through process A is what process B shows within 1 s, although B
// keeps public pages in its cache — the invalidation travels by PostgreSQL LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDraft } from "#app/features/profile-editor/draft.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { type RunningServer, randomSecret, send, signIn, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const OWNER = { email: "deux-process@example.test", password: "two-processes-password" };
const SLUG = "deux-process";

let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let reviewId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  connectDb(database.url, 2);
  const { profile } = await createUserWithProfile({
    user: { ...OWNER, name: "Denise Process" },
    profile: { slug: SLUG, name: "Denise Process", bio: "Première version" },
  });
  reviewId = (await createReview(profile.id, { reviewerName: "Client En Attente", content: "Pas encore publié" })).id;
  const secret = randomSecret();
  [a, b] = [
    await startServer({ databaseUrl: database.url, secret }),
    await startServer({ databaseUrl: database.url, secret }),
  ];
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await closeDb();
  await database?.drop();
});

/** B's public page (anonymous: the cached view) until it contains `text`, for at most 1 s. */
async function seenByB(text: string): Promise<{ found: boolean }> {
  const deadline = performance.now() + 1_000;
  for (;;) {
    const page = await send(b.base, "GET", `/${SLUG}`, { Accept: "text/html" });
    const found = page.body.includes(text);
    if (found || performance.now() > deadline) return { found };
  }
}

describe("two processes without Redis", () => {
  it("B shows what was saved and approved through A within 1 s", async () => {
    // B has the page in its cache.
    expect((await send(b.base, "GET", `/${SLUG}`, { Accept: "text/html" })).status).toBe(200);
    const cached = await send(b.base, "GET", `/${SLUG}`, { Accept: "text/html" });
    expect(cached.body).toContain("Première version");
    expect(cached.headers["x-fiable-cache"]).toBe("HIT");

    const cookie = await signIn(a.base, OWNER);
    const draft = {
      ...emptyDraft({ name: "Denise Process", email: OWNER.email }),
      requestedSlug: SLUG,
      bio: "Seconde version",
    };
    const saved = await send(
      a.base,
      "POST",
      "/dashboard/save",
      {
        Cookie: cookie,
        Origin: a.base,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      new TextEncoder().encode(new URLSearchParams({ draft: JSON.stringify(draft) }).toString()),
    );
    expect(saved.status, saved.body).toBe(200);
    expect((await seenByB("Seconde version")).found).toBe(true);

    const approved = await send(
      a.base,
      "POST",
      "/dashboard/reviews",
      {
        Cookie: cookie,
        Origin: a.base,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      new TextEncoder().encode(new URLSearchParams({ intent: "approve", reviewId }).toString()),
    );
    expect(approved.status, approved.body).toBeLessThan(400);
    expect((await seenByB("Pas encore publié")).found).toBe(true);
  });
});
