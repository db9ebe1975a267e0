import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/features/rate-limit/limits.ts";
import { consume, consumeEach, refund, reset, tooManyRequests } from "#app/features/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

withTestDatabase();

// "auth.sign-in.email": 3 points per 60 s.
const NAME = "auth.sign-in.email";

describe("the shared rate limiter", () => {
  it("allows the points of a window, then refuses with the wait until it ends", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume(NAME, "a@example.com"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS[NAME].durationSeconds);
  });

  it("keeps its counters in PostgreSQL, keyed by limit and normalized key", async () => {
    await consume(NAME, "  B@Example.COM ");
    const rows = await getDb().execute<{ key: string; points: number }>(
      sql`select key, points from rate_limiter_flexible where key = ${`${NAME}:b@example.com`}`,
    );
    expect(rows.rows).toEqual([{ key: `${NAME}:b@example.com`, points: 1 }]);
  });

  it("counts each key and each limit apart", async () => {
    for (let i = 0; i < 3; i++) await consume(NAME, "c@example.com");
    expect((await consume(NAME, "c@example.com")).allowed).toBe(false);
    expect((await consume(NAME, "d@example.com")).allowed).toBe(true);
    expect((await consume("auth.sign-up.email", "c@example.com")).allowed).toBe(true);
  });

  it("gives points back and forgets a key", async () => {
    for (let i = 0; i < 3; i++) await consume(NAME, "e@example.com");
    await refund(NAME, "e@example.com");
    expect((await consume(NAME, "e@example.com")).allowed).toBe(true);
    expect((await consume(NAME, "e@example.com")).allowed).toBe(false);
    await reset(NAME, "e@example.com");
    expect((await consume(NAME, "e@example.com")).allowed).toBe(true);
  });

  it("is atomic: of 10 simultaneous attempts on a 3-point limit, 3 pass", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => consume(NAME, "f@example.com")));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("charges every counter of a combined check and reports the refusal", async () => {
    for (let i = 0; i < 3; i++) await consume(NAME, "g@example.com");
    const result = await consumeEach([
      ["auth.sign-in.ip", "192.0.2.1"],
      [NAME, "g@example.com"],
    ]);
    expect(result.allowed).toBe(false);
    const ipRow = await getDb().execute<{ points: number }>(
      sql`select points from rate_limiter_flexible where key = 'auth.sign-in.ip:192.0.2.1'`,
    );
    expect(ipRow.rows[0]?.points).toBe(1);
  });

  it("builds the 429 answer with Retry-After", () => {
    expect(tooManyRequests({ retryAfterSeconds: 42 })).toEqual({ status: 429, headers: { "Retry-After": "42" } });
    expect(tooManyRequests({ retryAfterSeconds: 0 }).headers["Retry-After"]).toBe("1");
  });
});
