/**
 * Sign-up limits and fields that pages outside /auth (the landing page's hero form) need in
 * the browser without the zod schemas of schema.ts, which would add zod to their bundle.
 */

/** The sign-up form's bounds (docs/product/accounts.md). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Hidden fields of a sign-up posted from the landing page's hero form: the /auth action
 * records 'signup_started' for it (docs/product/accounts.md), with or without JavaScript, under the
 * browser's analytics session id when the page had one.
 */
export const SIGN_UP_SOURCE_FIELD = "source";
export const HERO_SIGN_UP_SOURCE = "hero";
export const ANALYTICS_SESSION_FIELD = "analyticsSession";
