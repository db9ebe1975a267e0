import { and, eq, inArray, lte } from "drizzle-orm";
import { addDays } from "#app/lib/clock.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountDeletions, profiles, reviewInvitations, session, user } from "#db/schema.ts";
import { DELETION_MAIL_JOB } from "./deletion-mails.server.ts";
import { RECOVERY_DAYS } from "./deletion-rules.ts";

export type DeletionCause = "owner" | "inactive";

export interface DeleteAccountOptions {
  cause: DeletionCause;
  /** Server clock. */
  at: Date;
  /**
   * Inactivity only: the deletion happens only if the account is still due (its second
   * warning sent, the date passed): a sign-in meanwhile reset the countdown.
   */
  onlyIfStillInactive?: boolean;
}

export type DeleteAccountResult =
  | { ok: true; purgeAfter: Date; profileId: string | null }
  | { ok: false; reason: "already-deleted" | "not-found" | "no-longer-inactive" };

/**
 * Deletes an account, restorably (decision 036): in one transaction the deletion is recorded
 * (30 days of recovery), the profile is hidden (410, out of the sitemap and every public list,
 * its slug and custom domain held by its row), the invitations still to be sent or reminded
 * are cancelled, every session ends, and the mail that says how to restore is queued. Then the
 * page caches of every process forget the page (`invalidateProfile`, pg_notify).
 * The same path serves the owner's « Supprimer mon compte » and inactive profiles.
 */
export async function deleteAccount(userId: string, options: DeleteAccountOptions): Promise<DeleteAccountResult> {
  const { cause, at } = options;
  const purgeAfter = addDays(at, RECOVERY_DAYS);
  const outcome = await getDb().transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: user.id,
        warnings: user.inactivityWarnings,
        deletionAt: user.inactivityDeletionAt,
      })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account) return { ok: false as const, reason: "not-found" as const };
    if (
      options.onlyIfStillInactive &&
      !(account.warnings >= 2 && account.deletionAt && account.deletionAt.getTime() <= at.getTime())
    ) {
      return { ok: false as const, reason: "no-longer-inactive" as const };
    }
    const inserted = await tx
      .insert(accountDeletions)
      .values({ userId, cause, requestedAt: at, purgeAfter })
      .onConflictDoNothing()
      .returning({ userId: accountDeletions.userId });
    if (inserted.length === 0) return { ok: false as const, reason: "already-deleted" as const };

    const [profile] = await tx
      .update(profiles)
      .set({ deletedAt: at })
      .where(eq(profiles.userId, userId))
      .returning({ id: profiles.id });
    if (profile) {
      // Invitations not sent yet, or waiting for a reminder: cancelled (their jobs then send nothing).
      await tx
        .update(reviewInvitations)
        .set({ status: "expired", nextReminderAt: null, remindersEnabled: false })
        .where(
          and(
            eq(reviewInvitations.profileId, profile.id),
            inArray(reviewInvitations.status, ["queued", "sent", "opened", "failed"]),
          ),
        );
    }
    await tx.update(user).set({ inactivityWarnings: 0, inactivityDeletionAt: null }).where(eq(user.id, userId));
    // Signed out everywhere: signing in again is what offers « Restaurer mon compte ».
    await tx.delete(session).where(eq(session.userId, userId));
    await enqueue(DELETION_MAIL_JOB, { kind: "deleted", userId, at: at.toISOString() }, { tx });
    return { ok: true as const, purgeAfter, profileId: profile?.id ?? null };
  });
  if (outcome.ok && outcome.profileId) await invalidateProfile(outcome.profileId);
  return outcome;
}

/** Accounts whose 30 days are over at `at`: the purge job's work. */
export async function deletionsDue(at: Date, limit = 500): Promise<string[]> {
  const rows = await getDb()
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, at))
    .orderBy(accountDeletions.purgeAfter)
    .limit(limit);
  return rows.map((row) => row.userId);
}
