import { logError } from "#app/lib/log-error.server.ts";
import { consumeEach } from "#app/services/rate-limit/rate-limit.server.ts";
import { getAuth, RESET_PASSWORD_PATH } from "./auth.server.ts";
import {
  type AuthArgs,
  type AuthFailure,
  authErrorCode,
  authHeaders,
  failure,
  tooManyAttempts,
} from "./auth-call.server.ts";
import { watchAuthMails } from "./auth-mails.server.ts";

/**
 * 'Mot de passe oublié ?' (back to /auth). The answer
 * is the same whether or not the address has an account, so the form tells nobody which
 * addresses are registered. A mail that could not be sent is 'Erreur lors de l'envoi de
 * l'email' (docs/product/accounts.md), not a success.
 */
export async function requestPasswordReset(args: AuthArgs, email: string): Promise<{ ok: true } | AuthFailure> {
  const normalized = email.trim().toLowerCase();
  const limit = await consumeEach([
    ["auth.password-reset.email", normalized],
    ["auth.password-reset.ip", args.context.clientIp],
  ]);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { mailFailed } = await watchAuthMails(() =>
      getAuth().api.requestPasswordReset({
        body: { email: normalized, redirectTo: RESET_PASSWORD_PATH },
        headers: authHeaders(args),
      }),
    );
    if (mailFailed) return failure(502, "auth.errors.resetSendFailed");
    return { ok: true };
  } catch (error) {
    logError("[auth] password reset request:", error);
    return failure(500, "auth.errors.resetSendFailed");
  }
}

/**
 * Sets a new password from the link of a reset mail. Every session of the account ends
 * (revokeSessionsOnPasswordReset): the user signs in again with the new password.
 */
export async function resetPassword(
  args: AuthArgs,
  input: { token: string; password: string },
): Promise<{ ok: true } | AuthFailure> {
  try {
    await getAuth().api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: authHeaders(args),
    });
    return { ok: true };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_TOKEN":
      case "USER_NOT_FOUND":
        return failure(400, "auth.errors.resetLinkInvalid");
      case "PASSWORD_TOO_SHORT":
        return failure(422, "auth.errors.passwordTooShort", { field: "password" });
      case "PASSWORD_TOO_LONG":
        return failure(422, "auth.errors.passwordTooLong", { field: "password" });
      default:
        logError("[auth] password reset:", error);
        return failure(500, "auth.errors.resetFailed");
    }
  }
}
