import { eq } from "drizzle-orm";
import { type ActivityActor, logAdminActivity } from "#app/features/activity/log-admin-activity.server.ts";
import { deleteUnusedMedia } from "#app/features/media/media-objects.server.ts";
import { invalidateProfile } from "#app/features/profile/invalidate-profile.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getDb } from "#db/client.server.ts";
import { portfolioItems, profiles, reviews } from "#db/schema.ts";

export type DeleteProfileResult =
  | { ok: true; slug: string; name: string; mediaDeleted: number }
  | { ok: false; status: 404 };

/**
 * Deletes a profile for good (spec §2 "Suppr"): its lists, links, portfolio and reviews go
 * with it (foreign keys `on delete cascade`), and so do the media files they pointed to —
 * unless something that remains still uses the same file (the demo seed shares some). The
 * owner's account stays: they can create a new profile. The public page is forgotten at
 * once (invalidateProfile) and the deletion is journaled with who did it.
 *
 * Files are removed after the transaction commits: a failed deletion keeps its files, and a
 * file that cannot be removed is logged (an orphan), never a reason to undo the deletion.
 */
export async function deleteProfileAsAdmin(id: string, actor: ActivityActor): Promise<DeleteProfileResult> {
  const outcome = await getDb().transaction(async (tx) => {
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
    // Keys, whatever the store's public URL (decision 030).
    const keys = new Set<string>();
    for (const key of [
      profile.avatar,
      ...portfolio.map((p) => p.image),
      ...reviewMedia.flatMap((r) => [r.media, r.poster, r.photo]),
    ]) {
      if (key) keys.add(key);
    }

    await tx.delete(profiles).where(eq(profiles.id, id));
    return { slug: profile.slug, name: profile.name, keys: [...keys] };
  });
  if (!outcome) return { ok: false, status: 404 };

  // What remains that still points at one of these files keeps it.
  const removed = await deleteUnusedMedia(outcome.keys, {
    onError: (key, error) => logError(`[admin] media ${key} of deleted profile ${id} not removed:`, error),
  });
  const mediaDeleted = removed.length;

  await invalidateProfile(id);
  await logAdminActivity("admin_profile_deleted", actor, {
    profileId: id,
    slug: outcome.slug,
    name: outcome.name,
    mediaDeleted,
  });
  return { ok: true, slug: outcome.slug, name: outcome.name, mediaDeleted };
}
