import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listRecentActivity } from "#app/features/activity/list-activity.server.ts";
import { getConsoleStats, getSimpleConsoleStats } from "#app/features/admin/dashboard-stats.server.ts";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents } from "#db/schema.ts";
import { createActivityLog } from "#tests/factories/activity-logs.ts";
import { createBlogArticle } from "#tests/factories/blog-articles.ts";
import { createContactMessage } from "#tests/factories/contact-messages.ts";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
import { createReview } from "#tests/factories/reviews.ts";
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
