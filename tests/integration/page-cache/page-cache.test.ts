import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { beforeEach, describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "#app/lib/inline-scripts.ts";
import {
  CACHE_STATUS_HEADER,
  chooseEncoding,
  PAGE_CACHE_MARKER,
  PageCache,
  pageCacheMiddleware,
  profileTag,
  SITE_PAGES_TAG,
  scriptHash,
} from "#app/services/page-cache/index.server.ts";
import { contentSecurityPolicy } from "#server/content-security-policy.ts";
import { decidePageCache } from "#server/page-cache-rules.ts";

/*
 * The page cache (decision 037) in the same middleware chain as server/http.ts (the CSP
 * with its per-request nonce, compress, the cache with the server's rules), in front of a
 * stand-in for React Router: a page holding the constant theme script, and, like a
 * hydrated page, an inline script and module preloads marked with the render's nonce. A
 * counter tells renders from cache hits.
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
let cache: PageCache;
let now = 0;

const INLINE = 'window.__reactRouterContext={"state":1};';

function makeApp() {
  const csp = contentSecurityPolicy({ dev: false, mediaOrigins: [] });
  const app = new Hono<{ Variables: { cspNonce?: string } }>();
  app.use(csp.middleware());
  app.use(compress());
  app.use(
    pageCacheMiddleware({
      getCache: () => cache,
      decide: decidePageCache,
      nonceOf: (c) => (c.get("cspNonce") as string | undefined) ?? "",
      policy: (scriptHashes) => csp.policy({ scriptHashes }),
    }),
  );
  app.get("*", async (c) => {
    state.renders++;
    const version = state.version;
    if (state.gate) await state.gate;
    const nonce = c.get("cspNonce") ?? "";
    const filler = "<p>Camille Martin, photographe de mariage à Lyon.</p>".repeat(200);
    const links = Array.from(
      { length: 5 },
      (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="${nonce}"/>`,
    );
    const html = `<!DOCTYPE html><html><head><script>${THEME_SCRIPT}</script>${links.join("")}</head><body>${filler}<b>v${version}</b><p>é ✓ سلمى</p><script nonce="${nonce}">${INLINE}</script><script nonce="${nonce}" type="module" src="/assets/entry.js"></script></body></html>`;
    state.last = { html, nonce };
    const profile = c.req.path !== "/" && !c.req.path.startsWith("/blog");
    return new Response(html, {
      status: state.status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
        Vary: "Cookie",
        ...(profile ? { [PAGE_CACHE_MARKER]: profileTag("profile-1") } : {}),
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
  cache = new PageCache({ now: () => now, ttlMs: 60_000 });
  app = makeApp();
});

const fetchPage = (path = "/camille-martin", headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd", ...headers } });

function decode(response: Response, bytes: Buffer): string {
  const encoding = response.headers.get("Content-Encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  return bytes.toString();
}

async function html(response: Response): Promise<string> {
  return decode(response, Buffer.from(await response.arrayBuffer()));
}

/** Until the stand-in has started rendering (the event loop turns, no fixed wait). */
async function rendering(): Promise<void> {
  while (state.renders === 0) await new Promise((resolve) => setImmediate(resolve));
}

/** The page as stored: the render's nonce gone. */
const storedPage = () => state.last!.html.replaceAll(` nonce="${state.last!.nonce}"`, "");

describe("the page cache: one stored copy per variant", () => {
  it("answers the same bytes, ETag and CSP to every visitor of a variant, with no nonce", async () => {
    const first = await fetchPage();
    const second = await fetchPage();
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(state.renders).toBe(1);

    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const policy = first.headers.get("Content-Security-Policy")!;
    expect(second.headers.get("Content-Security-Policy")).toBe(policy);
    // The constant script by its hash, the render's own inline script by its hash, no nonce.
    expect(policy).not.toContain("'nonce-");
    expect(policy).toContain(scriptHash(THEME_SCRIPT));
    expect(policy).toContain(scriptHash(INLINE));
    expect(decode(first, a)).toBe(storedPage());
    expect(decode(first, a)).not.toContain("nonce=");
    expect(first.headers.get(PAGE_CACHE_MARKER)).toBe(null);
    expect(first.headers.get("Vary")).toContain("Accept-Encoding");
    expect(first.headers.get("Cache-Control")).toContain("stale-while-revalidate");
  });

  it("a page rendered for one visitor keeps a per-request nonce, the constant script its hash", async () => {
    const signedIn = await fetchPage("/camille-martin", { Cookie: "better-auth.session_token=abc.def" });
    const policy = signedIn.headers.get("Content-Security-Policy")!;
    expect(policy).toContain(`'nonce-${state.last!.nonce}'`);
    expect(policy).toContain(scriptHash(THEME_SCRIPT));
  });

  it("chooses brotli, gzip or none by Accept-Encoding; each is the same page", async () => {
    const cases: [string | undefined, string | null][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.8", "br"],
      ["identity", null],
      [undefined, null],
    ];
    const etags = new Set<string>();
    for (const [accept, expected] of cases) {
      const response = await app.request("/camille-martin", { headers: accept ? { "Accept-Encoding": accept } : {} });
      expect(response.headers.get("Content-Encoding"), accept).toBe(expected);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
      expect(decode(response, bytes)).toBe(storedPage());
      etags.add(response.headers.get("ETag")!);
    }
    expect(state.renders).toBe(1);
    // One strong ETag per stored encoding.
    expect(etags.size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(chooseEncoding("*")).toBe("br");
  });

  it("answers If-None-Match with a 304 carrying the same ETag and CSP as the kept page", async () => {
    const page = await fetchPage();
    const etag = page.headers.get("ETag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const notModified = await fetchPage("/camille-martin", { "If-None-Match": ifNoneMatch });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe("");
      expect(notModified.headers.get("ETag")).toBe(etag);
      expect(notModified.headers.get("Content-Security-Policy")).toBe(page.headers.get("Content-Security-Policy"));
    }
    // The identity copy's tag, revalidated by a client that now accepts gzip: still the kept copy's.
    const plain = await app.request("/camille-martin");
    const again = await fetchPage("/camille-martin", { "If-None-Match": plain.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(plain.headers.get("ETag"));
    expect((await fetchPage("/camille-martin", { "If-None-Match": '"stale"' })).status).toBe(200);
    expect(state.renders).toBe(1);
  });

  it("answers HEAD with the headers only", async () => {
    await fetchPage();
    const head = await app.request("/camille-martin", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Encoding")).toBe("br");
    expect(await head.text()).toBe("");
  });
});

describe("the page cache: what is stored, for whom, until when", () => {
  it("shows the change at once after invalidate(tag)", async () => {
    await fetchPage();
    state.version = 2;
    expect(await html(await fetchPage())).toContain("v1");
    cache.invalidate(profileTag("profile-1"));
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
    await rendering();
    cache.invalidate(profileTag("profile-1"));
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
    await rendering();
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
    const https = await fetchPage("/camille-martin", { Cookie: "__Host-better-auth.session_token=y; lang=fr" });
    expect(https.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    const lang = await fetchPage("/camille-martin?lang=en");
    expect(lang.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    const blog = await fetchPage("/blog", { Cookie: "better-auth.session_token=abc.def" });
    expect(blog.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    expect(state.renders).toBe(6);
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
    cache.invalidate(profileTag("profile-1"));
    expect(cache.stats().entries).toBe(0);
  });

  it("serves the site pages from the cache too, the blog by page, and drops them on `site`", async () => {
    for (const path of ["/", "/blog", "/blog?page=2", "/blog/hello-world", "/blog/?utm_source=x"])
      await fetchPage(path);
    expect(state.renders).toBe(4);
    expect((await fetchPage("/blog?page=2")).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    // A search is rendered each time, never stored.
    await fetchPage("/blog?q=mariage");
    await fetchPage("/blog?q=mariage");
    expect(state.renders).toBe(6);
    await fetchPage("/camille-martin");
    expect(cache.stats().entries).toBe(5);
    cache.invalidate(SITE_PAGES_TAG);
    expect(cache.stats().entries).toBe(1);
    expect((await fetchPage("/")).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });

  it("stores nothing without a tag, with Set-Cookie, or for an error", async () => {
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
    await fetchPage("/dashboard");
    expect(cache.stats().entries).toBe(0);
  });

  it("expires entries, and drops the least recently used beyond its size", async () => {
    await fetchPage();
    now += 61_000;
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");

    const size = cache.stats().bytes / cache.stats().entries;
    cache = new PageCache({ now: () => now, maxBytes: Math.floor(size * 2.5) });
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
    cache = new PageCache({ isReady: () => ready });
    await fetchPage();
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    expect(cache.stats().entries).toBe(0);
    ready = true;
    await fetchPage();
    expect((await fetchPage()).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });
});

describe("the page cache's front door", () => {
  it("answers a stored variant before the app, with the bytes and headers the app sent", async () => {
    const { createServer } = await import("node:http");
    const { getRequestListener } = await import("@hono/node-server");
    const { edgeHeaders, pageCacheFrontDoor } = await import("#app/services/page-cache/index.server.ts");
    const outer = new Hono();
    outer.use(edgeHeaders());
    outer.use(async (c, next) => {
      await next();
      c.header("X-Frame-Options", "DENY");
    });
    outer.route("/", app);
    const listener = getRequestListener(outer.fetch);
    const frontDoor = pageCacheFrontDoor({ getCache: () => cache, decide: decidePageCache });
    let doorAnswers = 0;
    const server = createServer((req, res) => {
      if (frontDoor(req, res)) doorAnswers++;
      else listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        import("node:http").then(({ get: httpGet }) =>
          httpGet(`http://127.0.0.1:${port}/camille-martin`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          }).on("error", reject),
        );
      });
    try {
      // The miss goes through the app, which notes the headers it sent.
      const through = await get({ "Accept-Encoding": "br" });
      expect(doorAnswers).toBe(0);
      expect(through.headers[CACHE_STATUS_HEADER]).toBe("MISS");
      const door = await get({ "Accept-Encoding": "br" });
      expect(doorAnswers).toBe(1);
      expect(door.headers[CACHE_STATUS_HEADER]).toBe("HIT");
      expect(state.renders).toBe(1);
      expect(door.body.equals(through.body)).toBe(true);
      const { date: _d1, "x-request-id": _r1, ...doorHeaders } = door.headers;
      const { date: _d2, "x-request-id": _r2, connection: _c, "keep-alive": _k, ...appHeaders } = through.headers;
      expect({ ...doorHeaders, connection: undefined, "keep-alive": undefined }).toEqual({
        ...appHeaders,
        [CACHE_STATUS_HEADER]: "HIT",
        connection: undefined,
        "keep-alive": undefined,
      });
      expect(door.headers["x-frame-options"]).toBe("DENY");
      const notModified = await get({ "Accept-Encoding": "br", "If-None-Match": String(door.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.headers["content-security-policy"]).toBe(door.headers["content-security-policy"]);
      expect(doorAnswers).toBe(2);
      // A signed-in visitor never goes through the door.
      await get({ Cookie: "better-auth.session_token=abc.def" });
      expect(doorAnswers).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
