/*
 * The review lifecycle's due dates (decision 018), counted on the server's clock
 * from the moment a review entered `pending` (reviews.pending_since).
 */

/** A review still pending after this many days gets its owner a reminder mail. */
export const OWNER_REMINDER_AFTER_DAYS = 7;

/** A review pending this many days is published unless its owner withdrew it before. */
export const AUTO_PUBLISH_AFTER_DAYS = 30;
