import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { today } from "#app/features/analytics/days.server.ts";
import { getOwnerAnalytics } from "#app/features/analytics/owner-stats.server.ts";
import { hostPageOf } from "#app/features/analytics/record-embed-event.server.ts";
import { recordEvent, statusOf } from "#app/features/analytics/record-event.server.ts";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { analyticsEvents } from "#db/schema.ts";
import { requestGuard } from "#server/request-guard.ts";
import { freshIp, PUBLIC_URL, setupAccountsTest } from "#tests/integration/auth/support.ts";

/*
 * The embedded widget's impressions and clicks (decision 033): the host site from the
 * request's Origin or Referer (the iframe's document.referrer only from our own origin),
 * never an IP, a user agent or a cookie; bots and the dashboard's preview not counted; an
 * unknown profile 404; the owner's « Widgets » figures summed over the chosen period.
 */
setupAccountsTest();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const session = () => `w-${uniqueSuffix()}-${uniqueSuffix()}`;

function post(
  body: unknown,
  {
    origin,
    referer,
    userAgent = BROWSER,
    contentType = "text/plain;charset=UTF-8",
  }: { origin?: string; referer?: string; userAgent?: string; contentType?: string } = {},
) {
  const headers = new Headers({ "Content-Type": contentType, "User-Agent": userAgent });
  if (origin) headers.set("Origin", origin);
  if (referer) headers.set("Referer", referer);
  return new Request(`${PUBLIC_URL}/api/v1/events`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const impression = (slug: string, sessionId = session(), properties: Record<string, string> = {}) => ({
  event: "embed_impression",
  sessionId,
  slug,
  properties: { variant: "script", layout: "carousel", ...properties },
});

async function rowsOf(sessionId: string) {
  return getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));
}

