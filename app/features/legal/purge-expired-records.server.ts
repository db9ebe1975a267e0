import { sql } from "drizzle-orm";
import { withAdvisoryLock } from "#app/lib/advisory-lock.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { type Database, getDb } from "#db/client.server.ts";

// Retention periods the privacy policy and the GDPR page promise (documents.fr.ts and
// documents.en.ts state the same numbers; tests/unit/legal checks that they do).
/** A contact message is deleted 3 years after its last update (arrival, closing or reopening). */
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
/** An entry of the account activity log (sign-ins, profile changes, admin actions) is deleted after 12 months. */
export const ACTIVITY_LOG_RETENTION_MONTHS = 12;
/** A review invitation (the invitee's address and name) is deleted 12 months after it was made. */
export const INVITATION_RETENTION_MONTHS = 12;
/** A decided report of a review is deleted 12 months after the decision. */
export const REPORT_RETENTION_MONTHS = 12;
/** The Message-IDs of mails sent by jobs (against sending one twice) are kept 90 days. */
export const SENT_MAIL_RETENTION_DAYS = 90;

/** "retain" in ASCII: one process runs the purge at a time. */
const JOB_LOCK_ID = 0x72657461696e;

/**
 * Deletes the contact messages not updated for CONTACT_MESSAGE_RETENTION_YEARS and the
 * activity log entries older than ACTIVITY_LOG_RETENTION_MONTHS before `now` (a row exactly
 * at the limit stays). Periods are calendar years and months, as PostgreSQL counts them.
 */
export async function purgeExpiredRecords(now: Date = new Date(), db: Database = getDb()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const messages = await db.execute(sql`
    delete from contact_messages
    where updated_at < ${at} - make_interval(years => ${CONTACT_MESSAGE_RETENTION_YEARS})`);
  const activity = await db.execute(sql`
    delete from user_activity_logs
    where created_at < ${at} - make_interval(months => ${ACTIVITY_LOG_RETENTION_MONTHS})`);
  const invitations = await db.execute(sql`
    delete from review_invitations
    where created_at < ${at} - make_interval(months => ${INVITATION_RETENTION_MONTHS})`);
  const reports = await db.execute(sql`
    delete from review_reports
    where status <> 'open' and decided_at < ${at} - make_interval(months => ${REPORT_RETENTION_MONTHS})`);
  await db.execute(sql`
    delete from sent_mails where created_at < ${at} - make_interval(days => ${SENT_MAIL_RETENTION_DAYS})`);
  return {
    contactMessages: messages.rowCount ?? 0,
    activityLogs: activity.rowCount ?? 0,
    invitations: invitations.rowCount ?? 0,
    reports: reports.rowCount ?? 0,
  };
}

/** One round under the advisory lock; null when another process is doing it. */
export function runRetentionJob(now: Date = new Date()) {
  return withAdvisoryLock(JOB_LOCK_ID, () => purgeExpiredRecords(now));
}

/** Once a day at 03:37 UTC (decision 016): periods counted in months and years. */
export const RETENTION_JOB = defineJob({
  name: "legal.retention",
  schedule: "37 3 * * *",
  retryLimit: 3,
  expireInSeconds: 60 * 60,
  run: async () => {
    const outcome = await runRetentionJob(now());
    if (outcome && Object.values(outcome).some((n) => n > 0)) {
      console.log(`[retention] deleted past retention: ${JSON.stringify(outcome)}`);
    }
  },
});
