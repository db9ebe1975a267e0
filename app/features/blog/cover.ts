/**
 * Covers uploaded through the editor are stored as four files side by side (upload-cover.server.ts):
 * `<base>-c1600.webp` (the key kept in `cover_key`), `<base>-c1600.avif`, `<base>-c800.webp`
 * and `<base>-c800.avif`. Any other cover (demo seed) is one image. The URLs are made from the
 * keys by the caller's `urlOf` (the media store's, decision 030).
 */
const VARIANT_KEY = /^(blog-images\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64})-c1600\.webp$/;

export interface CoverSources {
  /** The image itself (`<img src>`). */
  src: string;
  /** `srcset` values by type, widest last; empty when the cover has no variants. */
  avif: string | null;
  webp: string | null;
}

type UrlOf = (key: string) => string | null;

/** The `<picture>` sources of a cover's key; null when `urlOf` gives it no URL. */
export function coverSources(key: string, urlOf: UrlOf): CoverSources | null {
  const src = urlOf(key);
  if (!src) return null;
  const match = VARIANT_KEY.exec(key);
  if (!match) return { src, avif: null, webp: null };
  const base = match[1]!;
  const set = (ext: string) => `${urlOf(`${base}-c800.${ext}`)} 800w, ${urlOf(`${base}-c1600.${ext}`)} 1600w`;
  return { src, avif: set("avif"), webp: set("webp") };
}

const ANY_VARIANT_KEY = /^(blog-images\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64})-c(?:1600|800)\.(?:webp|avif)$/;

/**
 * The `<picture>` sources of an image of ours pasted in an article's content, by its key: any of
 * the four variants of an upload (`…-c800.avif` as well as `…-c1600.webp`) gives the whole set,
 * with the 1600-pixel WebP as the image itself. null for anything else.
 */
export function blogImageSources(key: string, urlOf: UrlOf): CoverSources | null {
  const main = uploadedImageKey(key);
  return main ? coverSources(main, urlOf) : null;
}

/** The key of the 1600-pixel WebP of the upload `key` is a variant of; null for any other key. */
export function uploadedImageKey(key: string): string | null {
  const match = ANY_VARIANT_KEY.exec(key);
  return match ? `${match[1]}-c1600.webp` : null;
}

/** The keys of a cover's variants (to delete them with the article), or just its own key. */
export function coverVariantKeys(key: string): string[] {
  const match = /^(.*)-c1600\.webp$/.exec(key);
  if (!match) return [key];
  const base = match[1]!;
  return [`${base}-c1600.webp`, `${base}-c1600.avif`, `${base}-c800.webp`, `${base}-c800.avif`];
}
