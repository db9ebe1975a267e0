import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LINK_CLICK_EVENT } from "#app/features/profile/follow-link.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { analyticsEvents } from "#db/schema.ts";
import { contextFor } from "../admin/support.ts";
import { createOwnerWithLinks, PUBLIC_URL, setupProfileTest, signIn, WHATSAPP_DIGITS } from "./support.ts";

/*
 * Masked numbers stay masked (decision 019): /go/{id} of a WhatsApp, phone,
 * Viber, Telegram or Signal number gives it only to a POST from the page, by a browser,
 * within the per-address and per-profile limits; a GET, a HEAD or a prefetch, by a crawler
 * or anyone, gets the trust page. Clicks count once per address and link per hour.
 */
setupProfileTest();

type Handler = (args: unknown) => Promise<Response>;
const go = (await import("#app/routes/go.$linkId.tsx")) as unknown as { loader: Handler; action: Handler };

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The owner's number as any link of createOwnerWithLinks spells it (33612345678, 06 12 34 56 78 …). */
const NUMBER = /6\D?12\D?34\D?56\D?78/;

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** A handler's answer, thrown or returned. */
async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function get(linkId: string, init: { ip?: string; method?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`${PUBLIC_URL}/go/${linkId}`, {
    method: init.method ?? "GET",
    headers: { "User-Agent": BROWSER, ...init.headers },
  });
  return answer(() => go.loader({ request, params: { linkId }, context: contextFor(init.ip ?? freshIp()) }));
}

/** What the page script sends: a same-origin fetch asking for JSON. */
const FROM_PAGE = {
  "User-Agent": BROWSER,
  Origin: PUBLIC_URL,
  "Sec-Fetch-Site": "same-origin",
  Accept: "application/json",
};

function post(linkId: string, init: { ip?: string; headers?: Record<string, string | undefined> } = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries({ ...FROM_PAGE, ...init.headers })) {
    if (value !== undefined) headers.set(name, value);
  }
  const request = new Request(`${PUBLIC_URL}/go/${linkId}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(),
  });
  return answer(() => go.action({ request, params: { linkId }, context: contextFor(init.ip ?? freshIp()) }));
}

async function clicks(linkId: string): Promise<number> {
  const rows = await getDb()
    .select()
    .from(analyticsEvents)
    .where(
      and(eq(analyticsEvents.eventName, LINK_CLICK_EVENT), sql`${analyticsEvents.properties}->>'linkId' = ${linkId}`),
    );
  return rows.length;
}

/** Neither the Location nor the body of `response` holds the number. */
async function expectNoNumber(response: Response, what: string) {
  const location = response.headers.get("Location") ?? "";
  expect(location, what).not.toMatch(/wa\.me|whatsapp|^tel:/i);
  expect(location, what).not.toMatch(NUMBER);
  expect(await response.text(), what).not.toMatch(NUMBER);
}

let slugCounter = 0;
async function ownerWithLinks() {
  const owner = await createOwnerWithLinks(`masked-${Date.now().toString(36)}-${++slugCounter}`);
  const byPlatform = (platform: string) => owner.profile.links.find((l) => l.platform === platform)!;
  return {
    ...owner,
    whatsapp: byPlatform("whatsapp"),
    phone: byPlatform("phone"),
    /** https://api.whatsapp.com/send?phone=… under the "custom" platform. */
    custom: byPlatform("custom"),
    website: byPlatform("website"),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /go/{id} of a masked number", () => {
  it("answers the trust page at its links, never the number, to a crawler or a browser, on GET and HEAD", async () => {
    const { profile, whatsapp, phone, custom } = await ownerWithLinks();
    for (const link of [whatsapp, phone, custom]) {
      for (const userAgent of [GOOGLEBOT, BROWSER]) {
        for (const method of ["GET", "HEAD"]) {
          const what = `${method} ${link.platform} as ${userAgent.slice(0, 30)}`;
          const response = await get(link.id, { method, headers: { "User-Agent": userAgent } });
          expect(response.status, what).toBe(302);
          expect(response.headers.get("Location"), what).toBe(`/${profile.slug}#links`);
          expect(response.headers.get("Cache-Control"), what).toBe("no-store");
          await expectNoNumber(response, what);
        }
      }
      // A prefetch neither.
      const prefetch = await get(link.id, { headers: { "Sec-Purpose": "prefetch" } });
      await expectNoNumber(prefetch, "prefetch");
      expect(await clicks(link.id)).toBe(0);
    }
  });
});

