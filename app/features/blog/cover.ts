/**
 * Covers uploaded through the editor are stored as four files side by side (upload-cover.server.ts):
 * `<base>-c1600.webp` (the URL kept in `cover_image`), `<base>-c1600.avif`, `<base>-c800.webp`
 * and `<base>-c800.avif`. Any other cover (demo seed, URL typed in /admin-blog) is one image.
 */
const VARIANT_URL = /^(\/media\/blog-images\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64})-c1600\.webp$/;

export interface CoverSources {
  /** The image itself (`<img src>`). */
  src: string;
  /** `srcset` values by type, widest last; empty when the cover has no variants. */
  avif: string | null;
  webp: string | null;
}

/** The `<picture>` sources of a cover URL already checked by safeMediaUrl. */
export function coverSources(url: string): CoverSources {
  const match = VARIANT_URL.exec(url);
  if (!match) return { src: url, avif: null, webp: null };
  const base = match[1]!;
  return {
    src: url,
    avif: `${base}-c800.avif 800w, ${base}-c1600.avif 1600w`,
    webp: `${base}-c800.webp 800w, ${base}-c1600.webp 1600w`,
  };
}

const ANY_VARIANT_URL = /^(\/media\/blog-images\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64})-c(?:1600|800)\.(?:webp|avif)$/;

/**
 * The `<picture>` sources of an image of ours pasted in an article's content: any of the
 * four variants of an upload (`…-c800.avif` as well as `…-c1600.webp`) gives the whole set,
 * with the 1600-pixel WebP as the image itself. null for anything else.
 */
export function blogImageSources(url: string): CoverSources | null {
  const match = ANY_VARIANT_URL.exec(url);
  return match ? coverSources(`${match[1]}-c1600.webp`) : null;
}

/** The keys of a cover's variants (to delete them with the article), or just its own key. */
export function coverVariantKeys(key: string): string[] {
  const match = /^(.*)-c1600\.webp$/.exec(key);
  if (!match) return [key];
  const base = match[1]!;
  return [`${base}-c1600.webp`, `${base}-c1600.avif`, `${base}-c800.webp`, `${base}-c800.avif`];
}
