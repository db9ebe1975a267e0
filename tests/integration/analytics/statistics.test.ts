import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANALYTICS_JOB, runAnalyticsJob } from "#app/features/analytics/analytics-jobs.server.ts";
import { ownerAnalyticsAction } from "#app/features/analytics/analytics-pages.server.ts";
import { today } from "#app/features/analytics/days.server.ts";
import { getOwnerAnalytics, resetOwnerStatistics } from "#app/features/analytics/owner-stats.server.ts";
import { purgeOldEvents } from "#app/features/analytics/purge-events.server.ts";
import { RESET_INTENT } from "#app/features/analytics/ranges.ts";
import { recordEvent } from "#app/features/analytics/record-event.server.ts";
import { getSiteAnalytics, getTrafficTotals } from "#app/features/analytics/site-stats.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { followLink } from "#app/features/profile/follow-link.server.ts";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { analyticsDaily, analyticsEvents, socialLinks } from "#db/schema.ts";
import {
  argsFor,
  cookieFrom,
  formArgs,
  freshIp,
  PUBLIC_URL,
  setupAccountsTest,
  signedIn,
} from "#tests/integration/auth/support.ts";

/*
 * The statistics (decision 011) on small, hand-made data: the site's figures (today live,
 * finished days from the roll-up), the owner's, the exclusion of the owner's own visits and
 * of bots when recording, the reset and the purge of events past 13 months.
 */
setupAccountsTest();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const DAY = 86_400_000;

/**
 * When an event of `daysAgo` happened: now for today, else noon (Paris time) of that Paris
 * day, so the day it counts on never depends on the hour the test runs or on a DST change.
 */
const at = (daysAgo: number) =>
  (daysAgo === 0
    ? sql`now()`
    : sql`((${today} - ${daysAgo}::int)::timestamp + time '12:00') at time zone ${DEFAULT_TIME_ZONE}`) as unknown as Date;

async function pageView(sessionId: string, page: string, daysAgo = 0, profileId: string | null = null) {
  await getDb()
    .insert(analyticsEvents)
    .values({
      eventName: "page_view",
      sessionId,
      profileId,
      properties: { page, path: page, userAgent: BROWSER },
      createdAt: at(daysAgo),
    });
}

async function click(sessionId: string, profileId: string, linkId: string, daysAgo = 0) {
  await getDb()
    .insert(analyticsEvents)
    .values({
      eventName: "link_click",
      sessionId,
      profileId,
      properties: { linkId, platform: "website" },
      createdAt: at(daysAgo),
    });
}