describe("POST /go/{id} of a masked number", () => {
  it("reveals it to the page's script (JSON) and to a browser without script (a page with the link)", async () => {
    const { whatsapp, phone } = await ownerWithLinks();
    const ip = freshIp();
    const fetched = await post(whatsapp.id, { ip });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("Cache-Control")).toBe("no-store");
    expect(await fetched.json()).toEqual({ url: `https://wa.me/${WHATSAPP_DIGITS}` });
    expect(await clicks(whatsapp.id)).toBe(1);

    // The form posted by the browser itself (no fetch, no JSON): a page holding the link,
    // which an https address opens by itself (a redirect would break the CSP's form-action).
    const posted = await post(whatsapp.id, {
      ip,
      headers: { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" },
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await posted.text();
    expect(html).toContain(`href="https://wa.me/${WHATSAPP_DIGITS}"`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=https://wa.me/${WHATSAPP_DIGITS}">`);
    expect(html).toContain("Ouvrir le lien");
    expect(html).toContain("+33612345678");
    // Counted once per address and link per hour.
    expect(await clicks(whatsapp.id)).toBe(1);

    const call = await post(phone.id, { ip, headers: { Accept: "text/html" } });
    const callPage = await call.text();
    expect(callPage).toContain('href="tel:+33612345678"');
    expect(callPage).not.toContain("http-equiv"); // a tel: link is followed by hand
  });

  it("refuses another site, a request naming no origin, a bot and a prefetch, without the number", async () => {
    const { whatsapp } = await ownerWithLinks();
    const refusals: [string, Record<string, string | undefined>][] = [
      ["cross-site", { Origin: "https://scraper.example", "Sec-Fetch-Site": "cross-site" }],
      ["another origin", { Origin: "https://scraper.example", "Sec-Fetch-Site": undefined }],
      ["same-site subdomain", { Origin: "https://cdn.localhost:3000", "Sec-Fetch-Site": "same-site" }],
      ["no origin (a script)", { Origin: undefined, "Sec-Fetch-Site": undefined }],
      ["Googlebot", { "User-Agent": GOOGLEBOT }],
      ["headless Chrome", { "User-Agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36" }],
      ["curl", { "User-Agent": "curl/8.5.0" }],
      ["no user agent", { "User-Agent": undefined }],
      ["prefetch", { "Sec-Purpose": "prefetch" }],
    ];
    for (const [what, headers] of refusals) {
      for (const accept of ["application/json", "text/html"]) {
        const response = await post(whatsapp.id, { headers: { ...headers, Accept: accept } });
        expect(response.status, what).toBe(403);
        await expectNoNumber(response, what);
      }
    }
    expect(await clicks(whatsapp.id)).toBe(0);
    // A form of a browser that sends only Sec-Fetch-Site is a page of the site too.
    const withoutOrigin = await post(whatsapp.id, { headers: { Origin: undefined } });
    expect(withoutOrigin.status).toBe(200);
  });

  it(`answers 429 with Retry-After past ${RATE_LIMITS["profile.reveal.ip"].points} numbers an hour from one address`, async () => {
    const { points, durationSeconds } = RATE_LIMITS["profile.reveal.ip"];
    const owners = await Promise.all([ownerWithLinks(), ownerWithLinks()]);
    const masked = owners.flatMap((o) => [o.whatsapp, o.phone, o.custom]);
    const ip = freshIp();
    for (let i = 0; i < points; i++) {
      const response = await post(masked[i % masked.length]!.id, { ip });
      expect(response.status, `reveal ${i + 1}`).toBe(200);
    }
    for (const accept of ["application/json", "text/html"]) {
      const refused = await post(masked[0]!.id, { ip, headers: { Accept: accept } });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
      await expectNoNumber(refused, `429 ${accept}`);
    }
    const page = await post(masked[1]!.id, { ip, headers: { Accept: "text/html" } });
    expect(await page.text()).toContain("afficher ce numéro pour le moment");
    // Another address still gets it; links that are no number are not limited.
    expect((await post(masked[0]!.id)).status).toBe(200);
    expect((await post(owners[0]!.website.id, { ip })).status).toBe(200);
  });

  it(`answers 429 past ${RATE_LIMITS["profile.reveal.profile"].points} numbers of one profile an hour, from everyone`, async () => {
    const { points } = RATE_LIMITS["profile.reveal.profile"];
    const target = await ownerWithLinks();
    const other = await ownerWithLinks();
    // Reveals spread over many addresses (each within its own limit) have taken them all.
    for (let i = 0; i < points; i++) await consume("profile.reveal.profile", target.profile.id);
    const refused = await post(target.whatsapp.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectNoNumber(refused, "per-profile 429");
    expect((await post(other.whatsapp.id)).status).toBe(200);
  });

  it("gives the owner their own number without limit, and counts nothing", async () => {
    const { whatsapp, email, password } = await ownerWithLinks();
    const cookie = await signIn(email, password);
    const ip = freshIp();
    for (let i = 0; i <= RATE_LIMITS["profile.reveal.ip"].points; i++) {
      const response = await post(whatsapp.id, { ip, headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
    }
    expect(await clicks(whatsapp.id)).toBe(0);
  });

  it("knows nothing of an unknown id", async () => {
    expect((await post("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await post("not-a-uuid")).status).toBe(404);
  });
});

describe("links that are no number", () => {
  it("still redirect on GET; clicks count once per address and link per hour", async () => {
    const { website } = await ownerWithLinks();
    const other = (
      await createUserWithProfile({ profile: { links: [{ platform: "website", url: "https://b.example" }] } })
    ).profile.links[0]!;
    const ip = freshIp();

    const first = await get(website.id, { ip });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("https://ines-lambert.example/portfolio");
    expect(await clicks(website.id)).toBe(1);

    // Again and again from the same address: still redirected, not counted.
    for (let i = 0; i < 5; i++) {
      const again = await get(website.id, { ip });
      expect(again.headers.get("Location")).toBe("https://ines-lambert.example/portfolio");
    }
    expect(await clicks(website.id)).toBe(1);
    // Another address, another link: counted. A HEAD, a prefetch, a bot: not.
    await get(website.id);
    await get(other.id, { ip });
    await get(website.id, { method: "HEAD" });
    await get(website.id, { headers: { "Sec-Purpose": "prefetch;prerender" } });
    await get(website.id, { headers: { "User-Agent": GOOGLEBOT } });
    expect(await clicks(website.id)).toBe(2);
    expect(await clicks(other.id)).toBe(1);

    // An hour later (the limiter's window is measured on the system clock), counted again.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + RATE_LIMITS["analytics.link-click.ip"].durationSeconds * 1000 + 1000);
    await get(website.id, { ip });
    expect(await clicks(website.id)).toBe(3);
  });
});
