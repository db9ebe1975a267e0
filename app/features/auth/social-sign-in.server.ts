import { logError } from "#app/lib/log-error.server.ts";
import { enabledSocialProviders, getAuth, type SocialProvider } from "./auth.server.ts";
import { type AuthArgs, type AuthFailure, authHeaders, cookieHeaders, failure } from "./auth-call.server.ts";
import { DEFAULT_AFTER_SIGN_IN } from "./redirects.ts";

/**
 * Starts a Google or LinkedIn sign-in: the address of the provider's consent page and the
 * state cookie to send with the redirect. The provider sends the browser back to
 * /api/auth/callback/<provider>, which opens the session and goes on to /dashboard (or to
 * /auth?error=… when the visitor refused).
 */
export async function startSocialSignIn(
  args: AuthArgs,
  provider: string,
): Promise<{ ok: true; url: string; headers: Headers } | AuthFailure> {
  if (!enabledSocialProviders().includes(provider as SocialProvider)) return failure(400, "auth.errors.authFailed");
  try {
    const { headers, response } = await getAuth().api.signInSocial({
      body: {
        provider,
        callbackURL: DEFAULT_AFTER_SIGN_IN,
        newUserCallbackURL: DEFAULT_AFTER_SIGN_IN,
        errorCallbackURL: "/auth",
        disableRedirect: true,
      },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    if (!response.url) return failure(500, "auth.errors.authFailed");
    return { ok: true, url: response.url, headers: cookieHeaders(headers) };
  } catch (error) {
    logError(`[auth] ${provider} sign-in:`, error);
    return failure(500, "auth.errors.authFailed");
  }
}
