import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { addDays } from "#app/lib/clock.server.ts";
import { enqueueMany } from "#app/lib/job-queue.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { reviewModerationLog } from "#db/schema.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import { AUTO_PUBLISH_AFTER_DAYS, OWNER_REMINDER_AFTER_DAYS } from "./review-rules.ts";

/*
 * The review lifecycle's scheduled sweeps (decision 017): each selects the rows that are
 * due against the server clock `at`, locks them (FOR UPDATE SKIP LOCKED: two processes
 * running a sweep at once share the rows, never both take one), changes them and queues
 * what must follow, in one transaction. A deleted account's reviews wait, untouched, until
 * it is restored or purged (decision 036).
 */

const BATCH = 1000;

/** Reviews pending for 7 days: one reminder mail per owner, each review reminded once. */
export async function remindOwnersOfPendingReviews(at: Date): Promise<number> {
  const due = addDays(at, -OWNER_REMINDER_AFTER_DAYS);
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; profile_id: string }>(sql`
      update reviews set owner_reminded_at = ${at.toISOString()}::timestamptz
       where id in (
         select id from reviews
          where status = 'pending' and owner_reminded_at is null
            and pending_since <= ${due.toISOString()}::timestamptz
            and profile_id not in (select id from profiles where deleted_at is not null)
          order by pending_since limit ${BATCH}
          for update skip locked)
      returning id, profile_id`);
    const byProfile = new Map<string, string[]>();
    for (const row of rows) byProfile.set(row.profile_id, [...(byProfile.get(row.profile_id) ?? []), row.id]);
    await enqueueMany(
      REVIEW_MAIL_JOB,
      [...byProfile].map(([profileId, reviewIds]) => ({
        kind: "owner-reminder" as const,
        profileId,
        reviewIds,
        batch: createHash("sha256").update(reviewIds.sort().join(",")).digest("hex").slice(0, 16),
      })),
      { tx },
    );
    return rows.length;
  });
}

/** Reviews pending for 30 days are published (nobody withdrew them; decision 018). */
export async function publishOverdueReviews(at: Date): Promise<number> {
  const due = addDays(at, -AUTO_PUBLISH_AFTER_DAYS);
  const published = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; profile_id: string }>(sql`
      update reviews set status = 'approved', moderated_at = ${at.toISOString()}::timestamptz
       where id in (
         select id from reviews
          where status = 'pending' and pending_since <= ${due.toISOString()}::timestamptz
            and profile_id not in (select id from profiles where deleted_at is not null)
          order by pending_since limit ${BATCH}
          for update skip locked)
      returning id, profile_id`);
    if (rows.length > 0) {
      await tx.insert(reviewModerationLog).values(
        rows.map((r) => ({
          reviewId: r.id,
          profileId: r.profile_id,
          actor: "system" as const,
          decision: "auto_approved" as const,
          previousStatus: "pending" as const,
          createdAt: at,
        })),
      );
    }
    return rows;
  });
  for (const profileId of new Set(published.map((r) => r.profile_id))) await invalidateProfile(profileId);
  return published.length;
}

/** Every sweep of the review lifecycle, in order. */
export async function runReviewSweeps(at: Date) {
  const reminded = await remindOwnersOfPendingReviews(at);
  const published = await publishOverdueReviews(at);
  return { reviewsReminded: reminded, reviewsPublished: published };
}
