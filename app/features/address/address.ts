/*
 * The profile address, `{host}/{slug}` — its pure rules, shared by the browser (the editor's
 * domain tab, the admin's dialog) and the server: the words no address may be, how typed text
 * becomes a slug, how long it may be, what an asked address is, and which address a request
 * may look up. What needs the database (allocation, availability, look-up, the hold of a
 * deleted account's address) is in `address.server.ts`. Decision 041.
 */

/** Max length of a profile address. */
export const MAX_SLUG_LENGTH = 50;

/** The slug of a profile whose owner asked for none and whose name gives none. */
export const FALLBACK_SLUG = "profil";

/**
 * Words that can never be a profile address: the product's own top-level routes, the
 * server's paths, and words a visitor would read as the product's own page. The editor and
 * the admin refuse them; the public page answers 404 for them without a database query.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // The product's top-level routes.
  "auth",
  "login",
  "signup",
  "dashboard",
  "admin",
  "admin-simple",
  "admin-blog",
  "contact-dashboard",
  "help",
  "contact",
  "status",
  "security",
  "privacy",
  "privacy-policy",
  "terms",
  "legal",
  "demo",
  "mockup",
  "diagnostic",
  "test",
  "data-protection",
  "policy",
  "blog",
  "blog-demo",
  "analytics",
  // Server paths and this feature's own routes.
  "api",
  "assets",
  "media",
  "healthz",
  "preferences",
  "go",
  "og",
  "favicon",
  "robots",
  "sitemap",
  // The blog's feeds and newsletter.
  "rss",
  "feed",
  "feeds",
  "atom",
  "newsletter",
  // Review collection.
  "unsubscribe",
  "my-review",
  "how-reviews-work",
  "invitation",
  "invite",
  "manifest",
  "well-known",
  // Words that would pass for the product's pages.
  "about",
  "account",
  "accounts",
  "app",
  "billing",
  "careers",
  "changelog",
  "docs",
  "download",
  "features",
  "fiable",
  "home",
  "index",
  "logout",
  "new",
  "null",
  "undefined",
  "pricing",
  "profile",
  "profiles",
  "register",
  "reset-password",
  "review",
  "reviews",
  "root",
  "search",
  "settings",
  "signin",
  "signout",
  "sign-out",
  "sign-in",
  "sign-up",
  "static",
  "support",
  "user",
  "users",
  "verify",
  "www",
]);

export function isReservedSlug(value: string): boolean {
  return RESERVED_SLUGS.has(value.trim().toLowerCase());
}

/**
 * Shape of an address the public page may look up: a slug (`a-z0-9` and hyphens), or a
 * requested address an older rule let hold dots. Anything else is a 404 without a query.
 */
const ADDRESS_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/;

/** The lower-cased address, or null when it cannot name a profile. */
export function normalizeProfileAddress(param: string | undefined): string | null {
  if (!param) return null;
  const value = param.trim().toLowerCase();
  if (!ADDRESS_PATTERN.test(value) || RESERVED_SLUGS.has(value)) return null;
  return value;
}

/** Typed text as a slug: lower case, letters/digits/hyphens only, repeated hyphens collapsed, cut to the max length. */
export function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-$/, "");
}

/** What an address typed by an owner or an admin asks for: a slug ("" for none), or why it cannot be one. */
export type AskedAddress =
  | { ok: true; slug: string }
  | { ok: false; problem: "invalid" }
  | { ok: false; problem: "reserved"; slug: string };

/**
 * The address typed text asks for: empty asks for none (the address comes from the name);
 * text with nothing a slug keeps is invalid; a reserved word is refused.
 */
export function askedAddress(typed: string): AskedAddress {
  const value = typed.trim();
  const slug = slugify(value);
  if (value !== "" && slug === "") return { ok: false, problem: "invalid" };
  if (slug !== "" && RESERVED_SLUGS.has(slug)) return { ok: false, problem: "reserved", slug };
  return { ok: true, slug };
}

/** Where allocation starts: the asked slug, else the name's, else FALLBACK_SLUG. */
export function addressBase(askedSlug: string, name: string): string {
  return askedSlug || slugify(name) || FALLBACK_SLUG;
}

/** The n-th candidate from `base`: `base`, then `base-1`, `base-2`…, cut so that the suffix fits the max length. */
export function addressCandidate(base: string, n: number): string {
  const suffix = n === 0 ? "" : `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-$/, "")}${suffix}`;
}
