import { sql } from "drizzle-orm";
import { enqueueMany } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { deleteAccount } from "./delete-account.server.ts";
import { DELETION_MAIL_JOB } from "./deletion-mails.server.ts";
import { INACTIVE_AFTER_YEARS, INACTIVITY_WARNING_DAYS } from "./deletion-rules.ts";

/*
 * Inactive profiles (decision 036, privacy policy): an owner who has not signed in for three
 * years gets a first warning 30 days before the deletion (whose date it fixes: never less than
 * 30 days after the mail), a second 7 days before (never less than 7 days after it), then the
 * account follows the owner's deletion path — so 30 more days during which signing in restores
 * it. Any sign-in resets the countdown (`recordSignIn`, last-sign-in.server.ts). Left alone:
 * accounts without a profile (no page to keep or delete) and accounts nobody can sign in to (no
 * sign-in method: the demo seed's), which can neither be inactive by choice nor be restored.
 * Each step locks its rows (FOR UPDATE SKIP LOCKED) and queues its mails in the same
 * transaction, so two processes never warn twice.
 */

const BATCH = 500;
const [FIRST_DAYS, SECOND_DAYS] = INACTIVITY_WARNING_DAYS;

/** One step: warnings from `from` to `from + 1` for the accounts due at `at`; the mails queued. */
async function warn(at: Date, stage: 1 | 2): Promise<number> {
  const iso = at.toISOString();
  return getDb().transaction(async (tx) => {
    const due =
      stage === 1
        ? sql`u.inactivity_warnings = 0
              and u.last_sign_in_at + make_interval(years => ${INACTIVE_AFTER_YEARS}) - make_interval(days => ${FIRST_DAYS}) <= ${iso}::timestamptz`
        : sql`u.inactivity_warnings = 1
              and u.inactivity_deletion_at - make_interval(days => ${SECOND_DAYS}) <= ${iso}::timestamptz`;
    const deletionAt =
      stage === 1
        ? sql`greatest(u.last_sign_in_at + make_interval(years => ${INACTIVE_AFTER_YEARS}), ${iso}::timestamptz + make_interval(days => ${FIRST_DAYS}))`
        : sql`greatest(u.inactivity_deletion_at, ${iso}::timestamptz + make_interval(days => ${SECOND_DAYS}))`;
    const { rows } = await tx.execute<{ id: string; deletion_at: Date | string }>(sql`
      update "user" as target
         set inactivity_warnings = ${stage}, inactivity_deletion_at = due.deletion_at
        from (select u.id, ${deletionAt} as deletion_at
                from "user" u
                join profiles p on p.user_id = u.id and p.deleted_at is null
               where ${due}
                 and not exists (select 1 from account_deletions d where d.user_id = u.id)
                 and exists (select 1 from account a where a.user_id = u.id)
               order by u.last_sign_in_at
               limit ${BATCH}
               for update of u skip locked) as due
       where target.id = due.id
      returning target.id, target.inactivity_deletion_at as deletion_at`);
    await enqueueMany(
      DELETION_MAIL_JOB,
      rows.map((row) => ({
        kind: "inactivity-warning" as const,
        userId: row.id,
        stage,
        deletionAt: new Date(row.deletion_at).toISOString(),
      })),
      { tx },
    );
    return rows.length;
  });
}

/** Accounts warned twice whose date has come: deleted by the owner's path (cause « inactive »). */
async function deleteInactive(at: Date): Promise<number> {
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select u.id from "user" u
     where u.inactivity_warnings >= 2 and u.inactivity_deletion_at <= ${at.toISOString()}::timestamptz
       and not exists (select 1 from account_deletions d where d.user_id = u.id)
     order by u.inactivity_deletion_at
     limit ${BATCH}`);
  let deleted = 0;
  for (const row of rows) {
    const result = await deleteAccount(row.id, { cause: "inactive", at, onlyIfStillInactive: true });
    if (result.ok) deleted += 1;
  }
  return deleted;
}

/** The daily round (and the test clock's): first warnings, second warnings, deletions. */
export async function runInactivitySweep(at: Date) {
  const firstWarnings = await warn(at, 1);
  const secondWarnings = await warn(at, 2);
  const inactiveDeleted = await deleteInactive(at);
  return { inactivityWarned: firstWarnings + secondWarnings, inactiveDeleted };
}
