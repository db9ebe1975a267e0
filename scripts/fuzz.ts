#!/usr/bin/env -S npx tsx
// `npm run fuzz`: the fuzz suite of tests/fuzz at full size — at least 1,000
// malformed inputs per route family (--runs, default 1000) from a random seed it prints
// first (--seed to replay one), against the production build (built first when missing)
// on a throwaway PostgreSQL (a fresh database on DATABASE_URL's server, else an embedded
// one). Prints each family's answers by status class and every answer ≥ 500; exit code 1
// when there is one, or when /healthz stopped answering 200.
import { randomInt } from "node:crypto";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createFixtures, fuzz } from "#tests/fuzz/fuzz.ts";
import { randomSecret, startServer } from "#tests/setup/app-server.ts";
import { parseArgs } from "./lib/app-harness.mjs";
import { benchDatabase } from "./lib/bench-database.ts";

const args: Record<string, string | undefined> = parseArgs();
const RUNS = Number(args.runs ?? 1000);
const SEED = args.seed === undefined ? randomInt(2 ** 31) : Number(args.seed);
const log = (message: string) => console.log(`[fuzz] ${message}`);
const cleanups: (() => Promise<unknown>)[] = [];

try {
  log(`seed ${SEED} (replay: npm run fuzz -- --seed=${SEED} --runs=${RUNS}), ${RUNS} inputs per family`);
  const databaseUrl = await benchDatabase("fuzz", cleanups);
  const secret = randomSecret();
  process.env.BETTER_AUTH_SECRET = secret;
  const server = await startServer({ databaseUrl, secret });
  cleanups.push(server.stop);
  connectDb(databaseUrl, 2);
  cleanups.push(closeDb);
  const fixtures = await createFixtures();
  const report = await fuzz({
    base: server.base,
    fixtures,
    runs: RUNS,
    seed: SEED,
    onFamily: (family, failures) => {
      const statuses = Object.entries(family.statuses)
        .sort()
        .map(([group, count]) => `${group} ${count}`)
        .join(", ");
      log(`${family.family.padEnd(38)} ${family.runs} inputs: ${statuses}`);
      for (const failure of failures) log(`  ✗ ${failure.outcome.slice(0, 160)} ← ${failure.input.slice(0, 240)}`);
    },
  });
  const perSecond = Math.round(report.requests / (report.milliseconds / 1000));
  log(
    `${report.families.length} families, ${report.requests} requests in ${(report.milliseconds / 1000).toFixed(0)} s (${perSecond}/s), ${report.failures.length} answers ≥ 500 or missing, seed ${SEED}`,
  );
  if (report.failures.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`[fuzz] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
