import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getOwnerAnalytics } from "#app/features/analytics/owner-stats.server.ts";
import { purgeOldEvents, RETENTION_MONTHS } from "#app/features/analytics/purge-events.server.ts";
import { rollUpFinishedDays } from "#app/features/analytics/rollup.server.ts";
import { getSiteAnalytics, getTrafficTotals } from "#app/features/analytics/site-stats.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { benchIds, generateEvents } from "#tests/factories/analytics-events.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

/*
 * The statistics on a million generated events (tests/factories/analytics-events.ts, the same data
 * as `npm run bench:analytics`): every statistics query gives the figures a plain query over
 * the raw events gives, reads analytics_events through an index (EXPLAIN: no sequential scan
 * of the table), and the purge removes exactly the events past 13 months. How fast the
 * queries are is measured by the benchmark, never asserted here; each one's duration is
 * printed (`[million-events] …`) so a run shows the timings the issue asks to report.
 */
withTestDatabase();

const EVENTS = 1_000_000;
// Profile 3 has both page views and clicks (see the generator's formulas).
const PROFILE = benchIds.profile(3);
const tz = "Europe/Paris";

/** Every SQL statement the statistics functions send, to EXPLAIN them afterwards. */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;

beforeAll(async () => {
  await timed(`generate ${EVENTS.toLocaleString("en")} events`, () => generateEvents({ count: EVENTS }));
  // The first roll-up of the finished days (once in the life of a database), apart from the reads.
  await timed("first roll-up of the finished days", () => rollUpFinishedDays());
  const pool = getPool();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (capturing) {
      const text = typeof config === "string" ? config : config.text;
      if (/analytics_(events|daily)/.test(text))
        captured.push({ text, values: (typeof config === "string" ? undefined : config.values) ?? values ?? [] });
    }
    return query(...args);
  };
}, 300_000);

afterEach(() => {
  capturing = false;
});

/** Runs `fn` and prints how long it took: reported, never asserted (the benchmark has the budgets). */
async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`[million-events] ${label}: ${(performance.now() - started).toFixed(1)} ms`);
  return result;
}

