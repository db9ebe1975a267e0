import { eq } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountDeletions, profiles, user } from "#db/schema.ts";
import type { DeletionState } from "./deletion-rules.ts";

/** Whether the account is deleted (the guard of the private pages): one primary-key read. */
export async function isAccountDeleted(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** What /account/restore shows to the signed-in account. */
export async function deletionState(userId: string, at: Date = now()): Promise<DeletionState> {
  const [row] = await getDb().select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  if (!row) return { status: "active" };
  return {
    status: "deleted",
    cause: row.cause,
    requestedAt: row.requestedAt.toISOString(),
    purgeAfter: row.purgeAfter.toISOString(),
    restorable: row.purgeAfter.getTime() > at.getTime(),
  };
}

export type RestoreResult = { ok: true } | { ok: false; reason: "not-deleted" | "expired" };

/**
 * « Restaurer mon compte » (decision 036): within the 30 days, the deletion is undone — the
 * page is public again with its lists, reviews and media (none of which were touched), and
 * the inactivity countdown starts again. Past the 30 days nothing is undone, whether the purge
 * has run yet or not. Invitations cancelled by the deletion stay cancelled.
 */
export async function restoreAccount(userId: string, at: Date = now()): Promise<RestoreResult> {
  const outcome = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ purgeAfter: accountDeletions.purgeAfter })
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .for("update");
    if (!row) return { ok: false as const, reason: "not-deleted" as const };
    if (row.purgeAfter.getTime() <= at.getTime()) return { ok: false as const, reason: "expired" as const };
    await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
    const [profile] = await tx
      .update(profiles)
      .set({ deletedAt: null })
      .where(eq(profiles.userId, userId))
      .returning({ id: profiles.id });
    await tx
      .update(user)
      .set({ lastSignInAt: at, inactivityWarnings: 0, inactivityDeletionAt: null })
      .where(eq(user.id, userId));
    return { ok: true as const, profileId: profile?.id ?? null };
  });
  if (!outcome.ok) return outcome;
  if (outcome.profileId) await invalidateProfile(outcome.profileId);
  return { ok: true };
}
