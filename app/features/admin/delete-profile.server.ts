import { eq, sql } from "drizzle-orm";
import { type ActivityActor, logAdminActivity } from "#app/features/activity/log-admin-activity.server.ts";
import { getMediaStore, mediaKeyFromUrl } from "#app/features/media/media-store.server.ts";
import { invalidateProfile } from "#app/features/profile/invalidate-profile.server.ts";
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
      .select({ id: profiles.id, slug: profiles.slug, name: profiles.name, avatar: profiles.avatar })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for("update");
    if (!profile) return null;

    const portfolio = await tx
      .select({ image: portfolioItems.image })
      .from(portfolioItems)
      .where(eq(portfolioItems.profileId, id));
    const reviewMedia = await tx
      .select({ url: reviews.mediaUrl, thumbnail: reviews.mediaThumbnail, avatar: reviews.reviewerAvatar })
      .from(reviews)
      .where(eq(reviews.profileId, id));
    const urls = new Set<string>();
    for (const url of [
      profile.avatar,
      ...portfolio.map((p) => p.image),
      ...reviewMedia.flatMap((r) => [r.url, r.thumbnail, r.avatar]),
    ]) {
      if (url && mediaKeyFromUrl(url)) urls.add(url);
    }

    await tx.delete(profiles).where(eq(profiles.id, id));

    // What remains that still points at one of these files keeps it.
    let stillUsed = new Set<string>();
    if (urls.size > 0) {
      const list = [...urls];
      const { rows } = await tx.execute<{ url: string }>(sql`
        select avatar as url from profiles where avatar in ${list}
        union select image from portfolio_items where image in ${list}
        union select media_url from reviews where media_url in ${list}
        union select media_thumbnail from reviews where media_thumbnail in ${list}
        union select reviewer_avatar from reviews where reviewer_avatar in ${list}
        union select cover_image from blog_articles where cover_image in ${list}`);
      stillUsed = new Set(rows.map((r) => r.url));
    }
    const keys = [...urls].filter((url) => !stillUsed.has(url)).map((url) => mediaKeyFromUrl(url) as string);
    return { slug: profile.slug, name: profile.name, keys };
  });
  if (!outcome) return { ok: false, status: 404 };

  const store = getMediaStore();
  let mediaDeleted = 0;
  await Promise.all(
    outcome.keys.map(async (key) => {
      try {
        await store.delete(key);
        mediaDeleted++;
      } catch (error) {
        console.error(`[admin] media ${key} of deleted profile ${id} not removed:`, error);
      }
    }),
  );

  await invalidateProfile(id);
  await logAdminActivity("admin_profile_deleted", actor, {
    profileId: id,
    slug: outcome.slug,
    name: outcome.name,
    mediaDeleted,
  });
  return { ok: true, slug: outcome.slug, name: outcome.name, mediaDeleted };
}
