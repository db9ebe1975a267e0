import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/services/i18n/config.ts";
import { getPool } from "#db/client.server.ts";

/**
 * The trust-page address a path belongs to: `/{slug}` and every page under it
 * (`/{slug}/reviews`, `/{slug}/review`, `/{slug}/invitation/…`, their `.data`), or null
 * for the site's own paths (reserved words) and anything that cannot be an address.
 */
export function profileAddressOfPath(pathname: string): string | null {
  const segment = /^\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment.replace(/\.data$/, ""));
  } catch {
    return null;
  }
  return normalizeProfileAddress(decoded);
}

/** The language the owner of `address` writes their page in (decision 027), or null when no page has that address. */
export async function pageLanguageOf(address: string): Promise<Language | null> {
  const { rows } = await getPool().query<{ page_language: string }>({
    name: "profile-page-language",
    text: "select page_language from profiles where slug = $1",
    values: [address],
  });
  const value = rows[0]?.page_language;
  if (value === undefined) return null;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
