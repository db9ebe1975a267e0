import Negotiator from "negotiator";
import { preferenceCookie, readCookie } from "#app/lib/cookies.ts";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANG_COOKIE,
  LANG_QUERY_PARAM,
  LANGUAGES,
  type Language,
  PAGE_LANGUAGE_HEADER,
} from "./config.ts";

export type LanguageSource = "query" | "cookie" | "header" | "page" | "default";

/**
 * The interface language of a request (decision 027), the first that names one of ours:
 * 1. `?lang=` — a link or the switcher (it also sets the cookie);
 * 2. the `lang` cookie — the visitor's earlier choice;
 * 3. `Accept-Language` — the best match among fr, en, ar by the browser's own order and
 *    weights (`en-US` is English, `fr-CA` French; a browser asking only for German matches
 *    none);
 * 4. the language of the trust page being visited, as its owner set it;
 * 5. French.
 * Unknown values are ignored at each step.
 */
export function resolveLanguage(input: {
  url: string | URL;
  cookie: string | null | undefined;
  acceptLanguage?: string | null;
  pageLanguage?: string | null;
}): { lang: Language; source: LanguageSource } {
  const preference = visitorLanguage(input);
  if (preference) return preference;
  if (isLanguage(input.pageLanguage)) return { lang: input.pageLanguage, source: "page" };
  return { lang: DEFAULT_LANGUAGE, source: "default" };
}

/** Steps 1 to 3 of resolveLanguage: what the visitor asked for, or null when they named none of ours. */
export function visitorLanguage(input: {
  url: string | URL;
  cookie: string | null | undefined;
  acceptLanguage?: string | null;
}): { lang: Language; source: "query" | "cookie" | "header" } | null {
  const url = typeof input.url === "string" ? new URL(input.url) : input.url;
  const query = url.searchParams.get(LANG_QUERY_PARAM)?.toLowerCase();
  if (isLanguage(query)) return { lang: query, source: "query" };
  const cookie = readCookie(input.cookie, LANG_COOKIE)?.toLowerCase();
  if (isLanguage(cookie)) return { lang: cookie, source: "cookie" };
  const header = acceptedLanguage(input.acceptLanguage);
  if (header) return { lang: header, source: "header" };
  return null;
}

/** The best of fr, en, ar for an `Accept-Language` header (negotiator), or null. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const best = new Negotiator({ headers: { "accept-language": header } }).language([...LANGUAGES]);
  return isLanguage(best) ? best : null;
}

/**
 * The interface language of a request. The page's language comes from the request header
 * the server sets for the trust pages (server/page-language.ts), never from the client.
 */
export function resolveRequestLanguage(request: Request) {
  return resolveLanguage({
    url: request.url,
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
    pageLanguage: request.headers.get(PAGE_LANGUAGE_HEADER),
  });
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
