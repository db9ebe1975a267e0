import { eq } from "drizzle-orm";
import { logError } from "#app/lib/log-error.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { resolveRequestLanguage } from "#app/services/i18n/resolve-language.ts";
import { consumeEach } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";
import { getAuth, VERIFIED_EMAIL_PATH } from "./auth.server.ts";
import {
  type AuthArgs,
  type AuthFailure,
  authErrorCode,
  authHeaders,
  failure,
  tooManyAttempts,
} from "./auth-call.server.ts";
import { watchAuthMails } from "./auth-mails.server.ts";
import { type SignUp, SignUpSchema } from "./schema.ts";

export interface SignUpSuccess {
  ok: true;
  user: { id: string; name: string; email: string; emailVerified: boolean };
}

/**
 * Creates an account with e-mail and password and sends the confirmation link
 * (docs/product/accounts.md). No session yet: the link in the mail signs the user in and lands on
 * /dashboard. Used by /auth and by the landing page's hero form:
 *
 *   export async function action(args: Route.ActionArgs) {
 *     const form = await args.request.formData();
 *     const result = await signUpWithEmail(args, {
 *       name: String(form.get("name") ?? ""), email: String(form.get("email") ?? ""),
 *       password: String(form.get("password") ?? ""),
 *     });
 *     if (!result.ok) return data({ error: t(result.message) }, { status: result.status, headers: result.headers });
 *     …  // 'Vérifiez votre email'
 *   }
 *
 * The input is validated here again (trimmed name and e-mail, password of 6 to 128
 * characters); `field` tells which input a refusal is about. An address already in use
 * is refused with 'Cette adresse email est déjà utilisée…' (docs/product/accounts.md),
 * behind the per-IP limit. When the confirmation mail cannot be sent, the account stays
 * (signing in sends the link again) and the answer says the mail did not leave.
 */
export async function signUpWithEmail(
  args: AuthArgs,
  input: { name: string; email: string; password: string },
  options: { lang?: Language } = {},
): Promise<SignUpSuccess | AuthFailure> {
  const parsed = SignUpSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = (issue?.message ?? "auth.errors.signUpFailed") as AuthFailure["message"];
    return failure(422, message, { field: String(issue?.path[0] ?? "") });
  }
  const { name, email, password }: SignUp = parsed.data;

  const limit = await consumeEach([
    ["auth.sign-up.email", email],
    ["auth.sign-up.ip", args.context.clientIp],
  ]);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);

  const [existing] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) return failure(409, "auth.errors.alreadyRegistered", { field: "email" });

  const lang = options.lang ?? resolveRequestLanguage(args.request).lang;
  try {
    const { result, mailFailed } = await watchAuthMails(() =>
      getAuth().api.signUpEmail({
        body: { name, email, password, locale: lang, callbackURL: VERIFIED_EMAIL_PATH },
        headers: authHeaders(args),
      }),
    );
    if (mailFailed) return failure(502, "auth.errors.verificationSendFailed");
    const created = result.user;
    return {
      ok: true,
      user: { id: created.id, name: created.name, email: created.email, emailVerified: created.emailVerified },
    };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "USER_ALREADY_EXISTS":
      case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
        return failure(409, "auth.errors.alreadyRegistered", { field: "email" });
      case "PASSWORD_TOO_SHORT":
        return failure(422, "auth.errors.passwordTooShort", { field: "password" });
      case "PASSWORD_TOO_LONG":
        return failure(422, "auth.errors.passwordTooLong", { field: "password" });
      case "INVALID_EMAIL":
        return failure(422, "auth.errors.emailInvalid", { field: "email" });
      default:
        logError("[auth] sign-up:", error);
        return failure(500, "auth.errors.signUpFailed");
    }
  }
}
