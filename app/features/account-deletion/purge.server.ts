import { and, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import { logError } from "#app/lib/log-error.server.ts";
import { deleteUnusedMedia } from "#app/services/media/media-objects.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { type Database, getDb } from "#db/client.server.ts";
import {
  accountDeletions,
  accountExports,
  analyticsEvents,
  mediaObjects,
  portfolioItems,
  profiles,
  reviews,
  sentMails,
  user,
  userActivityLogs,
  verification,
} from "#db/schema.ts";
import { FORMER_USER_NAME } from "./deletion-rules.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/*
 * The one code that deletes a profile for good (decision 036): the admin console's « Suppr »
 * (app/features/admin/delete-profile.server.ts) and the purge of a deleted account, 30 days
 * after its deletion, both go through `deleteProfileRows`, then `deleteUnusedMedia` once the
 * transaction has committed (a failed deletion keeps its files; a file that cannot be removed
 * is logged and left to the media sweep, never a reason to undo the deletion).
 */

export interface DeletedProfileRows {
  slug: string;
  name: string;
  /** Every media key the profile's rows pointed at, or that were uploaded for it. */
  keys: string[];
}

/**
 * Deletes profile `id` and, through the foreign keys (`on delete cascade`), its lists, links,
 * portfolio, FAQ, reviews (with their journal and reports), invitations and statistics.
 * Returns the media keys they used, to pass to `deleteUnusedMedia` after the commit.
 */
export async function deleteProfileRows(tx: Transaction, id: string): Promise<DeletedProfileRows | null> {
  const [profile] = await tx
    .select({ id: profiles.id, slug: profiles.slug, name: profiles.name, avatar: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, id))
    .for("update");
  if (!profile) return null;

  const portfolio = await tx
    .select({ image: portfolioItems.imageKey })
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, id));
  const reviewMedia = await tx
    .select({ media: reviews.mediaKey, poster: reviews.posterKey, photo: reviews.reviewerPhotoKey })
    .from(reviews)
    .where(eq(reviews.profileId, id));
  // Uploads for its reviews that no review used yet (the media sweep would take them later).
  const uploads = await tx
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(eq(mediaObjects.ownerProfileId, id));
  // Keys, whatever the store's public URL (decision 030).
  const keys = new Set<string>();
  for (const key of [
    profile.avatar,
    ...portfolio.map((p) => p.image),
    ...reviewMedia.flatMap((r) => [r.media, r.poster, r.photo]),
    ...uploads.map((u) => u.key),
  ]) {
    if (key) keys.add(key);
  }

  await tx.delete(profiles).where(eq(profiles.id, id));
  return { slug: profile.slug, name: profile.name, keys: [...keys] };
}

/** Removes the files of `keys` that nothing uses any more; returns how many were removed. */
export async function deleteFilesOf(keys: readonly string[], what: string): Promise<number> {
  const removed = await deleteUnusedMedia(keys, {
    onError: (key, error) => logError(`[account-deletion] media ${key} of ${what} not removed:`, error),
  });
  return removed.length;
}

export type PurgeResult =
  | { purged: true; profileId: string | null; mediaDeleted: number; reviewsAnonymized: number }
  | { purged: false; reason: "not-deleted" | "not-due" };

/**
 * Purges a deleted account whose 30 days are over (the job `account-deletion.purge`): every
 * row that belongs to it — the profile and all it holds, sessions, sign-in methods, two-factor
 * and passkeys, exports, its activity journal and analytics events, its pending verifications
 * and the record of the mails about it — then its files. Reviews its verified address left on
 * other pages stay, anonymized: « Ancien utilisateur », no e-mail, no title, no photo.
 * Idempotent: an account already purged (or restored meanwhile) is left alone.
 */
export async function purgeAccount(userId: string, at: Date): Promise<PurgeResult> {
  const outcome = await getDb().transaction(async (tx) => {
    const [deletion] = await tx
      .select({ purgeAfter: accountDeletions.purgeAfter })
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .for("update");
    if (!deletion) return { purged: false as const, reason: "not-deleted" as const };
    if (deletion.purgeAfter.getTime() > at.getTime()) return { purged: false as const, reason: "not-due" as const };
    const [account] = await tx
      .select({ email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account) return { purged: false as const, reason: "not-deleted" as const };

    const keys: string[] = [];
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
    if (profile) keys.push(...((await deleteProfileRows(tx, profile.id))?.keys ?? []));
    const uploads = await tx
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(eq(mediaObjects.ownerUserId, userId));
    keys.push(...uploads.map((u) => u.key));
    const archives = await tx
      .select({ key: accountExports.archiveKey })
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), isNotNull(accountExports.archiveKey)));
    keys.push(...archives.flatMap((a) => (a.key ? [a.key] : [])));

    // Reviews the account's verified address left on other pages: kept for their pages, anonymized.
    const touched = new Set<string>();
    let reviewsAnonymized = 0;
    if (account.emailVerified) {
      const email = account.email.toLowerCase();
      const left = await tx
        .select({ id: reviews.id, profileId: reviews.profileId, photo: reviews.reviewerPhotoKey })
        .from(reviews)
        .where(eq(reviews.reviewerEmail, email))
        .for("update");
      if (left.length > 0) {
        await tx
          .update(reviews)
          .set({
            reviewerName: sql`case ${reviews.language} when 'en' then ${FORMER_USER_NAME.en} when 'ar' then ${FORMER_USER_NAME.ar} else ${FORMER_USER_NAME.fr} end`,
            reviewerEmail: null,
            reviewerTitle: null,
            reviewerPhotoKey: null,
          })
          .where(
            inArray(
              reviews.id,
              left.map((r) => r.id),
            ),
          );
        for (const review of left) {
          touched.add(review.profileId);
          if (review.photo) keys.push(review.photo);
        }
        reviewsAnonymized = left.length;
      }
    }

    // What refers to the account without a foreign key, or keeps it with `set null`.
    await tx.delete(userActivityLogs).where(eq(userActivityLogs.userId, userId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    await tx.delete(verification).where(or(eq(verification.value, userId), like(verification.value, `%${userId}%`)));
    await tx.delete(sentMails).where(like(sentMails.messageId, `%${userId}%`));
    // Sessions, sign-in methods, two-factor, passkeys, exports, admin sessions and the
    // deletion row go with the user (on delete cascade).
    await tx.delete(user).where(eq(user.id, userId));
    return { purged: true as const, profileId: profile?.id ?? null, keys, touched: [...touched], reviewsAnonymized };
  });
  if (!outcome.purged) return outcome;

  const mediaDeleted = await deleteFilesOf(outcome.keys, `purged account ${userId}`);
  if (outcome.profileId) await invalidateProfile(outcome.profileId);
  for (const profileId of outcome.touched) await invalidateProfile(profileId);
  return {
    purged: true,
    profileId: outcome.profileId,
    mediaDeleted,
    reviewsAnonymized: outcome.reviewsAnonymized,
  };
}
