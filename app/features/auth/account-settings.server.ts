import { and, eq, gt, ne } from "drizzle-orm";
import { logError } from "#app/lib/log-error.server.ts";
import { consume, consumeEach, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { account, session as sessionTable } from "#db/schema.ts";
import { getAuth } from "./auth.server.ts";
import {
  type AuthArgs,
  type AuthFailure,
  authErrorCode,
  authHeaders,
  cookieHeaders,
  failure,
  tooManyAttempts,
} from "./auth-call.server.ts";
import { watchAuthMails } from "./auth-mails.server.ts";
import type { SessionInfo } from "./guards.server.ts";

/** Where the link confirming a new address lands. */
export const EMAIL_CHANGED_PATH = "/dashboard/settings?emailChanged=1";

export interface AccountOverview {
  /** Whether the account has a password (not only Google or LinkedIn). */
  hasPassword: boolean;
  /** Sessions of this account on other devices or browsers, still valid. */
  otherSessions: number;
}

export async function accountOverview(current: SessionInfo): Promise<AccountOverview> {
  const db = getDb();
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, current.user.id), eq(account.providerId, "credential")))
    .limit(1);
  const others = await db
    .select({ id: sessionTable.id })
    .from(sessionTable)
    .where(
      and(
        eq(sessionTable.userId, current.user.id),
        ne(sessionTable.id, current.session.id),
        gt(sessionTable.expiresAt, new Date()),
      ),
    );
  return { hasPassword: Boolean(credential), otherSessions: others.length };
}

/**
 * Changes the password of the signed-in user, who types the current one. Other devices
 * are signed out; this browser gets a fresh session cookie (returned in `headers`).
 */
export async function changePassword(
  args: AuthArgs,
  current: SessionInfo,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true; headers: Headers } | AuthFailure> {
  const limit = await consume("auth.current-password.user", current.user.id);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    await refund("auth.current-password.user", current.user.id);
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_PASSWORD":
        return failure(400, "auth.errors.currentPasswordWrong", { field: "currentPassword" });
      case "PASSWORD_TOO_SHORT":
        return failure(422, "auth.errors.passwordTooShort", { field: "newPassword" });
      case "PASSWORD_TOO_LONG":
        return failure(422, "auth.errors.passwordTooLong", { field: "newPassword" });
      case "CREDENTIAL_ACCOUNT_NOT_FOUND":
        return failure(400, "auth.errors.noPassword");
      default:
        logError("[auth] change password:", error);
        return failure(500, "auth.errors.genericFailure");
    }
  }
}

/**
 * Starts a change of e-mail address: a link goes to the new address, and the account uses
 * it once that link is followed (re-verification). Accounts with a password confirm the
 * request with it. The answer does not say whether the new address is taken.
 */
export async function changeEmail(
  args: AuthArgs,
  current: SessionInfo,
  input: { newEmail: string; currentPassword?: string },
  overview: Pick<AccountOverview, "hasPassword">,
): Promise<{ ok: true; newEmail: string } | AuthFailure> {
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === current.user.email.toLowerCase())
    return failure(400, "auth.errors.sameEmail", { field: "newEmail" });

  if (overview.hasPassword) {
    if (!input.currentPassword) return failure(422, "auth.errors.passwordRequired", { field: "currentPassword" });
    const limit = await consume("auth.current-password.user", current.user.id);
    if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
    try {
      await getAuth().api.verifyPassword({ body: { password: input.currentPassword }, headers: authHeaders(args) });
      await refund("auth.current-password.user", current.user.id);
    } catch (error) {
      if (authErrorCode(error) === "INVALID_PASSWORD") {
        return failure(400, "auth.errors.currentPasswordWrong", { field: "currentPassword" });
      }
      logError("[auth] change e-mail (password check):", error);
      return failure(500, "auth.errors.genericFailure");
    }
  }

  const limit = await consumeEach([
    ["auth.verification.email", current.user.email],
    ["auth.verification.ip", args.context.clientIp],
  ]);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { mailFailed } = await watchAuthMails(() =>
      getAuth().api.changeEmail({
        body: { newEmail, callbackURL: EMAIL_CHANGED_PATH },
        headers: authHeaders(args),
      }),
    );
    if (mailFailed) return failure(502, "auth.errors.mailSendFailed", { field: "newEmail" });
    return { ok: true, newEmail };
  } catch (error) {
    logError("[auth] change e-mail:", error);
    return failure(500, "auth.errors.genericFailure");
  }
}

/** Signs out every other device and browser of the signed-in user. */
export async function signOutOtherDevices(args: AuthArgs): Promise<{ ok: true } | AuthFailure> {
  try {
    await getAuth().api.revokeOtherSessions({ headers: authHeaders(args) });
    return { ok: true };
  } catch (error) {
    logError("[auth] sign out other devices:", error);
    return failure(500, "auth.errors.genericFailure");
  }
}