describe("widget events", () => {
  it("stores the host site's hostname from Origin, and no IP, user agent, cookie or user", async () => {
    const { profile } = await createUserWithProfile();
    const id = session();
    const ip = freshIp();
    const outcome = await recordEvent(post(impression(profile.slug, id), { origin: "https://www.Example.org:8443" }), {
      clientIp: ip,
      publicUrl: PUBLIC_URL,
    });
    expect(outcome.status).toBe("recorded");
    expect(statusOf(outcome)).toBe(204);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      eventName: "embed_impression",
      profileId: profile.id,
      userId: null,
      host: "www.example.org",
      properties: { variant: "script", layout: "carousel" },
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Mozilla");
    expect(stored).not.toContain("8443");
  });

  it("falls back on the Referer's hostname, never keeping its path", async () => {
    const { profile } = await createUserWithProfile();
    const id = session();
    await recordEvent(
      post(
        {
          event: "embed_click",
          sessionId: id,
          slug: profile.slug,
          properties: { variant: "script", layout: "grid", target: "wall" },
        },
        { referer: "https://shop.example.net/secret/path?q=1" },
      ),
      { clientIp: freshIp(), publicUrl: PUBLIC_URL },
    );
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ eventName: "embed_click", host: "shop.example.net", properties: { target: "wall" } });
    expect(JSON.stringify(row)).not.toContain("secret");
  });

  it("takes the iframe's document.referrer only when the request comes from our own origin", async () => {
    const { profile } = await createUserWithProfile();
    const fromIframe = session();
    await recordEvent(
      post(impression(profile.slug, fromIframe, { variant: "iframe", referrer: "https://blog.example.com/about" }), {
        origin: PUBLIC_URL,
      }),
      { clientIp: freshIp(), publicUrl: PUBLIC_URL },
    );
    expect((await rowsOf(fromIframe))[0]?.host).toBe("blog.example.com");

    // A page elsewhere claiming another site in the body: its own Origin wins.
    const forged = session();
    await recordEvent(
      post(impression(profile.slug, forged, { referrer: "https://victim.example/" }), {
        origin: "https://attacker.example",
      }),
      { clientIp: freshIp(), publicUrl: PUBLIC_URL },
    );
    expect((await rowsOf(forged))[0]?.host).toBe("attacker.example");

    // No Origin, no Referer: counted, site unknown.
    const unknown = session();
    await recordEvent(post(impression(profile.slug, unknown)), { clientIp: freshIp(), publicUrl: PUBLIC_URL });
    expect((await rowsOf(unknown))[0]?.host).toBeNull();
  });

  it("does not count the dashboard's preview (a page of our own origin)", async () => {
    const { profile } = await createUserWithProfile();
    const id = session();
    const outcome = await recordEvent(
      post(impression(profile.slug, id, { variant: "iframe", referrer: `${PUBLIC_URL}/dashboard/embed` }), {
        origin: PUBLIC_URL,
      }),
      { clientIp: freshIp(), publicUrl: PUBLIC_URL },
    );
    expect(outcome).toEqual({ status: "ignored", reason: "own-site" });
    expect(await rowsOf(id)).toHaveLength(0);
    expect(hostPageOf(post({}, { origin: "null", referer: "https://a.example/x" }), PUBLIC_URL, undefined)).toEqual(
      new URL("https://a.example/x"),
    );
  });

  it("skips bots, storing nothing", async () => {
    const { profile } = await createUserWithProfile();
    const id = session();
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
    ]) {
      const outcome = await recordEvent(
        post(impression(profile.slug, id), { origin: "https://a.example", userAgent }),
        {
          clientIp: freshIp(),
          publicUrl: PUBLIC_URL,
        },
      );
      expect(outcome).toEqual({ status: "ignored", reason: "bot" });
    }
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("refuses an unknown or reserved profile with 404, and malformed bodies with 400", async () => {
    const unknown = await recordEvent(post(impression(`nobody-${uniqueSuffix()}`), { origin: "https://a.example" }), {
      clientIp: freshIp(),
      publicUrl: PUBLIC_URL,
    });
    expect(unknown).toEqual({ status: "refused", reason: "not-found" });
    expect(statusOf(unknown)).toBe(404);
    const reserved = await recordEvent(post(impression("dashboard")), { clientIp: freshIp(), publicUrl: PUBLIC_URL });
    expect(statusOf(reserved)).toBe(404);

    const { profile } = await createUserWithProfile();
    const bad: unknown[] = [
      // A click without its target, an impression with one.
      {
        event: "embed_click",
        sessionId: session(),
        slug: profile.slug,
        properties: { variant: "script", layout: "grid" },
      },
      impression(profile.slug, session(), { target: "page" }),
      impression(profile.slug, session(), { layout: "wall" }),
      impression(profile.slug, session(), { host: "forged.example" }),
      { ...impression(profile.slug), profileId: profile.id },
      { ...impression(profile.slug), sessionId: "x" },
    ];
    for (const body of bad) {
      const outcome = await recordEvent(post(body, { origin: "https://a.example" }), {
        clientIp: freshIp(),
        publicUrl: PUBLIC_URL,
      });
      expect(outcome, JSON.stringify(body)).toEqual({ status: "refused", reason: "invalid" });
    }
  });

  it("refuses a sender over analytics.embed.ip with 429", async () => {
    const { profile } = await createUserWithProfile();
    const ip = freshIp();
    const id = session();
    const { points } = RATE_LIMITS["analytics.embed.ip"];
    for (let i = 0; i < points; i++) {
      const outcome = await recordEvent(post(impression(profile.slug, id), { origin: "https://a.example" }), {
        clientIp: ip,
        publicUrl: PUBLIC_URL,
      });
      expect(outcome.status).toBe("recorded");
    }
    const over = await recordEvent(post(impression(profile.slug, id), { origin: "https://a.example" }), {
      clientIp: ip,
      publicUrl: PUBLIC_URL,
    });
    expect(statusOf(over)).toBe(429);
  });

  it("lets text/plain JSON through the request guard on /api/v1/events only", async () => {
    const app = new Hono();
    app.use(requestGuard());
    app.all("*", async (c) => c.text(await c.req.text()));
    const body = JSON.stringify({ event: "embed_impression" });
    const events = await app.request("/api/v1/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body,
    });
    expect(events.status).toBe(200);
    expect(await events.text()).toBe(body);
    const broken = await app.request("/api/v1/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const elsewhere = await app.request("/api/v1/chat", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body,
    });
    expect(elsewhere.status).toBe(415);
  });

  it("sums impressions and clicks per host site over the owner's chosen period", async () => {
    const { profile } = await createUserWithProfile();
    const at = (daysAgo: number) =>
      sql`((${today} - ${daysAgo}::int)::timestamp + time '12:00') at time zone ${DEFAULT_TIME_ZONE}` as unknown as Date;
    const event = (eventName: string, host: string | null, daysAgo: number) => ({
      eventName,
      sessionId: session(),
      profileId: profile.id,
      host,
      properties: { variant: "script", layout: "grid" },
      createdAt: at(daysAgo),
    });
    await getDb()
      .insert(analyticsEvents)
      .values([
        event("embed_impression", "a.example", 1),
        event("embed_impression", "a.example", 2),
        event("embed_click", "a.example", 2),
        event("embed_impression", "b.example", 10),
        event("embed_impression", null, 3),
        event("embed_impression", "a.example", 40),
        event("embed_click", "b.example", 40),
        // Not a widget event: left out of the widget figures.
        { ...event("page_view", null, 1), host: null },
      ]);
    const week = await getOwnerAnalytics(profile.id, 7);
    expect(week.widgets).toEqual({
      impressions: 3,
      clicks: 1,
      hosts: [
        { host: "a.example", impressions: 2, clicks: 1 },
        { host: null, impressions: 1, clicks: 0 },
      ],
    });
    const quarter = await getOwnerAnalytics(profile.id, 90);
    expect(quarter.widgets.impressions).toBe(5);
    expect(quarter.widgets.clicks).toBe(2);
    expect(quarter.widgets.hosts).toEqual([
      { host: "a.example", impressions: 3, clicks: 1 },
      { host: "b.example", impressions: 1, clicks: 1 },
      { host: null, impressions: 1, clicks: 0 },
    ]);
    expect(quarter.views).toBe(1);
  });
});
