/*
 * The numbers of review invitations, in one place. Days are counted on the
 * server's clock (app/lib/clock.server.ts) from the invitation's creation or first mail.
 */

/** An invitation link works this many days after the invitation was made. */
export const INVITATION_VALID_DAYS = 30;

/** Reminders, in days after the first mail (the owner can switch them off). */
export const REMINDER_DAYS = [3, 7] as const;

/** The same address is not invited twice by one owner within this many days. */
export const REINVITE_AFTER_DAYS = 30;

/** Invitations an owner may make per 24 hours… */
export const DAILY_LIMIT = 500;
/** …and during the account's first week. */
export const NEW_ACCOUNT_DAILY_LIMIT = 50;
export const NEW_ACCOUNT_DAYS = 7;

/** Lines one paste may hold. */
export const MAX_INVITATION_LINES = 500;
/** Characters one paste may hold (500 long lines). */
export const MAX_INVITATION_TEXT = 100_000;
/** An invitee's name, as pasted. */
export const INVITEE_NAME_MAX = 80;
