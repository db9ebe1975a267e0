import type { MiddlewareHandler } from "hono";

/**
 * Headers per route, not one rule for all (decision 032). Every response gets the secure
 * headers of server/http.ts — `frame-ancestors 'none'`, `X-Frame-Options: DENY`,
 * `Cross-Origin-Resource-Policy: same-origin` — except what the reviews widget needs on
 * other sites:
 * - what other sites load: /embed.js, the public read API and the texts it reads
 *   (GET /api/v1/profiles/…, /api/v1/messages), public media (/media/*) and a video's
 *   captions → `Cross-Origin-Resource-Policy: cross-origin`; the texts, media and captions
 *   also get `Access-Control-Allow-Origin: *` (a captioned video is fetched in CORS mode);
 * - what other sites frame: only a response whose own policy says `frame-ancestors *` (the
 *   iframe variant /{slug}/embed sets it, app/features/embed/embed-page.server.ts) loses
 *   `X-Frame-Options`. A path alone never makes a page framable.
 * Mounted before the secure-headers middleware, so it sees (and corrects) its headers.
 */
const CROSS_ORIGIN: readonly RegExp[] = [
  /^\/embed\.js$/,
  /^\/api\/v1\/profiles\/[^/]+(\/reviews)?$/,
  /^\/api\/v1\/messages$/,
  /^\/media\//,
  /^\/[^/]+\/reviews\/[^/]+\/captions\.vtt$/,
];
const OPEN_CORS: readonly RegExp[] = [
  /^\/api\/v1\/messages$/,
  /^\/media\//,
  /^\/[^/]+\/reviews\/[^/]+\/captions\.vtt$/,
];

export function isCrossOriginResource(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD" || method === "OPTIONS") && CROSS_ORIGIN.some((re) => re.test(path));
}

export function routeHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    const headers = c.res.headers;
    if (isCrossOriginResource(method, path)) {
      headers.set("Cross-Origin-Resource-Policy", "cross-origin");
      if (OPEN_CORS.some((re) => re.test(path)) && !headers.has("Access-Control-Allow-Origin")) {
        headers.set("Access-Control-Allow-Origin", "*");
      }
    }
    const policy = headers.get("Content-Security-Policy") ?? "";
    if (/(^|;)\s*frame-ancestors \*\s*(;|$)/.test(policy)) headers.delete("X-Frame-Options");
  };
}
