import type { MiddlewareHandler } from "hono";
import { CACHE_STATUS_HEADER, PAGE_CACHE_MARKER, type PageCache, VARIANT_OF_RESPONSE } from "./page-cache.server.ts";

/** The context variable naming the stored variant a response was made from (read by edgeHeaders). */
export const VARIANT_VARIABLE = "pageCacheVariant";

/** How the server sees a request (server/page-cache-rules.ts): not a cached page, a visitor who must not get the shared copy, or a variant. */
export type PageCacheDecision = { kind: "pass" } | { kind: "bypass" } | { kind: "cache"; key: string; tags: string[] };

export interface PageCacheMiddlewareOptions {
  getCache: () => PageCache;
  decide: (request: Request, url: URL) => PageCacheDecision;
  /** The CSP nonce of this request, if the server drew one. */
  nonceOf: (c: Parameters<MiddlewareHandler>[0]) => string;
  /** The Content-Security-Policy of a stored page (its inline scripts' hashes). */
  policy: (scriptHashes: readonly string[]) => string;
}

/**
 * The Hono middleware (server/http.ts, inside the CSP and compression middlewares, so
 * that a stored page keeps its own CSP and encoding): answers anonymous GETs and HEADs of
 * cacheable pages from the cache (decision 037).
 */
export function pageCacheMiddleware(options: PageCacheMiddlewareOptions): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const decision = options.decide(request, new URL(request.url));
    if (decision.kind === "pass") {
      await next();
      if (c.res.headers.has(PAGE_CACHE_MARKER)) c.res.headers.delete(PAGE_CACHE_MARKER);
      return;
    }
    const cache = options.getCache();
    if (decision.kind === "bypass" || !cache.ready()) {
      cache.countBypass();
      await next();
      c.res.headers.delete(PAGE_CACHE_MARKER);
      c.res.headers.set(CACHE_STATUS_HEADER, "BYPASS");
      return;
    }
    let rendered: Response | undefined;
    const response = await cache.handle(
      request,
      { key: decision.key, tags: decision.tags, nonce: options.nonceOf(c), policy: options.policy },
      async () => {
        await next();
        rendered = c.res;
        return c.res;
      },
    );
    const variant = VARIANT_OF_RESPONSE.get(response);
    if (variant) c.set(VARIANT_VARIABLE as never, variant as never);
    if (response !== rendered) {
      // Replace, not merge: Hono's `res` setter would copy the rendered response's headers over ours.
      c.res = undefined as unknown as Response;
      c.res = response;
    }
  };
}
