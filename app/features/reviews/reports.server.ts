import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviewModerationLog, reviewReports, reviews } from "#db/schema.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import type { RejectionReason, ReviewLabel, VisitorReportInput } from "./schema.ts";

/*
 * Reports of published reviews (decision 018). An owner cannot withdraw an
 * approved review; they, and any visitor, report it for one of the fixed reasons. The
 * administrators decide: uphold (the review is withdrawn for that reason, by "admin", and
 * its reviewer is told why) or dismiss (it stays). Every decision is journaled.
 */

export type VisitorReportResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** « Signaler »: a visitor's report of an approved review of profile `profileId`. */
export async function reportReviewAsVisitor(
  { profileId, reviewId, input }: { profileId: string; reviewId: string; input: VisitorReportInput },
  { clientIp, viewerId }: { clientIp: string; viewerId: string | null },
): Promise<VisitorReportResult> {
  const db = getDb();
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.profileId, profileId), eq(reviews.status, "approved")));
  if (!review) return { ok: false, reason: "not-found" };
  const limit = await consume("reviews.report.ip", clientIp);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  // A bot filling the hidden field is told it worked, and nothing is stored.
  if (input.website?.trim()) return { ok: true };
  await db.insert(reviewReports).values({
    reviewId,
    profileId,
    source: "visitor",
    reporterUserId: viewerId,
    reason: input.reason,
    details: input.details || null,
    createdAt: now(),
  });
  return { ok: true };
}

export interface ReportedReview {
  reviewId: string;
  profile: { slug: string; name: string };
  reviewerName: string;
  content: string;
  rating: number;
  label: ReviewLabel;
  mediaType: string | null;
  createdAt: string;
  reports: {
    id: string;
    source: "owner" | "visitor";
    reason: RejectionReason;
    details: string | null;
    createdAt: string;
  }[];
}

/** Reviews with open reports, oldest report first (the queue of the admin console). */
export async function listOpenReports(limit = 50): Promise<{ items: ReportedReview[]; total: number }> {
  const db = getDb();
  const [totals] = await db
    .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})::int` })
    .from(reviewReports)
    .where(eq(reviewReports.status, "open"));
  const reviewIds = await db
    .select({ reviewId: reviewReports.reviewId, first: sql<Date>`min(${reviewReports.createdAt})` })
    .from(reviewReports)
    .where(eq(reviewReports.status, "open"))
    .groupBy(reviewReports.reviewId)
    .orderBy(asc(sql`min(${reviewReports.createdAt})`))
    .limit(limit);
  if (reviewIds.length === 0) return { items: [], total: totals?.n ?? 0 };
  const ids = reviewIds.map((r) => r.reviewId);
  const [rows, reports] = await Promise.all([
    db
      .select({ review: reviews, slug: profiles.slug, name: profiles.name })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .where(inArray(reviews.id, ids)),
    db
      .select()
      .from(reviewReports)
      .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, "open")))
      .orderBy(desc(reviewReports.createdAt)),
  ]);
  const byId = new Map(rows.map((r) => [r.review.id, r]));
  const items = ids.flatMap((id): ReportedReview[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        reviewId: id,
        profile: { slug: row.slug, name: row.name },
        reviewerName: row.review.reviewerName,
        content: row.review.content,
        rating: row.review.rating,
        label: row.review.label as ReviewLabel,
        mediaType: row.review.mediaType,
        createdAt: row.review.createdAt.toISOString(),
        reports: reports
          .filter((r) => r.reviewId === id)
          .map((r) => ({
            id: r.id,
            source: r.source,
            reason: r.reason,
            details: r.details,
            createdAt: r.createdAt.toISOString(),
          })),
      },
    ];
  });
  return { items, total: totals?.n ?? 0 };
}

export type ReportDecisionResult = { ok: true } | { ok: false; reason: "not-found" };

/**
 * An administrator's decision on the open reports of a review. Uphold: the review is
 * withdrawn for `reason` (default: the reason reported most) by "admin", its reviewer
 * mailed; dismiss: it stays. Either way its open reports are closed.
 */
export async function decideReports(
  { reviewId, decision, reason }: { reviewId: string; decision: "uphold" | "dismiss"; reason?: RejectionReason },
  adminUserId: string | null,
): Promise<ReportDecisionResult> {
  const at = now();
  const outcome = await getDb().transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, status: reviews.status, profileId: reviews.profileId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) return null;
    const open = await tx
      .select({ reason: reviewReports.reason })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")))
      .for("update");
    if (open.length === 0) return null;
    await tx
      .update(reviewReports)
      .set({ status: decision === "uphold" ? "upheld" : "dismissed", decidedAt: at, decidedByUserId: adminUserId })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")));
    if (decision === "dismiss" || review.status === "withdrawn") {
      await tx.insert(reviewModerationLog).values({
        reviewId,
        profileId: review.profileId,
        actorUserId: adminUserId,
        actor: "admin",
        decision: "report_dismissed",
        previousStatus: review.status,
        createdAt: at,
      });
      return { profileId: review.profileId, changed: false };
    }
    const tally = new Map<RejectionReason, number>();
    for (const r of open) tally.set(r.reason, (tally.get(r.reason) ?? 0) + 1);
    const chosen = reason ?? [...tally].sort((a, b) => b[1] - a[1])[0]![0];
    await tx
      .update(reviews)
      .set({ status: "withdrawn", withdrawalReason: chosen, withdrawnBy: "admin", moderatedAt: at })
      .where(eq(reviews.id, reviewId));
    const [entry] = await tx
      .insert(reviewModerationLog)
      .values({
        reviewId,
        profileId: review.profileId,
        actorUserId: adminUserId,
        actor: "admin",
        decision: "withdrawn",
        reason: chosen,
        previousStatus: review.status,
        createdAt: at,
      })
      .returning({ id: reviewModerationLog.id });
    await enqueue(REVIEW_MAIL_JOB, { kind: "reviewer-withdrawn", reviewId, event: entry!.id }, { tx });
    return { profileId: review.profileId, changed: true };
  });
  if (!outcome) return { ok: false, reason: "not-found" };
  if (outcome.changed) await invalidateProfile(outcome.profileId);
  return { ok: true };
}
