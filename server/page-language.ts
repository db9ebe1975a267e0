import type { MiddlewareHandler } from "hono";
import { pageLanguageOf, profileAddressOfPath } from "#app/features/profile/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { PAGE_LANGUAGE_HEADER } from "#app/services/i18n/config.ts";
import { visitorLanguage } from "#app/services/i18n/resolve-language.ts";

/*
 * A trust page speaks its visitor's language, else its owner's (decision 027): when a
 * request for `/{slug}` (or a page under it) names none of our languages — no `?lang=`, no
 * `lang` cookie, no fr/en/ar in `Accept-Language` — the owner's page language is looked up
 * and handed to the route as PAGE_LANGUAGE_HEADER, which resolveRequestLanguage reads. A
 * client's own copy of that header is always dropped. Mounted after the page cache, so that
 * a page served from the cache costs no lookup (its key holds the visitor's language, or
 * "page").
 */
export function pageLanguage(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    const forged = request.headers.has(PAGE_LANGUAGE_HEADER);
    const address = profileAddressOfPath(c.req.path);
    let lang: string | null = null;
    if (
      address &&
      !visitorLanguage({
        url: request.url,
        cookie: request.headers.get("Cookie"),
        acceptLanguage: request.headers.get("Accept-Language"),
      })
    ) {
      // A page that cannot be read says so itself; its language then falls back to French.
      lang = await pageLanguageOf(address).catch((error: unknown) => {
        logError("[page-language] lookup failed:", error);
        return null;
      });
    }
    if (forged || lang) {
      const headers = new Headers(request.headers);
      headers.delete(PAGE_LANGUAGE_HEADER);
      if (lang) headers.set(PAGE_LANGUAGE_HEADER, lang);
      c.req.raw = new Request(request, { headers, duplex: "half" } as RequestInit);
    }
    return next();
  };
}
