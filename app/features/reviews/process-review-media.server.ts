import { and, eq } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { defineJob, enqueue } from "#app/lib/job-queue.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { deleteUnusedMedia, recordMediaObject } from "#app/services/media/media-objects.server.ts";
import { remuxMediaSafely } from "#app/services/media/media-sandbox.server.ts";
import { getMediaStore, type MediaStore } from "#app/services/media/media-store.server.ts";
import { newOwnedMediaKey } from "#app/services/media/owned-keys.server.ts";
import { type AvKind, MediaProblemError, type ProcessedMedia } from "#app/services/media/process-media.server.ts";
import { findFfmpeg, transcode } from "#app/services/media/transcode.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { mediaObjects, profiles, reviews } from "#db/schema.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import { enqueueTranscription } from "./transcribe-review.server.ts";

/*
 * A review with audio or video waits in `processing` (decision 018's lifecycle) until its
 * medium is rewritten on the server (decision 030): the reviewer's original, kept privately
 * under review-originals/, is remuxed (transcoded first when no browser plays its codecs and
 * an ffmpeg is installed), stored under review-media/, and only then does the review enter
 * `pending` — in one transaction with the owner's mail. The original is deleted once the
 * review points at the new file, so no copy with its metadata remains. A file that cannot be
 * processed leaves the review in `processing`, its original kept and marked `failed`; the
 * owner sees « Traitement du média impossible » and may retry.
 */

export type ProcessOutcome = "processed" | "failed" | "skipped";

export const REVIEW_MEDIA_JOB = defineJob<{ reviewId: string }>({
  name: "reviews.process-media",
  retryLimit: 4,
  retryDelay: 15,
  // A transcode may take minutes; one job at a time in each process.
  expireInSeconds: 15 * 60,
  batchSize: 1,
  pollingIntervalSeconds: 1,
  run: async ({ reviewId }, meta) => {
    await processReviewMedia(reviewId, { lastAttempt: meta.lastAttempt });
  },
});

/** Processes the medium of a review in `processing`. Throws on a fault worth retrying (the store is down). */
export async function processReviewMedia(
  reviewId: string,
  { store = getMediaStore(), lastAttempt = true }: { store?: MediaStore; lastAttempt?: boolean } = {},
): Promise<ProcessOutcome> {
  const db = getDb();
  const [row] = await db
    .select({
      review: {
        id: reviews.id,
        profileId: reviews.profileId,
        mediaType: reviews.mediaType,
        content: reviews.content,
        language: reviews.language,
      },
      object: { key: mediaObjects.key, state: mediaObjects.state },
    })
    .from(reviews)
    .innerJoin(mediaObjects, eq(mediaObjects.key, reviews.mediaKey))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "processing")));
  if (row?.object.state !== "original") return "skipped";
  const { review, object } = row;
  const kind: AvKind = review.mediaType === "video" ? "video" : "audio";

  let processed: ProcessedMedia;
  try {
    const original = await store.get(object.key);
    if (!original) throw new MediaProblemError("unreadable", "the original is missing from the store");
    processed = await rewrite(new Uint8Array(original.body), kind);
  } catch (error) {
    if (error instanceof MediaProblemError || lastAttempt) {
      await markFailed(object.key, error);
      return "failed";
    }
    throw error;
  }

  const key = newOwnedMediaKey("review-media", processed.ext, { reviewsOf: review.profileId });
  await store.put(key, processed.bytes, processed.contentType);
  const seconds = Math.round(processed.durationMs / 1000);
  const committed = await db.transaction(async (tx) => {
    await recordMediaObject(
      {
        key,
        kind,
        contentType: processed.contentType,
        bytes: processed.bytes.byteLength,
        durationMs: processed.durationMs,
        width: processed.width,
        height: processed.height,
        state: "ready",
        ownerProfileId: review.profileId,
        processedAt: now(),
      },
      tx,
    );
    const updated = await tx
      .update(reviews)
      .set({
        mediaKey: key,
        mediaDuration: seconds,
        // A recording without description gets one with its duration.
        content:
          review.content || kind !== "audio"
            ? review.content
            : i18nFor(review.language).t("reviews.form.autoDescription", { count: seconds }),
        status: "pending",
        pendingSince: now(),
      })
      .where(and(eq(reviews.id, review.id), eq(reviews.status, "processing"), eq(reviews.mediaKey, object.key)))
      .returning({ id: reviews.id });
    if (updated.length === 0) return false;
    await enqueue(REVIEW_MAIL_JOB, { kind: "owner-new", reviewId: review.id }, { tx });
    await enqueueTranscription(review.id, tx);
    return true;
  });
  // The review was deleted or edited meanwhile: the new file is the one nothing uses.
  await deleteUnusedMedia(committed ? [object.key] : [key], {
    store,
    onError: (stale, error) => logError(`[reviews] media ${stale} not removed:`, error),
  });
  if (!committed) return "skipped";
  await invalidateProfile(review.profileId);
  return "processed";
}

/** Remuxed; transcoded first when its codecs need it and an ffmpeg is installed. */
async function rewrite(bytes: Uint8Array, kind: AvKind): Promise<ProcessedMedia> {
  try {
    return await remuxMediaSafely(bytes, kind);
  } catch (error) {
    const ffmpeg = error instanceof MediaProblemError && error.problem === "unplayable" ? await findFfmpeg() : null;
    if (!ffmpeg) throw error;
    return remuxMediaSafely(await transcode(bytes, kind, ffmpeg), kind);
  }
}

async function markFailed(key: string, error: unknown): Promise<void> {
  const failure = error instanceof Error ? error.message : String(error);
  console.warn(`[reviews] media ${key} not processed: ${failure}`);
  await getDb()
    .update(mediaObjects)
    .set({ state: "failed", failure: failure.slice(0, 500) })
    .where(eq(mediaObjects.key, key));
}

/**
 * The owner's « Réessayer » on a review whose medium failed: its original is queued again.
 * Only the profile's owner may, and only for a failed medium.
 */
export async function retryReviewMedia(reviewId: string, ownerUserId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ key: mediaObjects.key })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.profileId))
      .innerJoin(mediaObjects, eq(mediaObjects.key, reviews.mediaKey))
      .where(
        and(
          eq(reviews.id, reviewId),
          eq(profiles.userId, ownerUserId),
          eq(reviews.status, "processing"),
          eq(mediaObjects.state, "failed"),
        ),
      )
      .for("update", { of: mediaObjects });
    if (!row) return false;
    await tx.update(mediaObjects).set({ state: "original", failure: null }).where(eq(mediaObjects.key, row.key));
    await enqueue(REVIEW_MEDIA_JOB, { reviewId }, { tx });
    return true;
  });
}
