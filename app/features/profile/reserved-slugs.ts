/**
 * Words that can never be a profile address: the product's own top-level routes
 * (app/routes.ts), the server's paths, and words a visitor would read as the product's own
 * page. The editor refuses them; the public page answers 404 for them without a
 * database query.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // The product's own routes.
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
 * Shape of an address the public page may look up: a slug (`a-z0-9` and hyphens) or a
 * custom domain value (which may also hold dots). Anything else is a 404 without a query.
 */
const ADDRESS_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,98}[a-z0-9])?$/;

/** The lower-cased address, or null when it cannot name a profile. */
export function normalizeProfileAddress(param: string | undefined): string | null {
  if (!param) return null;
  const value = param.trim().toLowerCase();
  if (!ADDRESS_PATTERN.test(value) || RESERVED_SLUGS.has(value)) return null;
  return value;
}
