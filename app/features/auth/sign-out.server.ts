import { logError } from "#app/lib/log-error.server.ts";
import { getAuth } from "./auth.server.ts";
import { type AuthArgs, authHeaders } from "./auth-call.server.ts";
import { logActivity } from "./log-activity.server.ts";

/**
 * Signs out everywhere ("Sign out (global scope)"): every session of the user ends
 * on the server, and the browser's auth cookies are expired even if that failed, so the
 * visitor always leaves signed out (docs/product/accounts.md). Returns the Set-Cookie headers to send.
 */
export async function signOut(args: AuthArgs): Promise<Headers> {
  const auth = getAuth();
  let signedIn: { id: string; name: string; email: string } | undefined;
  try {
    const session = await auth.api.getSession({ headers: args.request.headers });
    if (session) {
      signedIn = session.user;
      await auth.api.revokeSessions({ headers: authHeaders(args) });
    }
  } catch (error) {
    logError("[auth] sign-out:", error);
  }
  if (signedIn) await logActivity("logout", signedIn);
  return await expiredAuthCookies();
}

/** Set-Cookie lines that delete better-auth's cookies in the browser. */
export async function expiredAuthCookies(): Promise<Headers> {
  const { authCookies } = await getAuth().$context;
  const headers = new Headers();
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const parts = [`${cookie.name}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=Lax"];
    if (cookie.attributes.secure) parts.push("Secure");
    headers.append("Set-Cookie", parts.join("; "));
  }
  return headers;
}
