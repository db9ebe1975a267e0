import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { listContactMessages } from "#app/features/admin/contact/list-messages.server.ts";
import { getConsoleStats, getSimpleConsoleStats } from "#app/features/admin/dashboard-stats.server.ts";
import { listRecentActivity } from "#app/services/activity/list-activity.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createActivityLog } from "#db/factories/activity-logs.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { analyticsEvents } from "#db/schema.ts";
import { setupAdminTest } from "./support.ts";

setupAdminTest();

/** Midnight today in the product's time zone, as PostgreSQL computes it. */
async function startOfToday(): Promise<Date> {
  const { rows } = await getDb().execute<{ start: Date }>(
    sql`select (date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris') as start`,
  );
  return new Date(rows[0]!.start);
}

describe("the consoles' figures", () => {
  it("count profiles, reviews, articles and messages, and the quick analytics", async () => {
    const midnight = await startOfToday();
    const today = new Date(midnight.getTime() + 60_000);
    const yesterday = new Date(midnight.getTime() - 60_000);
    const { profile } = await createUserWithProfile({ profile: { createdAt: today, verified: true } });
    await createUserWithProfile({ profile: { createdAt: yesterday } });
    await createUserWithProfile({ profile: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    await createReview(profile.id);
    await createReview(profile.id, { status: "approved" });
    await createBlogArticle({ status: "published" });
    await createBlogArticle();
    await createContactMessage();
    await createContactMessage({ status: "closed" });
    await createContactMessage({ status: "in_progress" });

    const stats = await getConsoleStats();
    expect(stats).toEqual({
      profiles: 3,
      reviews: 2,
      articles: 2,
      messages: 3,
      newToday: 1,
      newLast7Days: 2,
      openMessages: 1,
    });

    const sessions = ["s1", "s1", "s2"];
    await getDb()
      .insert(analyticsEvents)
      .values([
        ...sessions.map((sessionId) => ({ eventName: "page_view", sessionId, properties: { page: "/" } })),
        { eventName: "page_view", sessionId: "s3", createdAt: yesterday },
        { eventName: "signup_started", sessionId: "s4" },
      ]);
    expect(await getSimpleConsoleStats()).toEqual({
      profiles: 3,
      verifiedProfiles: 1,
      messages: 3,
      openMessages: 1,
      articles: 2,
      publishedArticles: 1,
      visitorsToday: 2,
      pageViewsToday: 3,
      visitorsTotal: 3,
      pageViewsTotal: 4,
    });
  });

  it("list the latest 50 activity entries, newest first", async () => {
    for (let i = 0; i < 55; i++) {
      await createActivityLog({ activityType: "login", userName: `U${i}`, createdAt: new Date(Date.now() - i * 1000) });
    }
    const entries = await listRecentActivity();
    expect(entries).toHaveLength(50);
    expect(entries[0]?.userName).toBe("U0");
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse());
  });
});

/*
 * The lists that grow without bound stay on their indexes ("tables paginate and
 * search on the server when they grow"): the journal is read as its latest 50 entries
 * through user_activity_logs_created_idx whatever its size; contact messages are read a
 * page at a time (20) through their created_at indexes. The plans are those of the queries
 * the list functions really send (caught on the pool), not of hand-written copies. Plans,
 * not timings: speed itself is measured by `npm run bench`.
 */
async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
  const pool = getPool();
  const sent: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool);
  const spy = vi.spyOn(pool, "query").mockImplementation(((config: unknown, values?: unknown[]) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    const params = values ?? (typeof config === "string" ? undefined : (config as { values?: unknown[] }).values);
    sent.push({ text, values: params ?? [] });
    return (original as (...args: unknown[]) => unknown)(config, values);
  }) as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  const plans: string[] = [];
  for (const { text, values } of sent.filter((q) => /^\s*select/i.test(q.text))) {
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain ${text}`, values);
    plans.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
  }
  return plans;
}

describe("the growing lists", () => {
  it("read the journal's latest 50 and a page of messages through their indexes, at 50,000 rows", async () => {
    await getDb().execute(sql`
      insert into user_activity_logs (activity_type, user_name, user_email, created_at, updated_at)
        select 'login', 'Bulk ' || i, 'bulk-' || i || '@example.test', now() - (i || ' seconds')::interval, now()
          from generate_series(1, 50000) i;
      insert into contact_messages (name, email, subject, category, message, status, created_at, updated_at)
        select 'Bulk ' || i, 'bulk-' || i || '@example.test', 'Sujet ' || i, 'general', 'Message ' || i,
               (array['open','in_progress','resolved','closed','spam'])[1 + i % 5]::contact_status,
               now() - (i || ' minutes')::interval, now()
          from generate_series(1, 50000) i;
      analyze user_activity_logs;
      analyze contact_messages;`);

    const [journal] = await plansOf(() => listRecentActivity());
    expect(journal).toMatch(/Index Scan using user_activity_logs_created_idx/);
    expect(journal).not.toMatch(/Seq Scan|Sort Key/);
    const entries = await listRecentActivity();
    expect(entries).toHaveLength(50);
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse());
    expect(entries.map((e) => e.userName)).not.toContain("Bulk 50000");

    // The page's rows (the count that goes with them reads the table: see decision 007).
    const pagePlans = await plansOf(() => listContactMessages({ page: 30 }));
    expect(pagePlans.at(-1)).toMatch(/Index Scan using contact_messages_created_idx/);
    expect(pagePlans.at(-1)).not.toMatch(/Seq Scan/);
    const filteredPlans = await plansOf(() => listContactMessages({ status: "in_progress", page: 11 }));
    expect(filteredPlans.at(-1)).toMatch(/Index Scan using contact_messages_(status_)?created_idx/);
    expect(filteredPlans.at(-1)).not.toMatch(/Seq Scan/);

    const page = await listContactMessages({ status: "in_progress", page: 11 });
    expect(page.messages).toHaveLength(20);
    // 10,000 of the bulk rows, and the earlier test's one.
    expect(page).toMatchObject({ total: 10001, pageCount: 501, page: 11 });
    expect(page.messages.every((m) => m.status === "in_progress")).toBe(true);
  });
});
