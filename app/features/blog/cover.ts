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

/** The keys of a cover's variants (to delete them with the article), or just its own key. */
export function coverVariantKeys(key: string): string[] {
  const match = /^(.*)-c1600\.webp$/.exec(key);
  if (!match) return [key];
  const base = match[1]!;
  return [`${base}-c1600.webp`, `${base}-c1600.avif`, `${base}-c800.webp`, `${base}-c800.avif`];
}
