import { z } from "zod";
import type { DictionaryKey } from "#app/services/i18n/config.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./sign-up-fields.ts";

/**
 * The forms of the accounts feature, checked in the browser (Conform) and again on the
 * server. Error messages are keys of the "auth" area, translated where they are shown.
 */

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

type AuthMessage = DictionaryKey<"auth">;
const msg = (key: AuthMessage) => ({ error: key });

const email = (required: AuthMessage = "auth.errors.emailRequired") =>
  z
    .string(msg(required))
    .trim()
    .toLowerCase()
    .min(1, msg(required))
    .max(EMAIL_MAX_LENGTH, msg("auth.errors.emailInvalid"))
    .pipe(z.email(msg("auth.errors.emailInvalid")));

const newPassword = z
  .string(msg("auth.errors.passwordRequired"))
  .min(PASSWORD_MIN_LENGTH, msg("auth.errors.passwordTooShort"))
  .max(PASSWORD_MAX_LENGTH, msg("auth.errors.passwordTooLong"));

/** An existing password: only its presence and the hashing bound are checked here. */
const currentPassword = z
  .string(msg("auth.errors.passwordRequired"))
  .min(1, msg("auth.errors.passwordRequired"))
  .max(PASSWORD_MAX_LENGTH, msg("auth.errors.invalidCredentials"));

export const SignInSchema = z.object({
  email: email(),
  password: currentPassword,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  name: z
    .string(msg("auth.errors.nameRequired"))
    .trim()
    .min(1, msg("auth.errors.nameRequired"))
    .max(NAME_MAX_LENGTH, msg("auth.errors.nameTooLong")),
  email: email(),
  password: newPassword,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** 'Mot de passe oublié ?' sends the e-mail typed in the sign-in form. */
export const ForgotPasswordSchema = z.object({
  email: email("auth.errors.resetEmailRequired"),
});

export const ResetPasswordSchema = z.object({
  token: z.string(msg("auth.errors.resetLinkInvalid")).min(1, msg("auth.errors.resetLinkInvalid")).max(200),
  password: newPassword,
});

export const ChangePasswordSchema = z.object({
  currentPassword,
  newPassword,
});

export const ChangeEmailSchema = z.object({
  newEmail: email(),
});

/** A code of the two-factor step: 6 digits from the app, or a backup code (checked on use). */
const code = z
  .string(msg("auth.errors.codeRequired"))
  .trim()
  .min(1, msg("auth.errors.codeRequired"))
  .max(20, msg("auth.errors.twoFactorCodeInvalid"));

/** An optional current password (accounts from Google or LinkedIn have none). */
const optionalPassword = z.string().max(PASSWORD_MAX_LENGTH, msg("auth.errors.currentPasswordWrong")).optional();

export const TwoFactorSignInSchema = z.object({
  code,
  trustDevice: z.literal("on").optional(),
});

export const TwoFactorPasswordSchema = z.object({ password: optionalPassword });
export const TwoFactorCodeSchema = z.object({ code });
export const TwoFactorDisableSchema = z.object({ password: optionalPassword, code });

/** The `intent` of each form the /auth page posts. */
export const AUTH_INTENTS = [
  "sign-in",
  "sign-up",
  "forgot-password",
  "reset-password",
  "social",
  "two-factor",
] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** The forms of /dashboard/settings. */
export const SETTINGS_INTENTS = [
  "change-password",
  "change-email",
  "sign-out-others",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-backup-codes",
  "two-factor-disable",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export function isAuthMessage(value: unknown): value is AuthMessage {
  return typeof value === "string" && value.startsWith("auth.");
}
