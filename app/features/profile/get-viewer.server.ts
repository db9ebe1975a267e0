import { getSessionUser, hasSessionCookie } from "#app/features/auth/index.server.ts";
import { ANONYMOUS, type Viewer } from "./get-public-profile.server.ts";

// Without a session cookie the request is anonymous and needs no database lookup (the fast
// path of the public page); with one, better-auth checks it.
export { hasSessionCookie };

/** The viewer of a request: the signed-in user, or anonymous. */
export async function getViewer(request: Request): Promise<Viewer> {
  if (!hasSessionCookie(request)) return ANONYMOUS;
  const user = await getSessionUser(request);
  return user ? { userId: user.id } : ANONYMOUS;
}
