import { and, desc, eq, sql } from "drizzle-orm";
import { invalidateProfile } from "#app/features/profile/invalidate-profile.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviewModerationLog, reviews } from "#db/schema.ts";
import type { ModerationInput, ModerationTab } from "./schema.ts";

/*
 * The owner's moderation (issue 6). Only the owner of the review's profile may decide
 * (the check is in the UPDATE itself: a review of another profile matches no row). The
 * owner approves, rejects for one of the fixed reasons, or replies in public; there is no
 * edit and no delete. Every decision is written to review_moderation_log in the same
 * transaction, and the public page's cache is cleared once it is committed.
 */

export type ModerationResult = { ok: true } | { ok: false; reason: "not-found" | "unchanged" };

export async function moderateReview(input: ModerationInput, ownerUserId: string): Promise<ModerationResult> {
  const db = getDb();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: reviews.id, status: reviews.status, profileId: reviews.profileId })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .where(and(eq(reviews.id, input.reviewId), eq(profiles.userId, ownerUserId)))
      .for("update", { of: reviews });
    if (!current) return { ok: false as const, reason: "not-found" as const };
    const now = new Date();

    if (input.intent === "reply") {
      await tx.update(reviews).set({ ownerReply: input.reply, ownerReplyAt: now }).where(eq(reviews.id, current.id));
      await tx.insert(reviewModerationLog).values({
        reviewId: current.id,
        profileId: current.profileId,
        actorUserId: ownerUserId,
        decision: "replied",
        previousStatus: current.status,
      });
      return { ok: true as const, profileId: current.profileId };
    }

    const status = input.intent === "approve" ? "approved" : "rejected";
    if (current.status === status) return { ok: false as const, reason: "unchanged" as const };
    const reason = input.intent === "reject" ? input.reason : null;
    await tx
      .update(reviews)
      .set({ status, rejectionReason: reason, moderatedAt: now })
      .where(eq(reviews.id, current.id));
    await tx.insert(reviewModerationLog).values({
      reviewId: current.id,
      profileId: current.profileId,
      actorUserId: ownerUserId,
      decision: status,
      reason,
      previousStatus: current.status,
    });
    return { ok: true as const, profileId: current.profileId };
  });
  if (!outcome.ok) return outcome;
  await invalidateProfile(outcome.profileId);
  return { ok: true };
}

export interface OwnerReview {
  id: string;
  reviewerName: string;
  content: string;
  rating: number;
  mediaType: "photo" | "video" | "audio" | null;
  mediaUrl: string | null;
  mediaThumbnail: string | null;
  mediaDuration: number | null;
  status: ModerationTab;
  rejectionReason: string | null;
  ownerReply: string | null;
  ownerReplyAt: string | null;
  createdAt: string;
  moderatedAt: string | null;
}

/** The owner's profile (one per account) and the reviews of one tab, newest first, with the count of each tab. */
export async function listOwnerReviews(ownerUserId: string, tab: ModerationTab, limit = 100) {
  const db = getDb();
  const [profile] = await db
    .select({ id: profiles.id, slug: profiles.slug, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, ownerUserId))
    .limit(1);
  if (!profile) return null;
  const counts = await db
    .select({ status: reviews.status, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.profileId, profile.id))
    .groupBy(reviews.status);
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.profileId, profile.id), eq(reviews.status, tab)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  const countOf = (status: ModerationTab) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    profile,
    counts: { pending: countOf("pending"), approved: countOf("approved"), rejected: countOf("rejected") },
    reviews: rows.map(
      (r): OwnerReview => ({
        id: r.id,
        reviewerName: r.reviewerName,
        content: r.content,
        rating: r.rating,
        mediaType: r.mediaType,
        mediaUrl: r.mediaUrl,
        mediaThumbnail: r.mediaThumbnail,
        mediaDuration: r.mediaDuration,
        status: r.status,
        rejectionReason: r.rejectionReason,
        ownerReply: r.ownerReply,
        ownerReplyAt: r.ownerReplyAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        moderatedAt: r.moderatedAt?.toISOString() ?? null,
      }),
    ),
  };
}
