import type { MiddlewareHandler } from "hono";

/** Paths whose answers never depend on the visitor's language. */
const SAME_FOR_EVERYONE = /^\/(?:assets|media|og)\//;

/**
 * Pages, their `.data` and the JSON answers are in the visitor's language, which comes from
 * `?lang=` (in the URL), the `lang` cookie or `Accept-Language` (decision 027): a shared
 * cache must keep one copy per value of those headers. One rule here rather than a `Vary`
 * per route; a route's own `Vary` values are kept.
 */
export function varyOnLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (SAME_FOR_EVERYONE.test(c.req.path)) return;
    const current = c.res.headers.get("Vary");
    if (current?.trim() === "*") return;
    const values = new Map<string, string>();
    for (const value of (current ?? "").split(",")) {
      const name = value.trim();
      if (name) values.set(name.toLowerCase(), name);
    }
    for (const name of ["Cookie", "Accept-Language"])
      values.set(name.toLowerCase(), values.get(name.toLowerCase()) ?? name);
    c.res.headers.set("Vary", [...values.values()].join(", "));
  };
}
