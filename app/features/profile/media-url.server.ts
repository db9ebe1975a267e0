import { MEDIA_URL_PREFIX } from "#app/features/media/media-store.server.ts";

/**
 * A media URL a page may put in `src`: a file of our media store (`/media/…`) or an https
 * URL (an S3-compatible store's public address). Anything else (data:, javascript:,
 * protocol-relative, http) is dropped, so a bad value in the database cannot turn into a
 * request to an arbitrary place.
 */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith(MEDIA_URL_PREFIX) && !value.includes("..")) return value;
  if (value.startsWith("https://")) {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  return null;
}
