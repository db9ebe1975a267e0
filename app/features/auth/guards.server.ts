import { redirect } from "react-router";
import { isAccountDeleted } from "#app/features/account-deletion/index.server.ts";
import { isLanguage } from "#app/services/i18n/config.ts";
import { getAuth, getSession, hasSessionCookie } from "./auth.server.ts";
import { cookieHeaders } from "./auth-call.server.ts";
import { DEFAULT_AFTER_SIGN_IN } from "./redirects.ts";
import { expiredAuthCookies } from "./sign-out.server.ts";

export type SessionInfo = NonNullable<Awaited<ReturnType<typeof getSession>>>;
export type SessionUser = SessionInfo["user"];

export { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "./redirects.ts";

/**
 * The signed-in user of a page that requires one (/dashboard, /contact-dashboard …), or a
 * redirect to /auth that comes back here after signing in:
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const { user, headers } = await requireUser(request);
 *     return data({ … }, { headers });
 *   }
 *
 * A session that ended (expired, signed out elsewhere, password reset) while the browser
 * still holds its cookie is sent to /auth with 'Votre session a expiré' rather than an
 * error, and the dead cookie is deleted. A deleted account, within its 30 days, is sent to
 * /account/restore (« Restaurer mon compte »).
 */
export async function requireUser(request: Request): Promise<SessionInfo & { headers: Headers }> {
  if (hasSessionCookie(request)) {
    const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
    // `headers`: the renewed session cookie when the session was extended (once a day):
    // return them from the loader (`data(…, { headers })`) to keep the browser's cookie in step.
    if (response) {
      // A deleted account (decision 036) signs in only to restore itself.
      if (await isAccountDeleted(response.user.id)) throw redirect("/account/restore");
      return { ...response, headers: cookieHeaders(headers) };
    }
  }
  const url = new URL(request.url);
  const params = new URLSearchParams();
  const here = url.pathname + url.search;
  if (here !== DEFAULT_AFTER_SIGN_IN) params.set("redirectTo", here);
  // The sign-in page keeps the language the visitor asked for (no cookie remembers it yet).
  const lang = url.searchParams.get("lang");
  if (isLanguage(lang)) params.set("lang", lang);
  const stale = hasSessionCookie(request);
  if (stale) params.set("expired", "1");
  const query = params.size > 0 ? `?${params}` : "";
  throw redirect(`/auth${query}`, stale ? { headers: await expiredAuthCookies() } : undefined);
}

/** The signed-in user, or null (pages that only change a button when signed in). */
export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}
