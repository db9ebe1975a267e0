import { sql } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";
import { firstDayOf, startOf, today } from "./days.server.ts";
import { PAGE_VIEW } from "./events.ts";
import type { DayPoint, RangeDays } from "./ranges.ts";
import { rollUpFinishedDays } from "./rollup.server.ts";

/*
 * The site's traffic (/analytics and the /admin-simple Analytics tab, docs/product/analytics.md): page
 * views and unique visitors (distinct session ids). Finished days are read from the daily
 * roll-up (analytics_daily), today from the events themselves, so every query reads at most
 * one day of events whatever the size of the table (a million events).
 *
 * Over several days, visitors are the sum of each day's distinct session ids: a session id
 * lives as long as the browser tab (sessionStorage), so a visitor is counted once per day
 * (decision 011).
 */

/** Top pages 5, recent visits 10. */
export const TOP_PAGES = 5;
export const RECENT_VISITS = 10;

export interface TrafficTotals {
  visitorsToday: number;
  pageViewsToday: number;
  /** Since the oldest event kept (13 months of retention). */
  visitorsTotal: number;
  pageViewsTotal: number;
}

export interface SiteAnalytics {
  range: RangeDays;
  /** The page the figures are restricted to, or null for the whole site. */
  page: string | null;
  totals: TrafficTotals;
  /** Every day of the range, oldest first, today last. */
  days: DayPoint[];
  rangeViews: number;
  rangeVisitors: number;
  topPages: { page: string; views: number; visitors: number }[];
  recentVisits: { page: string; at: string }[];
}

const todayStart = startOf(today);
const pageFilter = (page: string | null) => (page === null ? sql`` : sql` and properties->>'page' = ${page}`);

/** Today's views and visitors, live from the events (the site, or one page). */
async function todayFigures(db: Database, page: string | null) {
  const { rows } = await db.execute<{ views: string; visitors: string }>(sql`
    select count(*) as views, count(distinct session_id) as visitors
      from analytics_events
     where event_name = ${PAGE_VIEW} and created_at >= ${todayStart}${pageFilter(page)}`);
  return { views: Number(rows[0]?.views ?? 0), visitors: Number(rows[0]?.visitors ?? 0) };
}

async function trafficTotals(db: Database, page: string | null): Promise<TrafficTotals> {
  const [live, { rows }] = await Promise.all([
    todayFigures(db, page),
    db.execute<{ views: string | null; visitors: string | null }>(sql`
      select sum(views) as views, sum(visitors) as visitors
        from analytics_daily where page = ${page ?? ""} and day < ${today}`),
  ]);
  return {
    visitorsToday: live.visitors,
    pageViewsToday: live.views,
    visitorsTotal: live.visitors + Number(rows[0]?.visitors ?? 0),
    pageViewsTotal: live.views + Number(rows[0]?.views ?? 0),
  };
}

/**
 * The counters of /admin-simple (today and total). The same figures as the top of
 * /analytics: one rule for both pages.
 */
export async function getTrafficTotals(db: Database = getDb()): Promise<TrafficTotals> {
  await rollUpFinishedDays(db);
  return trafficTotals(db, null);
}

/** /analytics: everything the page shows, over the last `range` days (today included). */
export async function getSiteAnalytics(
  range: RangeDays,
  { page = null, db = getDb() }: { page?: string | null; db?: Database } = {},
): Promise<SiteAnalytics> {
  await rollUpFinishedDays(db);
  const first = firstDayOf(range);
  const [totals, series, top, recent] = await Promise.all([
    trafficTotals(db, page),
    db.execute<{ day: string; views: string; visitors: string }>(sql`
      select d::date::text as day, coalesce(a.views, 0) as views, coalesce(a.visitors, 0) as visitors
        from generate_series(${first}, ${today}, interval '1 day') d
        left join analytics_daily a on a.day = d::date and a.page = ${page ?? ""}
       order by d`),
    db.execute<{ page: string; views: string; visitors: string }>(sql`
      select page, sum(views) as views, sum(visitors) as visitors from (
        select page, views, visitors from analytics_daily
         where day >= ${first} and day < ${today} and page <> ''
        union all
        select properties->>'page', count(*), count(distinct session_id)
          from analytics_events
         where event_name = ${PAGE_VIEW} and created_at >= ${todayStart} and properties->>'page' is not null
         group by 1
      ) pages
      group by page order by sum(views) desc, page limit ${TOP_PAGES}`),
    db.execute<{ page: string | null; at: Date | string }>(sql`
      select properties->>'page' as page, created_at as at
        from analytics_events
       where event_name = ${PAGE_VIEW} and created_at >= ${startOf(first)}${pageFilter(page)}
       order by created_at desc limit ${RECENT_VISITS}`),
  ]);
  // The last day of the series is today: not rolled up, its figures are the live ones.
  const days: DayPoint[] = series.rows.map((r, i, all) =>
    i === all.length - 1
      ? { day: r.day, views: totals.pageViewsToday, visitors: totals.visitorsToday }
      : { day: r.day, views: Number(r.views), visitors: Number(r.visitors) },
  );
  return {
    range,
    page,
    totals,
    days,
    rangeViews: days.reduce((n, d) => n + d.views, 0),
    rangeVisitors: days.reduce((n, d) => n + d.visitors, 0),
    topPages: top.rows.map((r) => ({ page: r.page, views: Number(r.views), visitors: Number(r.visitors) })),
    recentVisits: recent.rows.map((r) => ({
      page: r.page ?? "",
      at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
    })),
  };
}
