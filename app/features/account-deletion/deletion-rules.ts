/*
 * The numbers of account deletion and inactive profiles (decision 036), shared by the
 * server rules, the screens and the texts.
 */

/** Days a deleted account can be restored by signing in; then it is purged. */
export const RECOVERY_DAYS = 30;

/** Years without a sign-in after which a profile is deleted (privacy policy). */
export const INACTIVE_AFTER_YEARS = 3;

/** Days before an inactive profile's deletion that each warning mail is sent (first, second). */
export const INACTIVITY_WARNING_DAYS = [30, 7] as const;

/** The name a review left on another page by a purged account is shown under, by the review's language. */
export const FORMER_USER_NAME = { fr: "Ancien utilisateur", en: "Former user", ar: "مستخدم سابق" } as const;

/** What /account/restore shows to a signed-in account. */
export type DeletionState =
  | { status: "active" }
  | { status: "deleted"; cause: "owner" | "inactive"; requestedAt: string; purgeAfter: string; restorable: boolean };
