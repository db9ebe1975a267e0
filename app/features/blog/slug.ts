/**
 * Article addresses (docs/product/blog.md).
 *
 * Editor rule: lower case, accents stripped, every run of characters other than a-z and
 * 0-9 becomes one hyphen, hyphens trimmed at both ends. Cut to 80 characters (at a hyphen
 * when one is near) so an address stays readable.
 */
export const ARTICLE_SLUG_MAX = 80;

export function articleSlug(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cut(slug, ARTICLE_SLUG_MAX);
}

/** The simple admin's slugs are at most 50 characters. */
export const SIMPLE_SLUG_MAX = 50;

/**
 * Simple admin rule: lower case, characters other than a-z,
 * digits, spaces and hyphens removed, spaces to hyphens, cut to 50 characters. Accents are
 * stripped first (é → e rather than dropping the letter), runs of hyphens collapse and the
 * ends are trimmed so the cut never leaves "mon-article-".
 */
export function simpleArticleSlug(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-{2,}/g, "-")
    .slice(0, SIMPLE_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug;
}

function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const at = head.lastIndexOf("-");
  return (at > max * 0.6 ? head.slice(0, at) : head).replace(/-+$/, "");
}

/** What a stored slug may look like (the editor's field is checked against it). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold, within `max` characters. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>, max = ARTICLE_SLUG_MAX): string {
  const root = base || "article";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
