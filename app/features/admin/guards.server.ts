import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getSession, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { isLanguage } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { user as userTable } from "#db/schema.ts";
import { expiredAdminCookie, findAdminSession, hasAdminCookie } from "./admin-session.server.ts";
import { ADMIN_HOME, ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH, safeAdminRedirect } from "./paths.ts";

/**
 * Who is administering: through the admin password (an admin session, maybe opened while
 * signed in to an account) or through an account whose role is admin.
 */
export interface AdminIdentity {
  via: "password" | "role";
  /** The account, when there is one (always for `role`). */
  userId: string | null;
  name: string | null;
  email: string | null;
  /** The admin session (password only). */
  sessionId: string | null;
  /** When this access ends: the admin session's 24 hours, or the account session's end. */
  expiresAt: Date;
}

/**
 * Who the request is, for the admin area: an administrator, an account with the admin role
 * that may not open the console because it has not turned two-factor sign-in on,
 * or nobody. The one place that rule lives: getAdmin, requireAdmin and findAdmin read it.
 */
type AdminLookup = { admin: AdminIdentity; needsTwoFactor: false } | { admin: null; needsTwoFactor: boolean };

async function lookUpAdmin(request: Request): Promise<AdminLookup> {
  const adminSession = await findAdminSession(request);
  if (adminSession) {
    let name: string | null = null;
    let email: string | null = null;
    if (adminSession.userId) {
      const [row] = await getDb()
        .select({ name: userTable.name, email: userTable.email })
        .from(userTable)
        .where(eq(userTable.id, adminSession.userId));
      name = row?.name ?? null;
      email = row?.email ?? null;
    }
    const admin: AdminIdentity = {
      via: "password",
      userId: adminSession.userId,
      name,
      email,
      sessionId: adminSession.id,
      expiresAt: adminSession.expiresAt,
    };
    return { admin, needsTwoFactor: false };
  }
  const account = await getSession(request);
  if (account && (account.user as { role?: unknown }).role === "admin") {
    // Read from the table, not the session: turning two-factor off takes effect at once.
    const [row] = await getDb()
      .select({ twoFactorEnabled: userTable.twoFactorEnabled })
      .from(userTable)
      .where(eq(userTable.id, account.user.id));
    if (row?.twoFactorEnabled !== true) return { admin: null, needsTwoFactor: true };
    const admin: AdminIdentity = {
      via: "role",
      userId: account.user.id,
      name: account.user.name,
      email: account.user.email,
      sessionId: null,
      expiresAt: new Date(account.session.expiresAt),
    };
    return { admin, needsTwoFactor: false };
  }
  return { admin: null, needsTwoFactor: false };
}

/**
 * The administrator of the request, or null. Reads the database; no redirect. An account
 * with the admin role but without two-factor sign-in is not an administrator here.
 */
export async function getAdmin(request: Request): Promise<AdminIdentity | null> {
  return (await lookUpAdmin(request)).admin;
}

/**
 * The administrator of the request or null, for a page that shows its own sign-in when there
 * is none (/admin-simple) — but an admin-role account without two-factor gets the refusal
 * of requireAdmin.
 */
export async function findAdmin(request: Request): Promise<AdminIdentity | null> {
  const found = await lookUpAdmin(request);
  if (found.needsTwoFactor) throw twoFactorRefusal(request);
  return found.admin;
}

/**
 * The refusal of an account with the admin role that has not turned two-factor sign-in on
 * (decision 035): a page goes to /admin/two-factor (« Activez la double authentification pour
 * ouvrir la console », with the way to the settings); an action is refused with 403 and
 * the same sentence.
 */
function twoFactorRefusal(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") {
    const lang = new URL(request.url).searchParams.get("lang");
    return redirect(isLanguage(lang) ? `${ADMIN_TWO_FACTOR_PATH}?lang=${lang}` : ADMIN_TWO_FACTOR_PATH);
  }
  return data(
    { message: getI18n(request).t("admin.twoFactor.required"), reason: "two-factor-required" },
    { status: 403 },
  );
}

/** Whether the request is an admin-role account refused for want of two-factor sign-in. */
export async function needsTwoFactorForConsole(request: Request): Promise<boolean> {
  return (await lookUpAdmin(request)).needsTwoFactor;
}

/**
 * Every admin loader and action starts with this (including the blog CMS):
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const admin = await requireAdmin(request);
 *     …
 *   }
 *
 * Without an admin, a page (GET) throws a redirect to /admin/login that comes back here
 * afterwards; an admin cookie that outlived its session is deleted and the login page says
 * the session expired ("logout toast and redirect to /admin/login"). Any other
 * method is an action, which is refused rather than redirected (a redirect would answer a
 * form post with the login page as if it had worked): 401 without any session, 403 for a
 * signed-in account that is not an administrator. A form posted from another site is
 * refused with 403 before anything else. An account with the admin role that has not turned
 * two-factor sign-in on is refused, page or action (twoFactorRefusal).
 */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (!isRead && !isSameSiteRequest(request)) {
    throw data({ message: getI18n(request).t("admin.guard.crossSite") }, { status: 403 });
  }
  const admin = await findAdmin(request);
  if (admin) return admin;
  if (isRead) throw redirect(...adminLoginRedirect(request));
  throw await refusal(request);
}

/** The answer to an action without an admin: 403 for a known account, else 401. */
async function refusal(request: Request) {
  const { t } = getI18n(request);
  if (await getSession(request)) {
    return data({ message: t("admin.guard.forbidden") }, { status: 403 });
  }
  const stale = hasAdminCookie(request);
  return data(
    { message: t(stale ? "admin.toasts.expiredDescription" : "admin.guard.signInRequired") },
    { status: 401, headers: stale ? { "Set-Cookie": expiredAdminCookie() } : undefined },
  );
}

/** Where requireAdmin sends a request without an admin, and the headers it sends along. */
export function adminLoginRedirect(request: Request): [string, ResponseInit | undefined] {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  const here = url.pathname + url.search;
  if (request.method === "GET" && safeAdminRedirect(here) === here && here !== ADMIN_HOME)
    params.set("redirectTo", here);
  // The sign-in page keeps the language the visitor asked for (no cookie remembers it yet).
  const lang = url.searchParams.get("lang");
  if (isLanguage(lang)) params.set("lang", lang);
  const stale = hasAdminCookie(request);
  if (stale) params.set("expired", "1");
  const query = params.size > 0 ? `?${params}` : "";
  return [`${ADMIN_LOGIN_PATH}${query}`, stale ? { headers: { "Set-Cookie": expiredAdminCookie() } } : undefined];
}
