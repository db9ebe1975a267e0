import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { enabledSocialProviders, getSession, type SocialProvider } from "./auth.server.ts";
import { type AuthArgs, type AuthFailure, type AuthMessage, isSameSiteRequest } from "./auth-call.server.ts";
import { type AuthMode, authHref } from "./mode.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.server.ts";
import { recordHeroSignUpStarted } from "./record-signup-started.server.ts";
import { ACCOUNT_CREATED_PARAM, DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "./redirects.ts";
import {
  type AuthIntent,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TwoFactorSignInSchema,
} from "./schema.ts";
import { signInWithEmail } from "./sign-in.server.ts";
import { signUpWithEmail } from "./sign-up.server.ts";
import { startSocialSignIn } from "./social-sign-in.server.ts";
import { completeSignInWithCode } from "./two-factor.server.ts";

export interface AuthPageState {
  /** Where to go once signed in (a guarded page that sent the visitor here, else /dashboard). */
  redirectTo: string;
  socialProviders: SocialProvider[];
  /** A message to show on arrival: expired session, dead link, refused social sign-in. */
  notice: { tone: "error" | "info"; message: AuthMessage } | null;
}

/**
 * What the /auth page needs beyond its address (whose mode `authModeOf` reads), or a
 * redirect for a visitor already signed in.
 */
export async function authPageState(request: Request): Promise<AuthPageState> {
  const url = new URL(request.url);
  const params = url.searchParams;
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  // A signed-in visitor goes to the dashboard (a redirect replaces /auth in the history).
  // Back from the confirmation link (signed in by it), the account now exists: the editor
  // says 'Compte créé !' once (ACCOUNT_CREATED_PARAM).
  if (await getSession(request)) {
    const created = params.has("verified") && !params.has("error") && redirectTo === DEFAULT_AFTER_SIGN_IN;
    throw redirect(created ? `${DEFAULT_AFTER_SIGN_IN}?${ACCOUNT_CREATED_PARAM}=1` : redirectTo);
  }

  const error = params.get("error");
  let notice: AuthPageState["notice"] = null;
  if (error) {
    const message: AuthMessage =
      params.get("mode") === "reset"
        ? "auth.errors.resetLinkInvalid"
        : params.has("verified")
          ? "auth.errors.verifyLinkInvalid"
          : error === "access_denied"
            ? "auth.errors.accessDenied"
            : "auth.errors.authFailed";
    notice = { tone: "error", message };
  } else if (params.get("expired") === "1") {
    notice = { tone: "info", message: "auth.notices.sessionExpired" };
  } else if (params.has("redirectTo")) {
    notice = { tone: "info", message: "auth.notices.signInRequired" };
  }
  return { redirectTo, socialProviders: enabledSocialProviders(), notice };
}

/** The answer of the /auth action, read by the page (toasts, mode switches, field errors). */
export type AuthActionData =
  | {
      intent: AuthIntent;
      status: "error";
      reply: SubmissionResult<string[]>;
      message?: AuthMessage;
      detail?: AuthMessage;
      /** The mode to show now (an address already registered switches to sign-in). */
      switchTo?: AuthMode;
      email?: string;
    }
  | { intent: "sign-in" | "two-factor"; status: "success"; redirectTo: string }
  /** The password was right; the code step of two-factor comes next (`to`: its address). */
  | { intent: "sign-in"; status: "two-factor"; to: string }
  | { intent: "sign-up"; status: "success"; switchTo: "signin"; email: string }
  | { intent: "forgot-password"; status: "success" }
  | { intent: "reset-password"; status: "success"; switchTo: "signin" };

const HIDDEN = { hideFields: ["password"] };

/**
 * The /auth action: every form of the screen posts here, with an `intent`. It works before
 * JavaScript loads (plain redirects); once the page is hydrated the forms send `js=1` and
 * get data back instead, so that the page can toast and wait a second before leaving
 * (1000 ms).
 */
export async function handleAuthAction(args: AuthArgs) {
  const { request } = args;
  if (!isSameSiteRequest(request)) throw data(null, { status: 403 });
  const form = await request.formData();
  const intent = form.get("intent");
  const js = form.get("js") === "1";

  function refuse(intentName: AuthIntent, reply: SubmissionResult<string[]>, result?: AuthFailure, extra = {}) {
    const body: AuthActionData = {
      intent: intentName,
      status: "error",
      reply,
      ...(result ? { message: result.message, detail: result.detail } : {}),
      ...extra,
    };
    return data(body, { status: result?.status ?? 422, headers: result?.headers });
  }

  switch (intent) {
    case "sign-in": {
      const submission = parseWithZod(form, { schema: SignInSchema });
      if (submission.status !== "success") return refuse("sign-in", submission.reply(HIDDEN));
      const result = await signInWithEmail(args, submission.value);
      if (!result.ok) return refuse("sign-in", submission.reply(HIDDEN), result);
      const redirectTo = safeRedirectPath(form.get("redirectTo"));
      if (result.twoFactor) {
        const to = authHref("two-factor", { redirectTo });
        if (!js) throw redirect(to, { headers: result.headers });
        return data({ intent: "sign-in", status: "two-factor", to } satisfies AuthActionData, {
          headers: result.headers,
        });
      }
      if (!js) throw redirect(redirectTo, { headers: result.headers });
      return data({ intent: "sign-in", status: "success", redirectTo } satisfies AuthActionData, {
        headers: result.headers,
      });
    }

    case "sign-up": {
      await recordHeroSignUpStarted(args, form);
      const submission = parseWithZod(form, { schema: SignUpSchema });
      if (submission.status !== "success") return refuse("sign-up", submission.reply(HIDDEN));
      const result = await signUpWithEmail(args, submission.value);
      if (!result.ok) {
        // The address has an account (already, or now without its mail): sign-in is next.
        const extra =
          result.message === "auth.errors.alreadyRegistered" || result.message === "auth.errors.verificationSendFailed"
            ? { switchTo: "signin" as const, email: submission.value.email }
            : {};
        const reply = result.field
          ? submission.reply({ ...HIDDEN, fieldErrors: { [result.field]: [result.message] } })
          : submission.reply(HIDDEN);
        return refuse("sign-up", reply, result, extra);
      }
      return data({
        intent: "sign-up",
        status: "success",
        switchTo: "signin",
        email: result.user.email,
      } satisfies AuthActionData);
    }

    case "forgot-password": {
      const submission = parseWithZod(form, { schema: ForgotPasswordSchema });
      if (submission.status !== "success") {
        const emailError = submission.error?.email?.[0] as AuthMessage | undefined;
        return refuse("forgot-password", submission.reply(HIDDEN), undefined, { message: emailError });
      }
      const result = await requestPasswordReset(args, submission.value.email);
      if (!result.ok) return refuse("forgot-password", submission.reply(HIDDEN), result);
      return data({ intent: "forgot-password", status: "success" } satisfies AuthActionData);
    }

    case "reset-password": {
      const submission = parseWithZod(form, { schema: ResetPasswordSchema });
      if (submission.status !== "success") return refuse("reset-password", submission.reply(HIDDEN));
      const result = await resetPassword(args, submission.value);
      if (!result.ok) return refuse("reset-password", submission.reply(HIDDEN), result);
      return data({ intent: "reset-password", status: "success", switchTo: "signin" } satisfies AuthActionData);
    }

    case "two-factor": {
      const submission = parseWithZod(form, { schema: TwoFactorSignInSchema });
      if (submission.status !== "success") return refuse("two-factor", submission.reply({ hideFields: ["code"] }));
      const result = await completeSignInWithCode(args, {
        code: submission.value.code,
        trustDevice: submission.value.trustDevice === "on",
      });
      if (!result.ok) {
        const reply = submission.reply({
          hideFields: ["code"],
          ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
        });
        if (!result.field) return refuse("two-factor", reply, result);
        // A wrong code is said under the field only.
        return data({ intent: "two-factor", status: "error", reply } satisfies AuthActionData, {
          status: result.status,
        });
      }
      const redirectTo = safeRedirectPath(form.get("redirectTo"));
      if (!js) throw redirect(redirectTo, { headers: result.headers });
      return data({ intent: "two-factor", status: "success", redirectTo } satisfies AuthActionData, {
        headers: result.headers,
      });
    }

    case "social": {
      const result = await startSocialSignIn(args, String(form.get("provider") ?? ""));
      if (!result.ok) return refuse("social", { status: "error" }, result);
      throw redirect(result.url, { headers: result.headers });
    }

    default:
      throw data(null, { status: 400 });
  }
}
