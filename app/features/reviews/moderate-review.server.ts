import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { addDays, now } from "#app/lib/clock.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviewModerationLog, reviewReports, reviews } from "#db/schema.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import { AUTO_PUBLISH_AFTER_DAYS } from "./review-rules.ts";
import type { ModerationInput, ModerationTab, RejectionReason, Relationship, ReviewLabel } from "./schema.ts";

/*
 * The owner's moderation (decision 018). Only the owner of the review's
 * profile may act (the check is in the query: someone else's review is "not found"):
 * - approve a pending review, or one they withdrew themselves;
 * - withdraw a *pending* review for one of the fixed reasons (its reviewer is told why);
 * - reply in public;
 * - report an *approved* review to the administrators — never withdraw it.
 * Every decision is written to review_moderation_log in the same transaction, and the
 * public page's cache is cleared once it is committed.
 */

export type ModerationResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "unchanged" | "forbidden" | "already-reported" };

export async function moderateReview(input: ModerationInput, ownerUserId: string): Promise<ModerationResult> {
  const db = getDb();
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: reviews.id,
        status: reviews.status,
        withdrawnBy: reviews.withdrawnBy,
        profileId: reviews.profileId,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .where(and(eq(reviews.id, input.reviewId), eq(profiles.userId, ownerUserId)))
      .for("update", { of: reviews });
    if (!current) return { ok: false as const, reason: "not-found" as const };
    const log = (decision: "approved" | "withdrawn" | "replied", reason: RejectionReason | null = null) =>
      tx
        .insert(reviewModerationLog)
        .values({
          reviewId: current.id,
          profileId: current.profileId,
          actorUserId: ownerUserId,
          actor: "owner",
          decision,
          reason,
          previousStatus: current.status,
          createdAt: at,
        })
        .returning({ id: reviewModerationLog.id });

    switch (input.intent) {
      case "reply": {
        if (current.status === "withdrawn") return { ok: false as const, reason: "forbidden" as const };
        await tx.update(reviews).set({ ownerReply: input.reply, ownerReplyAt: at }).where(eq(reviews.id, current.id));
        await log("replied");
        return { ok: true as const, profileId: current.profileId };
      }
      case "approve": {
        if (current.status === "approved") return { ok: false as const, reason: "unchanged" as const };
        // An administrator's withdrawal (a report upheld) is not the owner's to undo.
        const allowed =
          current.status === "pending" || (current.status === "withdrawn" && current.withdrawnBy === "owner");
        if (!allowed) return { ok: false as const, reason: "forbidden" as const };
        await tx
          .update(reviews)
          .set({ status: "approved", withdrawalReason: null, withdrawnBy: null, moderatedAt: at })
          .where(eq(reviews.id, current.id));
        await log("approved");
        return { ok: true as const, profileId: current.profileId };
      }
      case "withdraw": {
        if (current.status === "withdrawn") return { ok: false as const, reason: "unchanged" as const };
        // Once published, a review stays: the owner reports it instead (FTC 16 CFR 465: no suppression).
        if (current.status !== "pending") return { ok: false as const, reason: "forbidden" as const };
        await tx
          .update(reviews)
          .set({ status: "withdrawn", withdrawalReason: input.reason, withdrawnBy: "owner", moderatedAt: at })
          .where(eq(reviews.id, current.id));
        const [entry] = await log("withdrawn", input.reason);
        await enqueue(REVIEW_MAIL_JOB, { kind: "reviewer-withdrawn", reviewId: current.id, event: entry!.id }, { tx });
        return { ok: true as const, profileId: current.profileId };
      }
      case "report": {
        if (current.status !== "approved") return { ok: false as const, reason: "forbidden" as const };
        const inserted = await tx
          .insert(reviewReports)
          .values({
            reviewId: current.id,
            profileId: current.profileId,
            source: "owner",
            reporterUserId: ownerUserId,
            reason: input.reason,
            details: input.details || null,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: reviewReports.id });
        if (inserted.length === 0) return { ok: false as const, reason: "already-reported" as const };
        // Nothing public changes until an administrator decides.
        return { ok: true as const, profileId: null };
      }
    }
  });
  if (!outcome.ok) return outcome;
  if (outcome.profileId) await invalidateProfile(outcome.profileId);
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
  transcript: string | null;
  transcriptSource: "reviewer" | "automatic" | null;
  language: "fr" | "en" | "ar";
  status: "processing" | ModerationTab;
  /** While processing: its medium is being processed (`running`) or could not be (`failed`, retry offered). */
  processing: "running" | "failed" | null;
  label: ReviewLabel;
  relationship: Relationship;
  serviceMonth: string | null;
  withdrawalReason: string | null;
  withdrawnBy: "owner" | "admin" | null;
  /** When a pending review will be published by itself (30 days after it entered pending). */
  publishesAt: string | null;
  /** The owner's report waits for an administrator. */
  reported: boolean;
  editedAt: string | null;
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
  const [counts, labels, rows] = await Promise.all([
    db
      .select({ status: reviews.status, n: count() })
      .from(reviews)
      .where(eq(reviews.profileId, profile.id))
      .groupBy(reviews.status),
    db
      .select({ label: reviews.label, n: count() })
      .from(reviews)
      .where(and(eq(reviews.profileId, profile.id), eq(reviews.status, "approved")))
      .groupBy(reviews.label),
    db
      .select({
        review: reviews,
        // Spelled out: inside a subquery Drizzle would print the outer column unqualified.
        reported: sql<boolean>`exists (select 1 from review_reports rr where rr.review_id = reviews.id
                                 and rr.source = 'owner' and rr.status = 'open')`,
        mediaState: sql<string | null>`(select mo.state from media_objects mo where mo.key = reviews.media_key)`,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.profileId, profile.id),
          // Reviews whose medium is still processed wait with the pending ones.
          tab === "pending" ? inArray(reviews.status, ["pending", "processing"]) : eq(reviews.status, tab),
        ),
      )
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
  ]);
  const countOf = (status: ModerationTab) => counts.find((c) => c.status === status)?.n ?? 0;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    profile,
    counts: {
      pending: countOf("pending") + (counts.find((c) => c.status === "processing")?.n ?? 0),
      approved: countOf("approved"),
      withdrawn: countOf("withdrawn"),
    },
    labels: Object.fromEntries(labels.map((l) => [l.label, l.n])) as Partial<Record<ReviewLabel, number>>,
    reviews: rows.map(
      ({ review: r, reported, mediaState }): OwnerReview => ({
        id: r.id,
        reviewerName: r.reviewerName,
        content: r.content,
        rating: r.rating,
        mediaType: r.mediaType,
        // A medium is shown once processed: never the reviewer's original.
        mediaUrl: r.status === "processing" ? null : mediaUrl(r.mediaKey),
        mediaThumbnail: r.status === "processing" ? null : mediaUrl(r.posterKey),
        mediaDuration: r.mediaDuration,
        transcript: r.transcript,
        transcriptSource: r.transcriptSource,
        language: r.language,
        status: r.status,
        processing: r.status === "processing" ? (mediaState === "failed" ? "failed" : "running") : null,
        label: r.label as ReviewLabel,
        relationship: r.relationship,
        serviceMonth: r.serviceMonth,
        withdrawalReason: r.withdrawalReason,
        withdrawnBy: r.withdrawnBy,
        publishesAt:
          r.status === "pending" && r.pendingSince
            ? addDays(r.pendingSince, AUTO_PUBLISH_AFTER_DAYS).toISOString()
            : null,
        reported: Boolean(reported),
        editedAt: iso(r.editedAt),
        ownerReply: r.ownerReply,
        ownerReplyAt: iso(r.ownerReplyAt),
        createdAt: r.createdAt.toISOString(),
        moderatedAt: iso(r.moderatedAt),
      }),
    ),
  };
}
