/** The landing page after signing in, unless a guarded page sent the visitor to /auth. */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * `/dashboard?created=1`: the first arrival of a new account, back from its confirmation
 * link; the editor says 'Compte créé !' (docs/product/accounts.md) and drops the parameter.
 */
export const ACCOUNT_CREATED_PARAM = "created";

/** The pause between a successful sign-in and the dashboard, when JavaScript runs. */
export const REDIRECT_DELAY_MS = 1000;

/**
 * A path of this site to go to after signing in, or the default: never another origin
 * (`//evil.example`, `/\evil.example`), never /auth itself or the auth API.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  const base = "http://fiable.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname === "/auth" || url.pathname.startsWith("/api/")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