/** One number from a plain query. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await getDb().execute<{ n: string | number }>(query);
  return Number(rows[0]?.n ?? 0);
}

const todayStart = sql.raw(`(date_trunc('day', now() at time zone '${tz}') at time zone '${tz}')`);
const dayOf = sql.raw(`(created_at at time zone '${tz}')::date`);

describe(`${EVENTS.toLocaleString("en")} events`, () => {
  it("the site's figures equal those counted from the raw events", async () => {
    capturing = true;
    const stats = await timed("/analytics 30 days", () => getSiteAnalytics(30));
    capturing = false;

    // Today, straight from the events.
    expect(stats.totals.pageViewsToday).toBe(
      await scalar(
        sql`select count(*) as n from analytics_events where event_name = 'page_view' and created_at >= ${todayStart}`,
      ),
    );
    expect(stats.totals.visitorsToday).toBe(
      await scalar(
        sql`select count(distinct session_id) as n from analytics_events where event_name = 'page_view' and created_at >= ${todayStart}`,
      ),
    );
    // Total: every page view; visitors, each day's distinct sessions added up.
    expect(stats.totals.pageViewsTotal).toBe(
      await scalar(sql`select count(*) as n from analytics_events where event_name = 'page_view'`),
    );
    expect(stats.totals.visitorsTotal).toBe(
      await scalar(sql`
        select sum(v) as n from (
          select count(distinct session_id) as v from analytics_events where event_name = 'page_view' group by ${dayOf}
        ) per_day`),
    );
    expect(stats.totals.pageViewsTotal).toBeGreaterThan(850_000);
    expect(await timed("/admin-simple counters", () => getTrafficTotals())).toEqual(stats.totals);

    // The chart's 30 days.
    const { rows: days } = await getDb().execute<{ day: string; views: string; visitors: string }>(sql`
      select ${dayOf}::text as day, count(*) as views, count(distinct session_id) as visitors
        from analytics_events
       where event_name = 'page_view' and ${dayOf} > (now() at time zone ${tz})::date - 30
       group by 1 order by 1`);
    expect(stats.days).toEqual(days.map((d) => ({ day: d.day, views: Number(d.views), visitors: Number(d.visitors) })));

    // Top 5 pages over the 30 days.
    const { rows: top } = await getDb().execute<{ page: string; views: string }>(sql`
      select properties->>'page' as page, count(*) as views
        from analytics_events
       where event_name = 'page_view' and ${dayOf} > (now() at time zone ${tz})::date - 30
       group by 1 order by 2 desc, 1 limit 5`);
    expect(stats.topPages.map((p) => [p.page, p.views])).toEqual(top.map((p) => [p.page, Number(p.views)]));

    // The 10 latest visits.
    const { rows: recent } = await getDb().execute<{ page: string; at: Date }>(sql`
      select properties->>'page' as page, created_at as at from analytics_events
       where event_name = 'page_view' order by created_at desc limit 10`);
    expect(stats.recentVisits).toEqual(recent.map((r) => ({ page: r.page, at: new Date(r.at).toISOString() })));
  });

  it("one page's figures equal those counted from the raw events", async () => {
    capturing = true;
    const stats = await timed("/analytics 90 days, one page", () => getSiteAnalytics(90, { page: "/bench-3" }));
    capturing = false;
    expect(stats.totals.pageViewsTotal).toBe(
      await scalar(
        sql`select count(*) as n from analytics_events where event_name = 'page_view' and properties->>'page' = '/bench-3'`,
      ),
    );
    expect(stats.rangeViews).toBe(
      await scalar(sql`
        select count(*) as n from analytics_events
         where event_name = 'page_view' and properties->>'page' = '/bench-3'
           and ${dayOf} > (now() at time zone ${tz})::date - 90`),
    );
  });

  it("the owner's figures equal those counted from the raw events", async () => {
    capturing = true;
    const stats = await timed("owner statistics 90 days", () => getOwnerAnalytics(PROFILE, 90));
    capturing = false;
    const from = sql.raw(`(((now() at time zone '${tz}')::date - 89)::timestamp at time zone '${tz}')`);
    expect(stats.views).toBe(
      await scalar(
        sql`select count(*) as n from analytics_events where profile_id = ${PROFILE} and event_name = 'page_view' and created_at >= ${from}`,
      ),
    );
    expect(stats.visitors).toBe(
      await scalar(
        sql`select count(distinct session_id) as n from analytics_events where profile_id = ${PROFILE} and event_name = 'page_view' and created_at >= ${from}`,
      ),
    );
    expect(stats.clicks).toBe(
      await scalar(
        sql`select count(*) as n from analytics_events where profile_id = ${PROFILE} and event_name = 'link_click' and created_at >= ${from}`,
      ),
    );
    expect(stats.views).toBeGreaterThan(0);
    expect(stats.clicks).toBeGreaterThan(0);
    expect(stats.links).toHaveLength(5);
    expect(stats.links.reduce((n, l) => n + l.clicks, 0)).toBe(stats.clicks);
    expect(stats.days.reduce((n, d) => n + d.views, 0)).toBe(stats.views);
  });

  it("every statistics query reads analytics_events through an index (EXPLAIN: no sequential scan)", async () => {
    await rollUpFinishedDays();
    captured.length = 0;
    capturing = true;
    await timed("/analytics 90 days", () => getSiteAnalytics(90));
    await timed("/analytics 7 days, one page", () => getSiteAnalytics(7, { page: "/bench-3" }));
    await timed("owner statistics 90 days (again)", () => getOwnerAnalytics(PROFILE, 90));
    await timed("owner statistics 7 days", () => getOwnerAnalytics(PROFILE, 7));
    capturing = false;
    expect(captured.length).toBeGreaterThanOrEqual(7);
    for (const { text, values } of captured) {
      const { rows } = await getPool().query(`explain ${text}`, values);
      const plan = rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
      expect(plan, text).not.toMatch(/Seq Scan on analytics_events/);
    }
  });

  it(`the purge removes exactly the events older than ${RETENTION_MONTHS} months`, async () => {
    const now = new Date();
    const cutoff = sql`(${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION_MONTHS}))`;
    const total = await scalar(sql`select count(*) as n from analytics_events`);
    const old = await scalar(sql`select count(*) as n from analytics_events where created_at < ${cutoff}`);
    const newestOld = await scalar(
      sql`select max(id) as n from analytics_events where created_at < ${cutoff} - interval '1 minute'`,
    );
    expect(old).toBeGreaterThan(20_000);

    const purged = await timed("purge past 13 months", () => purgeOldEvents(now));
    expect(purged.events).toBe(old);
    expect(await scalar(sql`select count(*) as n from analytics_events where created_at < ${cutoff}`)).toBe(0);
    expect(await scalar(sql`select count(*) as n from analytics_events`)).toBe(total - purged.events);
    expect(await scalar(sql`select count(*) as n from analytics_events where id = ${newestOld}`)).toBe(0);
    expect(
      await scalar(sql`select count(*) as n from analytics_daily where day < (${cutoff} at time zone ${tz})::date`),
    ).toBe(0);
  });
});
