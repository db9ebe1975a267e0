// No 5xx for bad input, anywhere: every route family of tests/fuzz/families.ts
// gets ~100 malformed inputs from a fixed seed, sent to the production build; not one
// answer may be ≥ 500 and /healthz must still answer 200. `npm run fuzz` runs the same with
// ≥ 1,000 inputs per family and a random seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb } from "#db/client.server.ts";
import { type RunningServer, randomSecret, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";
import type { Fixtures } from "./families.ts";
import { createFixtures, fuzz } from "./fuzz.ts";

const SEED = 1717;
const RUNS = 100;

let database: TestDatabase;
let server: RunningServer;
let fixtures: Fixtures;

beforeAll(async () => {
  database = await createTestDatabase();
  const secret = randomSecret();
  process.env.BETTER_AUTH_SECRET = secret;
  server = await startServer({ databaseUrl: database.url, secret });
  connectDb(database.url, 2);
  fixtures = await createFixtures();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await closeDb();
  await database?.drop();
});

describe("malformed input on every route family", () => {
  it(`answers < 500 to ${RUNS} inputs per family (seed ${SEED}) and stays healthy`, async () => {
    const report = await fuzz({ base: server.base, fixtures, runs: RUNS, seed: SEED });
    expect(report.families.length).toBeGreaterThanOrEqual(40);
    expect(report.requests).toBe(report.families.length * RUNS);
    expect(report.failures, server.output().slice(-4000)).toEqual([]);
    // The inputs reached the routes' own rules too, not only the request guard.
    const statuses = report.families.reduce<Record<string, number>>((all, family) => {
      for (const [status, count] of Object.entries(family.statuses)) {
        const group = `${status[0]}xx`;
        all[group] = (all[group] ?? 0) + count;
      }
      return all;
    }, {});
    expect(statuses["4xx"]).toBeGreaterThan(0);
    expect((statuses["2xx"] ?? 0) + (statuses["3xx"] ?? 0)).toBeGreaterThan(0);
  }, 600_000);
});
