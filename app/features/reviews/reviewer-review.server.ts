import { and, eq, isNull } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { hashToken, TOKEN_PATTERN } from "#app/lib/tokens.server.ts";
import { deleteUnusedMedia } from "#app/services/media/media-objects.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviewModerationLog, reviews } from "#db/schema.ts";
import type { Relationship, ReviewerEditInput, ReviewLabel } from "./schema.ts";

/*
 * The reviewer owns the review: the private link mailed to them
 * (/my-review/{token}, its SHA-256 in reviews.edit_token_hash) lets them edit or delete it
 * at any time. Opening it proves the address: the review's e-mail is then verified.
 * - an edit of a pending review replaces it (still pending);
 * - an edit of an approved review is published at once (marked edited, journaled);
 * - a withdrawn review can be deleted, not edited (its reason stays on the page's count);
 * - a deletion is immediate and final.
 */

export interface ReviewerView {
  id: string;
  status: "processing" | "pending" | "approved" | "withdrawn";
  label: ReviewLabel;
  reviewerName: string;
  content: string;
  rating: number;
  relationship: Relationship;
  serviceMonth: string | null;
  mediaType: "photo" | "video" | "audio" | null;
  withdrawalReason: string | null;
  withdrawnBy: "owner" | "admin" | null;
  editedAt: string | null;
  createdAt: string;
  profile: { slug: string; name: string };
}

async function findByToken(token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await getDb()
    .select({ review: reviews, slug: profiles.slug, name: profiles.name })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(eq(reviews.editTokenHash, hashToken(token)));
  return row ?? null;
}

function viewOf(row: NonNullable<Awaited<ReturnType<typeof findByToken>>>): ReviewerView {
  const r = row.review;
  return {
    id: r.id,
    status: r.status,
    label: r.label as ReviewLabel,
    reviewerName: r.reviewerName,
    content: r.content,
    rating: r.rating,
    relationship: r.relationship,
    serviceMonth: r.serviceMonth,
    mediaType: r.mediaType,
    withdrawalReason: r.withdrawalReason,
    withdrawnBy: r.withdrawnBy,
    editedAt: r.editedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    profile: { slug: row.slug, name: row.name },
  };
}

/** The review behind a private link (null: unknown or deleted). The first opening verifies the address. */
export async function openReviewerLink(token: string): Promise<ReviewerView | null> {
  const row = await findByToken(token);
  if (!row) return null;
  if (!row.review.emailVerifiedAt) {
    const at = now();
    await getDb()
      .update(reviews)
      .set({ emailVerifiedAt: at })
      .where(and(eq(reviews.id, row.review.id), isNull(reviews.emailVerifiedAt)));
    row.review.emailVerifiedAt = at;
    // The label is computed by the database: read it again.
    const [fresh] = await getDb().select({ label: reviews.label }).from(reviews).where(eq(reviews.id, row.review.id));
    if (fresh) row.review.label = fresh.label;
    if (row.review.status === "approved") await invalidateProfile(row.review.profileId);
  }
  return viewOf(row);
}

export type ReviewerEditResult =
  | { ok: true; view: ReviewerView }
  | { ok: false; reason: "not-found" | "not-editable" | "serviceMonthFuture" };

export async function editReviewAsReviewer(token: string, input: ReviewerEditInput): Promise<ReviewerEditResult> {
  const at = now();
  const current = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  if (input.serviceMonth && input.serviceMonth > current) return { ok: false, reason: "serviceMonthFuture" };
  const row = await findByToken(token);
  if (!row) return { ok: false, reason: "not-found" };
  const outcome = await getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: reviews.status, mediaType: reviews.mediaType })
      .from(reviews)
      .where(eq(reviews.id, row.review.id))
      .for("update");
    if (!locked) return "not-found" as const;
    if (locked.status !== "pending" && locked.status !== "approved") return "not-editable" as const;
    // An audio review may keep an empty text: its recording is the review.
    const content = input.content || (locked.mediaType === "audio" ? row.review.content : input.content);
    await tx
      .update(reviews)
      .set({
        reviewerName: input.name,
        rating: input.rating,
        content,
        relationship: input.relationship,
        serviceMonth: input.serviceMonth ? `${input.serviceMonth}-01` : null,
        editedAt: at,
      })
      .where(eq(reviews.id, row.review.id));
    await tx.insert(reviewModerationLog).values({
      reviewId: row.review.id,
      profileId: row.review.profileId,
      actor: "reviewer",
      decision: "reviewer_edited",
      previousStatus: locked.status,
      createdAt: at,
    });
    return locked.status;
  });
  if (outcome === "not-found" || outcome === "not-editable") return { ok: false, reason: outcome };
  if (outcome === "approved") await invalidateProfile(row.review.profileId);
  const fresh = await findByToken(token);
  return fresh ? { ok: true, view: viewOf(fresh) } : { ok: false, reason: "not-found" };
}

/** Deletes the review for good (its reports, journal and media with it); false when the link is unknown. */
export async function deleteReviewAsReviewer(token: string): Promise<{ ok: true; slug: string } | { ok: false }> {
  const row = await findByToken(token);
  if (!row) return { ok: false };
  const [deleted] = await getDb()
    .delete(reviews)
    .where(eq(reviews.id, row.review.id))
    .returning({ media: reviews.mediaKey, poster: reviews.posterKey, photo: reviews.reviewerPhotoKey });
  await deleteUnusedMedia(
    [deleted?.media, deleted?.poster, deleted?.photo].filter((key): key is string => Boolean(key)),
    {
      onError: (key, error) => logError(`[reviews] media ${key} of a deleted review not removed:`, error),
    },
  );
  await invalidateProfile(row.review.profileId);
  return { ok: true, slug: row.slug };
}
