import { sql } from "drizzle-orm";
import { dayInTimeZone } from "#app/services/i18n/format.ts";
import { type Database, getDb } from "#db/client.server.ts";
import { dayOf, startOf, today } from "./days.server.ts";
import { PAGE_VIEW } from "./events.ts";

/**
 * Rolls the page views of every finished day not rolled up yet into analytics_daily: per
 * day and page, the views and distinct session ids, plus a `page = ''` row with the day's
 * totals (a day without any view gets a zero row, so "rolled up" is known for every day).
 * A finished day never changes (events are stamped with now()), so each day is computed
 * once; two processes doing it at once insert the same rows (ON CONFLICT DO NOTHING).
 *
 * Called by the hourly analytics job and, cheaply when up to date, before reading the
 * statistics, so the figures never depend on the job having run. Returns the rows added.
 */
export async function rollUpFinishedDays(db: Database = getDb()): Promise<number> {
  // Finished days never change: once this process has rolled up to yesterday, nothing is
  // left to do until midnight.
  const yesterday = dayBefore(new Date());
  if (rolledUpTo.get(db) === yesterday) return 0;
  const added = await rollUp(db);
  rolledUpTo.set(db, yesterday);
  return added;
}

/** The last day each database was rolled up to by this process. */
const rolledUpTo = new WeakMap<Database, string>();

/** Yesterday's date in the product's time zone (YYYY-MM-DD). */
function dayBefore(now: Date): string {
  const date = new Date(`${dayInTimeZone(now)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function rollUp(db: Database): Promise<number> {
  // The days since the oldest page view (index on event_name, created_at), up to yesterday,
  // that have no totals row yet.
  const { rows } = await db.execute<{ first: string | null; last: string | null }>(sql`
    with bounds as (
      select ${dayOf(sql`min(created_at)`)} as oldest
        from analytics_events where event_name = ${PAGE_VIEW}
    ), missing as (
      select d::date as day
        from bounds, generate_series(bounds.oldest, ${today} - 1, interval '1 day') d
       where not exists (select 1 from analytics_daily a where a.day = d::date and a.page = '')
    )
    select min(day)::text as first, max(day)::text as last from missing`);
  const first = rows[0]?.first;
  const last = rows[0]?.last;
  if (!first || !last) return 0;

  const from = startOf(sql`${first}::date`);
  const to = startOf(sql`${last}::date + 1`);
  const inserted = await db.execute(sql`
    with views as (
      select ${dayOf(sql`created_at`)} as day, coalesce(properties->>'page', '') as page, session_id
        from analytics_events
       where event_name = ${PAGE_VIEW} and created_at >= ${from} and created_at < ${to}
    ), per_page as (
      select day, page, count(*)::int as views, count(distinct session_id)::int as visitors
        from views where page <> '' group by day, page
    ), totals as (
      select day, count(*)::int as views, count(distinct session_id)::int as visitors
        from views group by day
    ), per_day as (
      select d::date as day, '' as page, coalesce(t.views, 0) as views, coalesce(t.visitors, 0) as visitors
        from generate_series(${first}::date, ${last}::date, interval '1 day') d
        left join totals t on t.day = d::date
    )
    insert into analytics_daily (day, page, views, visitors)
    select day, page, views, visitors from per_page
     where not exists (select 1 from analytics_daily a where a.day = per_page.day and a.page = '')
    union all
    select day, page, views, visitors from per_day
     where not exists (select 1 from analytics_daily a where a.day = per_day.day and a.page = '')
    on conflict do nothing`);
  return inserted.rowCount ?? 0;
}
