import { sql } from "drizzle-orm";
import { getTrafficTotals } from "#app/features/analytics/index.server.ts";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";
import { getDb } from "#db/client.server.ts";

/*
 * The figures of the admin consoles (docs/product/admin.md): counts over whole tables, each
 * one index-only or a scan of a small table. "Today" starts at midnight in the product's
 * time zone, the zone every date of
 * the interface is shown in.
 */

export interface ConsoleStats {
  profiles: number;
  reviews: number;
  articles: number;
  messages: number;
  /** Profiles created since midnight. */
  newToday: number;
  /** Profiles created in the last 7 days. */
  newLast7Days: number;
  openMessages: number;
}

const startOfToday = sql`(date_trunc('day', now() at time zone ${DEFAULT_TIME_ZONE}) at time zone ${DEFAULT_TIME_ZONE})`;

/** /admin: the four counters and the quick analytics of the Outils tab. */
export async function getConsoleStats(): Promise<ConsoleStats> {
  const { rows } = await getDb().execute<Record<keyof ConsoleStats, string>>(sql`
    select
      (select count(*) from profiles) as "profiles",
      (select count(*) from reviews) as "reviews",
      (select count(*) from blog_articles) as "articles",
      (select count(*) from contact_messages) as "messages",
      (select count(*) from profiles where created_at >= ${startOfToday}) as "newToday",
      (select count(*) from profiles where created_at >= now() - interval '7 days') as "newLast7Days",
      (select count(*) from contact_messages where status = 'open') as "openMessages"`);
  return numbers(rows[0]) as unknown as ConsoleStats;
}

export interface SimpleConsoleStats {
  profiles: number;
  verifiedProfiles: number;
  messages: number;
  openMessages: number;
  articles: number;
  publishedArticles: number;
  /** Distinct visitors (analytics session ids) with a page view since midnight. */
  visitorsToday: number;
  pageViewsToday: number;
  visitorsTotal: number;
  pageViewsTotal: number;
}

/**
 * /admin-simple: counters with their sub-figures, and the Analytics tab. The traffic figures
 * are /analytics' own (app/features/analytics/site-stats.server.ts): one rule for both.
 */
export async function getSimpleConsoleStats(): Promise<SimpleConsoleStats> {
  const [{ rows }, traffic] = await Promise.all([
    getDb().execute<Record<string, string>>(sql`
    select
      (select count(*) from profiles) as "profiles",
      (select count(*) from profiles where verified) as "verifiedProfiles",
      (select count(*) from contact_messages) as "messages",
      (select count(*) from contact_messages where status = 'open') as "openMessages",
      (select count(*) from blog_articles) as "articles",
      (select count(*) from blog_articles where status = 'published') as "publishedArticles"`),
    getTrafficTotals(),
  ]);
  return { ...(numbers(rows[0]) as unknown as SimpleConsoleStats), ...traffic };
}

/** count(*) comes back from node-postgres as a string (bigint). */
function numbers(row: Record<string, string | number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}
