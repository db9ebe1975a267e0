import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CACHE_STATUS_HEADER,
  PAGE_CACHE_MARKER,
  ProfilePageCache,
  profilePageCacheMiddleware,
} from "#app/features/profile/page-cache.server.ts";

/*
 * The page cache in the same middleware chain as server/http.ts (secureHeaders with a CSP
 * nonce, compress), in front of a stand-in for React Router that renders a page holding
 * its nonce several times, with a counter to tell renders from cache hits.
 */

interface Rendered {
  renders: number;
  version: number;
  /** Extra response headers of the next renders. */
  headers: Record<string, string>;
  status: number;
  gate?: Promise<void>;
  /** The last page rendered, and the nonce it was rendered with. */
  last?: { html: string; nonce: string };
}

let state: Rendered;
let cache: ProfilePageCache;
let now = 0;

function makeApp() {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] } }));
  app.use(compress());
  app.use(profilePageCacheMiddleware(() => cache));
  app.get("*", async (c) => {
    state.renders++;
    const version = state.version;
    if (state.gate) await state.gate;
    const nonce = c.get("secureHeadersNonce") ?? "";
    const filler = "<p>Camille Martin, photographe de mariage à Lyon.</p>".repeat(200);
    const links = Array.from(
      { length: 30 },
      (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="${nonce}"/>`,
    );
    const html = `<!DOCTYPE html><html><head>${links.join("")}<script nonce="${nonce}">1</script></head><body>${filler}<b>v${version}</b><p>é ✓ سلمى</p><pre>${"-".repeat(40)}</pre><script nonce="${nonce}" type="module">2</script></body></html>`;
    state.last = { html, nonce };
    return new Response(html, {
      status: state.status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
        Vary: "Cookie, Accept-Encoding",
        [PAGE_CACHE_MARKER]: "profile-1",
        ...state.headers,
      },
    });
  });
  return app;
}

let app: ReturnType<typeof makeApp>;

beforeEach(() => {
  state = { renders: 0, version: 1, headers: {}, status: 200 };
  now = 1_000_000;
  cache = new ProfilePageCache({ now: () => now, ttlMs: 60_000 });
  app = makeApp();
});

const fetchPage = (path = "/camille-martin", headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "Accept-Encoding": "gzip", ...headers } });

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
}

async function html(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.headers.get("Content-Encoding") === "gzip" ? gunzipSync(bytes).toString() : bytes.toString();
}

describe("the public page cache", () => {
  it("renders once, then serves the stored page, each response with its own nonce", async () => {
    const first = await fetchPage();
    const second = await fetchPage();
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(state.renders).toBe(1);

    for (const response of [first, second]) {
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      expect(response.headers.get(PAGE_CACHE_MARKER)).toBe(null);
      const nonce = nonceOf(response);
      // A valid gzip stream: the page as rendered, with this response's nonce everywhere.
      expect(await html(response)).toBe(state.last!.html.replaceAll(state.last!.nonce, nonce));
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toContain("stale-while-revalidate");
  });

  it("recompresses a page smaller once it is served again, still a valid stream", async () => {
    await fetchPage();
    const stored = cache.stats().bytes;
    await fetchPage();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats().bytes).toBeLessThan(stored);
    const third = await fetchPage();
    expect(third.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await html(third)).toBe(state.last!.html.replaceAll(state.last!.nonce, nonceOf(third)));
  });

  it("answers clients without gzip with the plain page, and If-None-Match with 304", async () => {
    await fetchPage();
    const plain = await app.request("/camille-martin");
    expect(plain.headers.get("Content-Encoding")).toBe(null);
    expect(Number(plain.headers.get("Content-Length"))).toBe(Buffer.byteLength(await html(plain)));
    const etag = plain.headers.get("ETag")!;
    const notModified = await fetchPage("/camille-martin", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(state.renders).toBe(1);
  });

  it("shows the change at once after invalidate(profileId)", async () => {
    await fetchPage();
    state.version = 2;
    expect(await html(await fetchPage())).toContain("v1");
    cache.invalidate("profile-1");
    const after = await fetchPage();
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await html(after)).toContain("v2");
  });

  it("does not store a render that began before an invalidation", async () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const pending = fetchPage();
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.invalidate("profile-1");
    state.version = 2;
    open();
    expect(await html(await pending)).toContain("v1");
    state.gate = undefined;
    const next = await fetchPage();
    expect(next.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await html(next)).toContain("v2");
  });

  it("renders concurrent misses once", async () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const responses = Promise.all([fetchPage(), fetchPage(), fetchPage()]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const all = await responses;
    expect(state.renders).toBe(1);
    for (const response of all) expect(await html(response)).toContain("v1");
  });

  it("never looks up nor stores for a signed-in visitor, and `?lang=` renders afresh", async () => {
    await fetchPage();
    const signedIn = await fetchPage("/camille-martin", { Cookie: "better-auth.session_token=abc.def" });
    expect(signedIn.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    const secure = await fetchPage("/camille-martin", { Cookie: "theme=dark; __Secure-better-auth.session_token=x" });
    expect(secure.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    // The name the app gives it on https (auth.server.ts cookiePrefix).
    const https = await fetchPage("/camille-martin", { Cookie: "__Host-better-auth.session_token=y; lang=fr" });
    expect(https.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    const lang = await fetchPage("/camille-martin?lang=en");
    expect(lang.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    expect(state.renders).toBe(5);
    expect(cache.stats().entries).toBe(1);
  });

  it("keeps one entry per language and theme cookie, and ignores tracking parameters", async () => {
    await fetchPage("/camille-martin");
    await fetchPage("/camille-martin?fbclid=abc");
    await fetchPage("/Camille-Martin/");
    expect(state.renders).toBe(1);
    await fetchPage("/camille-martin", { Cookie: "lang=en" });
    await fetchPage("/camille-martin", { Cookie: "theme=dark" });
    await fetchPage("/camille-martin", { Cookie: "lang=en; theme=dark" });
    expect(state.renders).toBe(4);
    expect(cache.stats().entries).toBe(4);
    cache.invalidate("profile-1");
    expect(cache.stats().entries).toBe(0);
  });

  it("refreshes on a hard reload (Cache-Control: no-cache)", async () => {
    await fetchPage();
    state.version = 2;
    const reload = await fetchPage("/camille-martin", { "Cache-Control": "no-cache" });
    expect(reload.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await html(reload)).toContain("v2");
    expect(await html(await fetchPage())).toContain("v2");
  });

  it("stores nothing without the loader's mark, with Set-Cookie, or for an error", async () => {
    state.headers = { [PAGE_CACHE_MARKER]: "" };
    await fetchPage();
    state.headers = { "Set-Cookie": "lang=en" };
    await fetchPage();
    state.headers = {};
    state.status = 404;
    const notFound = await fetchPage();
    expect(notFound.status).toBe(404);
    expect(cache.stats().entries).toBe(0);
    expect(state.renders).toBe(3);
    // Other paths are not the cache's business.
    state.status = 200;
    await fetchPage("/camille-martin/reviews");
    await fetchPage("/assets/app.js");
    await fetchPage("/camille-martin.data");
    expect(cache.stats().entries).toBe(0);
  });

  it("expires entries, and drops the least recently used beyond its size", async () => {
    await fetchPage();
    now += 61_000;
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");

    const first = (await fetchPage("/camille-martin", { Cookie: "lang=en" })).headers.get(CACHE_STATUS_HEADER);
    expect(first).toBe("MISS");
    const size = cache.stats().bytes / cache.stats().entries;
    cache = new ProfilePageCache({ now: () => now, maxBytes: Math.floor(size * 2.5) });
    await fetchPage("/a-1");
    await fetchPage("/a-2");
    await fetchPage("/a-1");
    await fetchPage("/a-3");
    expect(cache.stats().entries).toBe(2);
    expect((await fetchPage("/a-1")).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect((await fetchPage("/a-2")).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });

  it("neither serves nor stores while it may miss invalidations", async () => {
    let ready = false;
    cache = new ProfilePageCache({ isReady: () => ready });
    await fetchPage();
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    expect(cache.stats().entries).toBe(0);
    ready = true;
    await fetchPage();
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });
});