async function profileWithLinks() {
  const password = "secret1";
  const email = `stats-${uniqueSuffix()}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password },
    profile: {
      slug: `stats-${uniqueSuffix()}`,
      links: [
        { platform: "website", url: "https://example.com/a" },
        { platform: "instagram", url: "https://instagram.com/example" },
      ],
    },
  });
  const links = await getDb()
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, profile.id))
    .orderBy(socialLinks.position);
  return { user, profile, email, password, links: links.map((l) => l.id) };
}

describe("site statistics (/analytics, /admin-simple)", () => {
  it("counts today live and finished days from the roll-up; top pages, latest visits, page filter", async () => {
    // Finished days first: they are rolled up once, at the first read.
    await pageView("s3", "/a", 1);
    await pageView("s3", "/b", 1);
    await pageView("s4", "/b", 1);
    await pageView("s5", "/c", 3);
    await pageView("s6", "/a", 100);
    // Today.
    await pageView("s1", "/a");
    await pageView("s1", "/a");
    await pageView("s2", "/a");
    await pageView("s2", "/b");
    await click("s2", (await profileWithLinks()).profile.id, "00000000-0000-4000-8000-000000000001");

    const stats = await getSiteAnalytics(7);
    expect(stats.totals).toEqual({ visitorsToday: 2, pageViewsToday: 4, visitorsTotal: 6, pageViewsTotal: 9 });
    expect(await getTrafficTotals()).toEqual(stats.totals);
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({ views: 4, visitors: 2 });
    expect(stats.days.at(-2)).toMatchObject({ views: 3, visitors: 2 });
    expect(stats.days.at(-4)).toMatchObject({ views: 1, visitors: 1 });
    expect(stats.rangeViews).toBe(8);
    expect(stats.topPages).toEqual([
      { page: "/a", views: 4, visitors: 3 },
      { page: "/b", views: 3, visitors: 3 },
      { page: "/c", views: 1, visitors: 1 },
    ]);
    expect(stats.recentVisits).toHaveLength(8);
    expect(stats.recentVisits.map((v) => v.page).slice(0, 4)).toEqual(["/b", "/a", "/a", "/a"]);

    const onePage = await getSiteAnalytics(90, { page: "/a" });
    expect(onePage.totals).toEqual({ visitorsToday: 2, pageViewsToday: 3, visitorsTotal: 4, pageViewsTotal: 5 });
    expect(onePage.days).toHaveLength(90);
    expect(onePage.recentVisits.every((v) => v.page === "/a")).toBe(true);

    // The roll-up holds every finished day since the oldest view, aggregates only.
    const rolled = await getDb().select().from(analyticsDaily).where(eq(analyticsDaily.page, ""));
    expect(rolled).toHaveLength(100);
    expect(rolled.reduce((n, r) => n + r.views, 0)).toBe(5);
  });
});

describe("recording (owner and bots excluded)", () => {
  function post(body: unknown, { userAgent = BROWSER, cookie }: { userAgent?: string; cookie?: string } = {}) {
    const headers = new Headers({ "Content-Type": "application/json", "User-Agent": userAgent });
    if (cookie) headers.set("Cookie", cookie);
    return new Request(`${PUBLIC_URL}/api/v1/events`, { method: "POST", headers, body: JSON.stringify(body) });
  }
  const sessionId = () => `s-${uniqueSuffix()}-${uniqueSuffix()}`;

  it("ties a profile view to its profile, ignores the owner's own view and unknown profiles' ids", async () => {
    const { profile, email, password } = await profileWithLinks();
    const view = (id: string, profileId: string, cookie?: string) =>
      recordEvent(post({ event: "page_view", sessionId: id, profileId, properties: { page: "/x" } }, { cookie }), {
        clientIp: freshIp(),
      });

    const visitor = sessionId();
    expect((await view(visitor, profile.id)).status).toBe("recorded");
    const [row] = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, visitor));
    expect(row?.profileId).toBe(profile.id);

    const signedIn = await signInWithEmail(argsFor("/auth"), { email, password });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const ownerSession = sessionId();
    expect(await view(ownerSession, profile.id, cookieFrom(signedIn.headers))).toEqual({
      status: "ignored",
      reason: "owner",
    });
    expect(await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, ownerSession))).toEqual([]);

    const stranger = sessionId();
    expect((await view(stranger, "00000000-0000-4000-8000-00000000beef")).status).toBe("recorded");
    const [strange] = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, stranger));
    expect(strange?.profileId).toBeNull();
  });

  it("/go counts a visitor's click, not the owner's nor a bot's, and stores no IP address", async () => {
    const { user, profile, links } = await profileWithLinks();
    const clicks = async () =>
      (await getOwnerAnalytics(profile.id, 7)).links.find((l) => l.id === links[0])?.clicks ?? -1;
    const ip = "198.51.100.23";
    expect(await followLink(links[0]!, { clientIp: ip, userAgent: BROWSER })).toBe("https://example.com/a");
    expect(await clicks()).toBe(1);
    expect(await followLink(links[0]!, { clientIp: ip, userAgent: BROWSER, viewerId: user.id })).toBe(
      "https://example.com/a",
    );
    expect(
      await followLink(links[0]!, { clientIp: ip, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ).toBe("https://example.com/a");
    expect(await clicks()).toBe(1);
    const stored = await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.profileId, profile.id));
    expect(JSON.stringify(stored)).not.toContain(ip);
  });
});

describe("owner statistics", () => {
  it("views, unique visitors, clicks per link, click-through rate and reviews over the range; reset", async () => {
    const { profile, links } = await profileWithLinks();
    const other = await profileWithLinks();
    const page = `/${profile.slug}`;
    await pageView("v1", page, 0, profile.id);
    await pageView("v1", page, 0, profile.id);
    await pageView("v2", page, 2, profile.id);
    await pageView("v3", page, 10, profile.id); // outside 7 days
    await click("v1", profile.id, links[0]!);
    await click("v2", profile.id, links[1]!, 2);
    await click("v3", profile.id, links[1]!, 10);
    await click("v1", profile.id, "00000000-0000-4000-8000-0000000000aa"); // a link deleted since
    await pageView("o1", `/${other.profile.slug}`, 0, other.profile.id);
    await createReview(profile.id, { status: "approved", createdAt: new Date(Date.now() - DAY) });
    await createReview(profile.id, { status: "pending" });
    await createReview(profile.id, { status: "approved", createdAt: new Date(Date.now() - 20 * DAY) });

    const week = await getOwnerAnalytics(profile.id, 7);
    expect(week).toMatchObject({
      range: 7,
      views: 3,
      visitors: 2,
      clicks: 3,
      deletedLinkClicks: 1,
      reviewsReceived: 2,
      reviewsApproved: 1,
    });
    expect(week.clickThroughRate).toBeCloseTo(1);
    expect(week.links.map((l) => [l.id, l.clicks])).toEqual([
      [links[0], 1],
      [links[1], 1],
    ]);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toEqual(expect.objectContaining({ views: 2, visitors: 1, clicks: 2 }));
    expect(week.days.at(-3)).toEqual(expect.objectContaining({ views: 1, visitors: 1, clicks: 1 }));

    const month = await getOwnerAnalytics(profile.id, 30);
    expect(month).toMatchObject({ views: 4, visitors: 3, clicks: 4, reviewsReceived: 3, reviewsApproved: 2 });

    expect(await resetOwnerStatistics(profile.id)).toBe(8);
    expect(await getOwnerAnalytics(profile.id, 90)).toMatchObject({ views: 0, clicks: 0, clickThroughRate: null });
    expect((await getOwnerAnalytics(other.profile.id, 7)).views).toBe(1);
  });
});

describe("reset statistics (the owner dashboard's action)", () => {
  /** The action's answer: a thrown redirect, thrown data (403) or returned data. */
  async function reset(options: Parameters<typeof formArgs>[2], intent = RESET_INTENT) {
    const { request } = formArgs("/dashboard/analytics", { intent }, options);
    try {
      const value = (await ownerAnalyticsAction(request)) as { data: unknown; init: ResponseInit | null };
      return { status: value.init?.status ?? 200, data: value.data, location: null };
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status, data: null, location: thrown.headers.get("Location") };
      }
      const value = thrown as { data: unknown; init: ResponseInit | null };
      return { status: value.init?.status ?? 500, data: value.data, location: null };
    }
  }

  const eventsOf = async (profileId: string) =>
    (await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.profileId, profileId))).length;

  it("is refused to a visitor (sent to /auth) and to a cross-site request; the owner's own reset works", async () => {
    const owner = await profileWithLinks();
    await pageView("r1", `/${owner.profile.slug}`, 0, owner.profile.id);
    await click("r1", owner.profile.id, owner.links[0]!);

    const anonymous = await reset({});
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?redirectTo=%2Fdashboard%2Fanalytics/);
    expect(await eventsOf(owner.profile.id)).toBe(2);

    const cookie = await signedIn(owner.email, owner.password);
    const crossSite = await reset({ cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await eventsOf(owner.profile.id)).toBe(2);

    const wrongIntent = await reset({ cookie }, "something-else");
    expect(wrongIntent.status).toBe(400);
    expect(await eventsOf(owner.profile.id)).toBe(2);

    // Another signed-in owner resets their own figures only.
    const other = await profileWithLinks();
    await pageView("r2", `/${other.profile.slug}`, 0, other.profile.id);
    const otherReset = await reset({ cookie: await signedIn(other.email, other.password) });
    expect(otherReset).toMatchObject({ status: 200, data: { ok: true } });
    expect(await eventsOf(other.profile.id)).toBe(0);
    expect(await eventsOf(owner.profile.id)).toBe(2);

    const done = await reset({ cookie });
    expect(done).toMatchObject({ status: 200, data: { ok: true, toast: expect.any(String) } });
    expect(await eventsOf(owner.profile.id)).toBe(0);
  });

  it("refuses a request the browser marks cross-site even without an Origin header", async () => {
    const owner = await profileWithLinks();
    await pageView("r3", `/${owner.profile.slug}`, 0, owner.profile.id);
    const cookie = await signedIn(owner.email, owner.password);
    const request = new Request(`${PUBLIC_URL}/dashboard/analytics`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: RESET_INTENT }).toString(),
    });
    await expect(ownerAnalyticsAction(request)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await eventsOf(owner.profile.id)).toBe(1);
  });
});

describe("retention", () => {
  it("the purge removes exactly the events older than 13 months, and the roll-up of those days", async () => {
    const now = new Date("2026-06-15T10:00:00Z");
    const cutoff = new Date("2025-05-15T10:00:00Z"); // 13 months before
    const insertAt = (date: Date, sessionId: string) =>
      getDb()
        .insert(analyticsEvents)
        .values({ eventName: "page_view", sessionId, properties: { page: "/old" }, createdAt: date });
    await insertAt(new Date(cutoff.getTime() - 1000), "purge-old-1");
    await insertAt(new Date(cutoff.getTime() - 40 * DAY), "purge-old-2");
    await insertAt(new Date(cutoff.getTime() + 1000), "purge-kept-1");
    await insertAt(new Date(cutoff.getTime() + DAY), "purge-kept-2");
    await getDb()
      .insert(analyticsDaily)
      .values([
        { day: "2025-05-13", page: "", views: 1, visitors: 1 },
        { day: "2025-05-16", page: "", views: 1, visitors: 1 },
      ])
      .onConflictDoNothing();

    const purged = await purgeOldEvents(now);
    expect(purged.events).toBe(2);
    const left = await getDb()
      .select({ sessionId: analyticsEvents.sessionId })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.sessionId} like 'purge-%'`);
    expect(left.map((r) => r.sessionId).sort()).toEqual(["purge-kept-1", "purge-kept-2"]);
    const days = await getDb()
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.day} between '2025-05-01' and '2025-05-31'`);
    expect(days.map((d) => d.day)).toEqual(["2025-05-16"]);
  });

  it("the hourly job purges and rolls up under its lock", async () => {
    // Scheduled on the job queue every hour (decision 016).
    expect(ANALYTICS_JOB.schedule).toBe("7 * * * *");
    await getDb()
      .insert(analyticsEvents)
      .values({
        eventName: "page_view",
        sessionId: "job-old",
        properties: { page: "/old" },
        createdAt: new Date(Date.now() - 500 * DAY),
      });
    const outcome = await runAnalyticsJob();
    expect(outcome?.purged.events).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, "job-old"))).toEqual([]);
  });
});
