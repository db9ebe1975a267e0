import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { hasSessionCookie } from "#app/features/auth/index.server.ts";
import { visitorLanguage } from "#app/services/i18n/resolve-language.ts";
import { type PageCacheDecision, SITE_PAGES_TAG } from "#app/services/page-cache/index.server.ts";
import { parseThemeCookie } from "#app/services/theme/theme.ts";
import { SITE_HEADER } from "#server/host-routing.ts";

/*
 * Which requests the page cache answers (decision 037), and the variant each gets.
 *
 * - The public site pages — the landing, the blog (its list, page by page, and each
 *   article), the help centre and the legal pages — tagged `site`: an article published,
 *   edited or removed drops them all (app/features/blog/manage-articles.server.ts); their
 *   other content ships with the code (a restart starts empty).
 * - The public profile /{slug}: stored when its loader marks the response with the
 *   profile's tag (anonymous viewers only), dropped by invalidateProfile.
 * Only anonymous visitors share a stored page: a session cookie bypasses the cache, as does
 * `?lang=` (it sets a cookie). The variant is the path, the visitor's language (or "page":
 * the page's own, the same for every visitor who names none of ours, decision 027) and the
 * theme cookie: the only inputs of these pages besides the database. A search (`?q=`) is not
 * cached; the blog's `?page=N` is part of the key; other parameters (fbclid, utm_*) are ignored.
 * - On a served custom domain (decision 046) the server names the domain in SITE_HEADER
 *   (server/host-routing.ts) and only its page is stored, under a key that starts with the
 *   domain: two domains, or a domain and the main host, never share an entry.
 */

const SITE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/blog\/?$/,
  /^\/blog\/[a-z0-9][a-z0-9-]*\/?$/,
  /^\/help\/?$/,
  /^\/help\/[a-z0-9][a-z0-9-]*\/?$/,
  /^\/(?:security|policy|privacy|privacy-policy|terms|data-protection)\/?$/,
  /^\/legal\/(?:privacy|terms|gdpr|cookies)\/?$/,
];

/** The one query a cached page reads: the blog list's `?page=N`. */
const PAGE_NUMBER = /^[1-9][0-9]{0,3}$/;

export function decidePageCache(request: Request, url: URL): PageCacheDecision {
  const { pathname, searchParams } = url;
  const domain = request.headers.get(SITE_HEADER);
  const site = !domain && SITE_PAGES.some((re) => re.test(pathname));
  let address: string | null = null;
  if (!site) {
    address = profileAddress(pathname);
    if (!address) return { kind: "pass" };
  }
  if (searchParams.has("lang") || hasSessionCookie(request)) return { kind: "bypass" };
  // A search is not cached; other parameters (fbclid, utm_*) change nothing on these pages.
  if (searchParams.has("q")) return { kind: "pass" };
  let query = "";
  const page = searchParams.get("page");
  if (site && page !== null && pathname.startsWith("/blog")) {
    if (!PAGE_NUMBER.test(page)) return { kind: "pass" };
    query = `?page=${page}`;
  }
  const cookie = request.headers.get("Cookie");
  const visitor = visitorLanguage({ url, cookie, acceptLanguage: request.headers.get("Accept-Language") });
  const variant = `${visitor?.lang ?? "page"}|${parseThemeCookie(cookie)}`;
  if (address) return { kind: "cache", key: `${domain ? `${domain}|` : ""}/${address}|${variant}`, tags: [] };
  return { kind: "cache", key: `${pathname.replace(/(.)\/$/, "$1")}${query}|${variant}`, tags: [SITE_PAGES_TAG] };
}

/** `/camille-martin` (or with a trailing slash) → "camille-martin"; null for any other path. */
function profileAddress(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1]!.endsWith(".data")) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return normalizeProfileAddress(segment);
}
