import { logError } from "#app/lib/log-error.server.ts";
import { consumeEach, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { getAuth, VERIFIED_EMAIL_PATH } from "./auth.server.ts";
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
import type { SignIn } from "./schema.ts";

export type SignInSuccess =
  | {
      ok: true;
      twoFactor?: false;
      /** The session cookie to send with the response. */
      headers: Headers;
      user: { id: string; name: string; email: string };
    }
  | {
      ok: true;
      /** The password was right and two-factor is on: the code is next (decision 035). */
      twoFactor: true;
      /** The cookie of the two-factor step (no session yet). */
      headers: Headers;
    };

/**
 * Signs in with e-mail and password (docs/product/accounts.md). Every attempt takes a
 * point per e-mail and per IP, given back when it succeeds: the 4th failure for one e-mail
 * within a minute is refused with 429 before the password is even checked.
 */
export async function signInWithEmail(args: AuthArgs, input: SignIn): Promise<SignInSuccess | AuthFailure> {
  const email = input.email.trim().toLowerCase();
  const ip = args.context.clientIp;
  const limit = await consumeEach([
    ["auth.sign-in.email", email],
    ["auth.sign-in.ip", ip],
  ]);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);

  const refundAttempt = () => Promise.all([refund("auth.sign-in.email", email), refund("auth.sign-in.ip", ip)]);
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    await refundAttempt();
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: true, twoFactor: true, headers: cookieHeaders(headers) };
    }
    if (!("user" in response)) throw new Error("better-auth's sign-in answered neither a user nor a two-factor step");
    const { id, name } = response.user;
    return { ok: true, headers: cookieHeaders(headers), user: { id, name, email: response.user.email } };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_EMAIL_OR_PASSWORD":
      case "INVALID_EMAIL":
      case "PASSWORD_TOO_LONG":
        return failure(401, "auth.errors.invalidCredentials");
      case "EMAIL_NOT_VERIFIED": {
        // The password was right: not a failure to count, and a good moment to resend the link.
        await refundAttempt();
        const resent = await resendVerification(args, email);
        return failure(
          403,
          "auth.errors.emailNotConfirmed",
          resent ? { detail: "auth.notices.verificationResent" } : {},
        );
      }
      default:
        logError("[auth] sign-in:", error);
        return failure(500, "auth.errors.signInFailed");
    }
  }
}

/** Sends the confirmation link again, within the verification limits; whether it left. */
async function resendVerification(args: AuthArgs, email: string): Promise<boolean> {
  const limit = await consumeEach([
    ["auth.verification.email", email],
    ["auth.verification.ip", args.context.clientIp],
  ]);
  if (!limit.allowed) return false;
  try {
    const { mailFailed } = await watchAuthMails(() =>
      getAuth().api.sendVerificationEmail({
        body: { email, callbackURL: VERIFIED_EMAIL_PATH },
        headers: authHeaders(args),
      }),
    );
    return !mailFailed;
  } catch (error) {
    logError("[auth] verification resend:", error);
    return false;
  }
}
