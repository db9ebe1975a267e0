import { DEFAULT_AFTER_SIGN_IN } from "./redirects.ts";

/**
 * The faces of the /auth screen (docs/product/accounts.md), plus the code step of a
 * sign-in with two-factor on (decision 035).
 */
export type AuthMode = "signin" | "signup" | "reset" | "two-factor";

/**
 * The mode an address asks for: `?mode=signup` or /signup.html opens sign-up,
 * `?mode=reset&token=…` (the link of a reset mail) the new-password form, anything else
 * sign-in. Read on the server for the first render and in the browser after each
 * navigation, so both always agree.
 */
export function authModeOf(location: { pathname: string; search: string }): {
  mode: AuthMode;
  resetToken: string | null;
} {
  const params = new URLSearchParams(location.search);
  const token = params.get("mode") === "reset" && !params.has("error") ? params.get("token") : null;
  if (token) return { mode: "reset", resetToken: token };
  if (params.get("mode") === "two-factor") return { mode: "two-factor", resetToken: null };
  if (params.get("mode") === "signup" || location.pathname.endsWith("/signup.html")) {
    return { mode: "signup", resetToken: null };
  }
  return { mode: "signin", resetToken: null };
}

/** The address of a mode of /auth, keeping where to go after signing in. */
export function authHref(mode: AuthMode, options: { redirectTo?: string; resetToken?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (mode === "signup" || mode === "two-factor") params.set("mode", mode);
  if (mode === "reset") {
    params.set("mode", "reset");
    if (options.resetToken) params.set("token", options.resetToken);
  }
  if (options.redirectTo && options.redirectTo !== DEFAULT_AFTER_SIGN_IN) params.set("redirectTo", options.redirectTo);
  return params.size > 0 ? `/auth?${params}` : "/auth";
}
