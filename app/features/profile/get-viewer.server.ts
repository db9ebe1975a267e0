import { getSessionUser } from "#app/features/auth/auth.server.ts";
import { ANONYMOUS, type Viewer } from "./get-public-profile.server.ts";

/*
 * better-auth's session cookie: `better-auth.session_token`, with `__Secure-` in front on
 * https (the `-` variant is its legacy spelling). Only its presence matters here: without
 * it the request is anonymous and needs no database lookup (the fast path of the public
 * page); with it, better-auth checks it.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth[.-]session_token=[^;]/;

export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("Cookie");
  return cookie !== null && SESSION_COOKIE.test(cookie);
}

/** The viewer of a request: the signed-in user, or anonymous. */
export async function getViewer(request: Request): Promise<Viewer> {
  if (!hasSessionCookie(request)) return ANONYMOUS;
  const user = await getSessionUser(request);
  return user ? { userId: user.id } : ANONYMOUS;
}
