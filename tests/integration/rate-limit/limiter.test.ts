import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import {
  consume,
  consumeEach,
  refund,
  reset,
  storedLimitKey,
  tooManyRequests,
} from "#app/services/rate-limit/rate-limit.server.ts";
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

  it("keeps its counters in PostgreSQL, keyed by limit and the hash of the normalized key", async () => {
    await consume(NAME, "  B@Example.COM ");
    const key = `${NAME}:${storedLimitKey("b@example.com")}`;
    const rows = await getDb().execute<{ key: string; points: number }>(
      sql`select key, points from rate_limiter_flexible where key = ${key}`,
    );
    expect(rows.rows).toEqual([{ key, points: 1 }]);
  });

  it("stores no client address nor e-mail: only keyed hashes", async () => {
    const ip = "198.51.100.77";
    const ipv6 = "2001:db8::1f";
    for (let i = 0; i < 6; i++) await consume("reviews.submit.ip", ip);
    await consume("auth.sign-in.ip", ipv6);
    await consume(NAME, "h@example.com");
    const refused = await consume("reviews.submit.ip", ip);
    expect(refused.allowed).toBe(false);
    const rows = await getDb().execute<{ key: string }>(sql`select key from rate_limiter_flexible`);
    const keys = rows.rows.map((row) => row.key);
    expect(keys).toContain(`reviews.submit.ip:${storedLimitKey(ip)}`);
    for (const raw of [ip, ipv6, "h@example.com", "198.51.100", "2001:db8"]) {
      expect(keys.filter((key) => key.includes(raw))).toEqual([]);
    }
    // A hash under the app secret: not the plain SHA-256 of the address anyone could compute.
    const plain = createHash("sha256").update(`rate-limit:${ip}`).digest("base64url");
    expect(storedLimitKey(ip)).not.toBe(plain);
    expect(storedLimitKey(` ${ip.toUpperCase()} `)).toBe(storedLimitKey(ip));
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

  it("charges a combined check in order and stops at the first refusal", async () => {
    // The first limit refuses: the second is not charged.
    for (let i = 0; i < 3; i++) await consume(NAME, "g@example.com");
    const refused = await consumeEach([
      [NAME, "g@example.com"],
      ["auth.sign-in.ip", "192.0.2.1"],
    ]);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const pointsOf = async (name: string, key: string) =>
      (
        await getDb().execute<{ points: number }>(
          sql`select points from rate_limiter_flexible where key = ${`${name}:${storedLimitKey(key)}`}`,
        )
      ).rows[0]?.points;
    expect(await pointsOf("auth.sign-in.ip", "192.0.2.1")).toBeUndefined();

    // The first passes, the second refuses: the first was charged (the attempt was made).
    const second = await consumeEach([
      ["auth.sign-in.ip", "192.0.2.2"],
      [NAME, "g@example.com"],
    ]);
    expect(second.allowed).toBe(false);
    expect(await pointsOf("auth.sign-in.ip", "192.0.2.2")).toBe(1);

    // Both pass: the smallest allowance left is reported.
    const both = await consumeEach([
      ["auth.sign-in.ip", "192.0.2.3"],
      [NAME, "i@example.com"],
    ]);
    expect(both).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("builds the 429 answer with Retry-After", () => {
    expect(tooManyRequests({ retryAfterSeconds: 42 })).toEqual({ status: 429, headers: { "Retry-After": "42" } });
    expect(tooManyRequests({ retryAfterSeconds: 0 }).headers["Retry-After"]).toBe("1");
  });
});
