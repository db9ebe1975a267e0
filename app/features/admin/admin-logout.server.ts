import { getSession, signOut } from "#app/features/auth/index.server.ts";
import { logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import type { AdminArgs } from "./admin-login.server.ts";
import { actorOf } from "./admin-login.server.ts";
import { endAdminSession } from "./admin-session.server.ts";
import { getAdmin } from "./guards.server.ts";

/**
 * 'Déconnexion' (docs/product/admin.md): ends the admin session on the server
 * and deletes its cookie. An account whose role is admin would still be let in, so its
 * session ends too (the accounts' global sign-out). Returns the Set-Cookie headers.
 */
export async function signOutAdmin(args: AdminArgs): Promise<Headers> {
  const admin = await getAdmin(args.request);
  const headers = new Headers();
  headers.append("Set-Cookie", await endAdminSession(args.request));
  const account = await getSession(args.request).catch(() => null);
  if (account && (account.user as { role?: unknown }).role === "admin") {
    for (const cookie of (await signOut(args)).getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  if (admin) await logAdminActivity("admin_logout", actorOf(admin));
  return headers;
}
