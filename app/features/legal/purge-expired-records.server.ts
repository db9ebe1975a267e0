import { sql } from "drizzle-orm";
import { startPeriodicJob, withAdvisoryLock } from "#app/lib/periodic-job.server.ts";
import { type Database, getDb } from "#db/client.server.ts";

// Retention periods the privacy policy and the GDPR page promise (documents.fr.ts and
// documents.en.ts state the same numbers; tests/unit/legal checks that they do).
/** A contact message is deleted 3 years after its last update (arrival, closing or reopening). */
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
/** An entry of the account activity log (sign-ins, profile changes, admin actions) is deleted after 12 months. */
export const ACTIVITY_LOG_RETENTION_MONTHS = 12;

/** Once a day is enough for periods counted in months and years. */
export const RETENTION_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;

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
  return { contactMessages: messages.rowCount ?? 0, activityLogs: activity.rowCount ?? 0 };
}

/** One round under the advisory lock; null when another process is doing it. */
export function runRetentionJob(now: Date = new Date()) {
  return withAdvisoryLock(JOB_LOCK_ID, () => purgeExpiredRecords(now));
}

/**
 * Runs the purge once a day in this process (started at boot by server/app.ts, like the
 * analytics job). Returns a function that stops it and waits for a running round.
 */
export function startRetentionJob(
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): () => Promise<void> {
  return startPeriodicJob({
    name: "retention",
    intervalMs: options.intervalMs ?? RETENTION_JOB_INTERVAL_MS,
    firstRunDelayMs: options.firstRunDelayMs ?? 60_000,
    run: async () => {
      const outcome = await runRetentionJob();
      if (outcome && outcome.contactMessages + outcome.activityLogs > 0) {
        console.log(
          `[retention] deleted ${outcome.contactMessages} contact messages and ${outcome.activityLogs} activity log entries past retention`,
        );
      }
    },
  });
}
