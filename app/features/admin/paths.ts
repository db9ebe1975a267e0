/** Addresses of the admin area (docs/product/admin.md). */
export const ADMIN_HOME = "/admin";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_LOGOUT_PATH = "/admin/logout";
/** Where an admin-role account without two-factor sign-in is sent. */
export const ADMIN_TWO_FACTOR_PATH = "/admin/two-factor";
/** Where the account turns two-factor sign-in on. */
export const ACCOUNT_SETTINGS_PATH = "/dashboard/settings";

/** The `intent` of the admin password form (/admin/login and the gate of /admin-simple). */
export const ADMIN_LOGIN_INTENT = "admin-login";

/** The pause between '✅ Connexion réussie' and /admin. */
export const ADMIN_REDIRECT_DELAY_MS = 1000;

/** The pages a login may return to: the admin area's own, never another site. */
const ADMIN_PAGES =
  /^\/(?:admin(?:\/(?!login\b)[^?#]*)?|admin-simple|admin-blog(?:\/[^?#]*)?|contact-dashboard|analytics)(?:[?#].*)?$/;

/** `value` when it is a page of the admin area, else /admin. */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return ADMIN_HOME;
  if (/[\\\s]/.test(value)) return ADMIN_HOME;
  return ADMIN_PAGES.test(value) ? value : ADMIN_HOME;
}

/** Tabs of /admin, in order; the address keeps the open one (`?tab=`). */
export const CONSOLE_TABS = ["profiles", "messages", "reports", "blog", "activity", "jobs", "tools"] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export function consoleTabOf(value: string | null): ConsoleTab {
  return (CONSOLE_TABS as readonly string[]).includes(value ?? "") ? (value as ConsoleTab) : "profiles";
}

/** Tabs of /admin-simple. */
export const SIMPLE_TABS = ["messages", "profiles", "blog", "analytics"] as const;
export type SimpleTab = (typeof SIMPLE_TABS)[number];

export function simpleTabOf(value: string | null): SimpleTab {
  return (SIMPLE_TABS as readonly string[]).includes(value ?? "") ? (value as SimpleTab) : "messages";
}

/** A page number from the address: 1 for anything that is not a positive integer. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
