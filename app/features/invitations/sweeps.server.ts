import { sql } from "drizzle-orm";
import { enqueueMany } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { INVITATION_MAIL_JOB } from "./invitation-jobs.server.ts";
import { REMINDER_DAYS } from "./invitation-rules.ts";

/*
 * The invitations' scheduled sweeps (decision 017): due rows selected against the server
 * clock `at` and locked (FOR UPDATE SKIP LOCKED), changed and their mails queued in one
 * transaction, so a reminder is queued once however many processes sweep.
 */

const BATCH = 1000;

/** Invitations whose next reminder is due: counted, the following one planned, the mail queued. */
export async function queueDueReminders(at: Date): Promise<number> {
  // The day of each reminder after the first mail, as a PostgreSQL array (1-based; past its end: null).
  const days = `{${REMINDER_DAYS.join(",")}}`;
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; reminders_sent: number }>(sql`
      update review_invitations i
         set reminders_sent = i.reminders_sent + 1,
             next_reminder_at = i.sent_at + make_interval(days => (${days}::int[])[i.reminders_sent + 2])
       where i.id in (
         select id from review_invitations
          where status in ('sent', 'opened') and reminders_enabled
            and next_reminder_at <= ${at.toISOString()}::timestamptz
            and expires_at > ${at.toISOString()}::timestamptz
            and reminders_sent < ${REMINDER_DAYS.length}
          order by next_reminder_at limit ${BATCH}
          for update skip locked)
      returning i.id, i.reminders_sent`);
    await enqueueMany(
      INVITATION_MAIL_JOB,
      rows.map((row) => ({ invitationId: row.id, sequence: Number(row.reminders_sent) })),
      { tx },
    );
    return rows.length;
  });
}

/** Invitations past their 30 days: expired (their link then says so). */
export async function expireInvitations(at: Date): Promise<number> {
  const { rowCount } = await getDb().execute(sql`
    update review_invitations set status = 'expired', next_reminder_at = null
     where id in (
       select id from review_invitations
        where status in ('queued', 'sent', 'opened') and expires_at <= ${at.toISOString()}::timestamptz
        limit ${BATCH * 10}
        for update skip locked)`);
  return rowCount ?? 0;
}

export async function runInvitationSweeps(at: Date) {
  const reminders = await queueDueReminders(at);
  const expired = await expireInvitations(at);
  return { remindersQueued: reminders, invitationsExpired: expired };
}
