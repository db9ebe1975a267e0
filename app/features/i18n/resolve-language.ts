import { preferenceCookie, readCookie } from "#app/lib/cookies.ts";
import { DEFAULT_LANGUAGE, isLanguage, LANG_COOKIE, LANG_QUERY_PARAM, type Language } from "./config.ts";

export type LanguageSource = "query" | "cookie" | "default";

/**
 * The interface language of a request: `?lang=`, then the `lang` cookie, then French.
 * Unknown values are ignored at each step.
 *
 * Accept-Language is deliberately not consulted: the spec makes French the default, a
 * page's language then depends only on its URL and the visitor's own choice (no
 * `Vary: Accept-Language`, crawlers see French), and Arabic is never picked implicitly.
 */
export function resolveLanguage(input: { url: string | URL; cookie: string | null | undefined }): {
  lang: Language;
  source: LanguageSource;
} {
  const url = typeof input.url === "string" ? new URL(input.url) : input.url;
  const query = url.searchParams.get(LANG_QUERY_PARAM)?.toLowerCase();
  if (isLanguage(query)) return { lang: query, source: "query" };
  const cookie = readCookie(input.cookie, LANG_COOKIE)?.toLowerCase();
  if (isLanguage(cookie)) return { lang: cookie, source: "cookie" };
  return { lang: DEFAULT_LANGUAGE, source: "default" };
}

export function resolveRequestLanguage(request: Request) {
  return resolveLanguage({ url: request.url, cookie: request.headers.get("Cookie") });
}

export function languageCookie(lang: Language, { secure }: { secure: boolean }): string {
  return preferenceCookie(LANG_COOKIE, lang, { secure });
}

/**
 * When `?lang=` chose the language and the cookie says otherwise, the `Set-Cookie` that
 * keeps that choice for the next pages; otherwise null.
 */
export function languageCookieFromQuery(request: Request, { secure }: { secure: boolean }): string | null {
  const { lang, source } = resolveRequestLanguage(request);
  if (source !== "query") return null;
  if (readCookie(request.headers.get("Cookie"), LANG_COOKIE) === lang) return null;
  return languageCookie(lang, { secure });
}
