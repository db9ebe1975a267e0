#!/usr/bin/env -S npx tsx
// `npm run bench:analytics`: the statistics queries of /analytics, /admin-simple and the
// owner's dashboard against a million analytics events.
//
// Starts a throwaway PostgreSQL (embedded, in a temp dir; or a fresh database on the server
// of DATABASE_URL), migrates it, generates the events in SQL (tests/factories/analytics-events.ts:
// 420 days, 1,000 profiles, 250,000 sessions), then times: the first roll-up of the finished
// days, each query (median, p95 and worst of --runs), one purge of the events past retention.
//
// Then checks that every statistics query reads analytics_events through an index (EXPLAIN of
// each statement they send: no sequential scan of the table; a small table, as the Vitest
// test's, would not show it): exit code 1 otherwise.
//
// Options: --events=1000000 --runs=20. Budgets: BUDGET_MS below, per query (median).
import { loadavg } from "node:os";
import pg from "pg";
import {
  getOwnerAnalytics,
  getSiteAnalytics,
  getTrafficTotals,
  purgeOldEvents,
  rollUpFinishedDays,
} from "#app/features/analytics/index.server.ts";
import { closeDb, connectDb, getPool } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { benchIds, generateEvents } from "#tests/factories/analytics-events.ts";
import { parseArgs } from "./lib/app-harness.mjs";
import { benchDatabase } from "./lib/bench-database.ts";

/** Median time each query may take on a million events (ms). */
export const BUDGET_MS = 100;

const args: Record<string, string | undefined> = parseArgs();
const EVENTS = Number(args.events ?? 1_000_000);
const RUNS = Number(args.runs ?? 20);
const log = (message: string) => console.log(`[bench:analytics] ${message}`);
const cleanups: (() => Promise<unknown>)[] = [];

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

async function main() {
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const url = await benchDatabase("analytics", cleanups);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migrateDatabase({ pool });
  await pool.end();
  connectDb(url, 4);
  cleanups.push(() => closeDb());

  const [generated] = await time(() => generateEvents({ count: EVENTS }));
  log(`${EVENTS.toLocaleString("en")} events generated in ${(generated / 1000).toFixed(1)} s`);
  const [rollup, rows] = await time(() => rollUpFinishedDays());
  log(`first roll-up of the finished days: ${rows} rows in ${rollup.toFixed(0)} ms (once; then one day per day)`);
  const [noop] = await time(() => rollUpFinishedDays());
  log(`roll-up when up to date (done before every read): ${noop.toFixed(1)} ms`);

  const profileId = benchIds.profile(3);
  const queries: [string, () => Promise<unknown>][] = [
    ["/admin-simple counters (today, total)", () => getTrafficTotals()],
    ["/analytics 7 days", () => getSiteAnalytics(7)],
    ["/analytics 30 days", () => getSiteAnalytics(30)],
    ["/analytics 90 days", () => getSiteAnalytics(90)],
    ["/analytics 90 days, one page", () => getSiteAnalytics(90, { page: "/bench-3" })],
    ["owner statistics 7 days", () => getOwnerAnalytics(profileId, 7)],
    ["owner statistics 30 days", () => getOwnerAnalytics(profileId, 30)],
    ["owner statistics 90 days", () => getOwnerAnalytics(profileId, 90)],
  ];
  const results: { name: string; median: number; p95: number; worst: number }[] = [];
  for (const [name, fn] of queries) {
    await fn(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await time(fn))[0]);
    times.sort((a, b) => a - b);
    results.push({
      name,
      median: times[Math.floor(times.length / 2)]!,
      // Nearest rank: with 20 runs, the 19th.
      p95: times[Math.ceil(times.length * 0.95) - 1]!,
      worst: times[times.length - 1]!,
    });
  }
  const seqScans = await sequentialScans(queries.map(([, fn]) => fn));
  const [purge, purged] = await time(() => purgeOldEvents());
  log(`purge past 13 months: ${purged.events.toLocaleString("en")} events in ${purge.toFixed(0)} ms`);

  console.log("");
  console.log(
    `Analytics queries on ${EVENTS.toLocaleString("en")} events — ${RUNS} runs each, budget ${BUDGET_MS} ms (median)`,
  );
  console.log(`${"".padEnd(42)}${"median ms".padStart(11)}${"p95 ms".padStart(10)}${"worst ms".padStart(10)}`);
  let missed = 0;
  for (const r of results) {
    const ok = r.median <= BUDGET_MS;
    if (!ok) missed++;
    console.log(
      `${r.name.padEnd(42)}${r.median.toFixed(1).padStart(11)}${r.p95.toFixed(1).padStart(10)}${r.worst.toFixed(1).padStart(10)}  ${ok ? "ok" : "MISSED"}`,
    );
  }
  log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (other work on the machine skews the figures)`,
  );
  log(
    seqScans.length === 0
      ? "EXPLAIN: every statistics query reads analytics_events through an index"
      : `EXPLAIN: ${seqScans.length} statement(s) scan analytics_events sequentially:\n${seqScans.join("\n")}`,
  );
  if (missed > 0 || seqScans.length > 0) process.exitCode = 1;
}

/** The statements reading analytics_events that `fns` send whose plan has a sequential scan of it. */
async function sequentialScans(fns: (() => Promise<unknown>)[]): Promise<string[]> {
  const pool = getPool();
  const captured: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const patched = pool as unknown as { query: (...args: unknown[]) => unknown };
  patched.query = (...args: unknown[]) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === "string" ? config : config.text;
    if (/analytics_(events|daily)/.test(text))
      captured.push({ text, values: (typeof config === "string" ? undefined : config.values) ?? values ?? [] });
    return query(...args);
  };
  try {
    for (const fn of fns) await fn();
  } finally {
    patched.query = query;
  }
  if (captured.length < 7) throw new Error(`only ${captured.length} statistics statements captured`);
  const offenders: string[] = [];
  for (const { text, values } of captured) {
    const { rows } = await pool.query(`explain ${text}`, values);
    const plan = rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
    if (/Seq Scan on analytics_events/.test(plan)) offenders.push(`${text}\n${plan}`);
  }
  return offenders;
}

try {
  await main();
} catch (error) {
  console.error(`[bench:analytics] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
}
