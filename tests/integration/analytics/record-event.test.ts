import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_EVENT_BYTES } from "#app/features/analytics/events.ts";
import { isBotUserAgent, recordEvent, statusOf } from "#app/features/analytics/record-event.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUser } from "#db/factories/users.ts";
import { analyticsEvents } from "#db/schema.ts";
import { argsFor, cookieFrom, freshIp, PUBLIC_URL, setupAccountsTest } from "#tests/integration/auth/support.ts";

setupAccountsTest();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const session = () => `s-${uniqueSuffix()}-${uniqueSuffix()}`;

function post(body: unknown, { userAgent = BROWSER, cookie }: { userAgent?: string; cookie?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (userAgent) headers.set("User-Agent", userAgent);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${PUBLIC_URL}/api/v1/events`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function rowsOf(sessionId: string) {
  return getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
}

describe("recordEvent", () => {
  it("stores a page_view with its page, referrer, user agent and session id, and no user when signed out", async () => {
    const id = session();
    const outcome = await recordEvent(
      post({
        event: "page_view",
        sessionId: id,
        properties: { page: "landing", path: "/", referrer: "https://example.org/" },
      }),
      { clientIp: freshIp() },
    );
    expect(outcome.status).toBe("recorded");
    expect(statusOf(outcome)).toBe(204);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventName: "page_view",
      userId: null,
      properties: { page: "landing", path: "/", referrer: "https://example.org/", userAgent: BROWSER },
    });
  });

  it("stores signup_started with its source", async () => {
    const id = session();
    await recordEvent(post({ event: "signup_started", sessionId: id, properties: { source: "landing_page" } }), {
      clientIp: freshIp(),
    });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.eventName, r.properties?.source])).toEqual([["signup_started", "landing_page"]]);
  });

  it("takes the user id from the session cookie, never from the body", async () => {
    const user = await createUser({ email: `ev-${uniqueSuffix()}@example.test`, password: "secret1" });
    const signedIn = await signInWithEmail(argsFor("/auth"), { email: user.email, password: "secret1" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const id = session();
    await recordEvent(
      post(
        { event: "page_view", sessionId: id, properties: { page: "/help" } },
        { cookie: cookieFrom(signedIn.headers) },
      ),
      {
        clientIp: freshIp(),
      },
    );
    const refused = await recordEvent(
      post({ event: "page_view", sessionId: id, userId: "someone-else", properties: {} }),
      { clientIp: freshIp() },
    );
    expect(refused).toEqual({ status: "refused", reason: "invalid" });
    const rows = await rowsOf(id);
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
  });

  it("skips bots and requests without a user agent, storing nothing", async () => {
    expect(isBotUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBotUserAgent("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0")).toBe(true);
    expect(isBotUserAgent(BROWSER)).toBe(false);
    const id = session();
    const bot = await recordEvent(post({ event: "page_view", sessionId: id }, { userAgent: "curl/8.5.0" }), {
      clientIp: freshIp(),
    });
    expect(bot).toEqual({ status: "ignored", reason: "bot" });
    expect(statusOf(bot)).toBe(204);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("refuses unknown events, bad session ids, unknown properties, broken JSON and oversized bodies", async () => {
    const ip = freshIp();
    const cases: unknown[] = [
      { event: "purchase", sessionId: session() },
      { event: "page_view", sessionId: "short" },
      { event: "page_view", sessionId: session(), properties: { email: "a@b.c" } },
      "{not json",
    ];
    for (const body of cases) {
      const outcome = await recordEvent(post(body), { clientIp: ip });
      expect(outcome).toEqual({ status: "refused", reason: "invalid" });
      expect(statusOf(outcome)).toBe(400);
    }
    const id = session();
    const huge = await recordEvent(
      post({ event: "page_view", sessionId: id, properties: { referrer: "x".repeat(MAX_EVENT_BYTES) } }),
      { clientIp: ip },
    );
    expect(huge).toEqual({ status: "refused", reason: "too-large" });
    expect(statusOf(huge)).toBe(413);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("refuses a sender over the per-address limit with 429", async () => {
    const ip = freshIp();
    const id = session();
    const { points } = RATE_LIMITS["analytics.event.ip"];
    for (let i = 0; i < points; i++) {
      expect((await recordEvent(post({ event: "page_view", sessionId: id }), { clientIp: ip })).status).toBe(
        "recorded",
      );
    }
    const over = await recordEvent(post({ event: "page_view", sessionId: id }), { clientIp: ip });
    expect(over).toEqual({ status: "refused", reason: "rate-limited" });
    expect(statusOf(over)).toBe(429);
    expect(await rowsOf(id)).toHaveLength(points);
  });
});
