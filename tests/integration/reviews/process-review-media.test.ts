import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  processReviewMedia,
  REVIEW_MEDIA_JOB,
  retryReviewMedia,
} from "#app/features/reviews/process-review-media.server.ts";
import { REVIEW_MAIL_JOB } from "#app/features/reviews/review-jobs.server.ts";
import { reviewerToken } from "#app/features/reviews/review-mails.server.ts";
import { deleteReviewAsReviewer } from "#app/features/reviews/reviewer-review.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { resetFfmpegForTests } from "#app/services/media/transcode.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { mediaObjects, reviews } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";
import { fixture, ownerWithProfile, quietOutbox, submitReview, uploadMedia } from "./support.ts";

/*
 * A review with audio or video, from upload to pending (decision 030): the reviewer's
 * original is private until the job has rewritten it, the owner hears of the review only
 * then, no copy with metadata remains, and a failure is shown, kept and retried.
 */

const env = setupProfileTest();
quietOutbox();

afterEach(() => {
  delete process.env.FFMPEG_PATH;
  resetFfmpegForTests();
});

const owner = () => ownerWithProfile("proc", "Hugo Marin");

async function reviewWith(slug: string, file: string, type: "audio" | "video", extra: Record<string, string> = {}) {
  const upload = await uploadMedia(slug, type, fixture(file));
  if (!upload.body.ok) throw new Error(`upload refused: ${JSON.stringify(upload)}`);
  const result = await submitReview(slug, { name: "Jeanne", type, media: upload.body.key, ...extra });
  expect(result.status, JSON.stringify(result.data.result)).toBe(200);
  return upload.body.key;
}

const reviewOf = async (profileId: string) =>
  (await getDb().select().from(reviews).where(eq(reviews.profileId, profileId)))[0]!;
const objectOf = async (key: string) => (await getDb().select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0];

describe("a video review from a phone", () => {
  it("waits in processing, private, then is pending with a clean file; the original is gone", async () => {
    const { slug, profile, email } = await owner();
    const originalKey = await reviewWith(slug, "phone-location.mp4", "video", { content: "Superbe reportage" });
    expect(originalKey).toMatch(/^review-originals\//);

    let review = await reviewOf(profile.id);
    expect(review).toMatchObject({ status: "processing", mediaKey: originalKey, pendingSince: null });
    expect(await objectOf(originalKey)).toMatchObject({ state: "original", kind: "video" });
    // Nobody is told of a review that is not ready; the owner's pending count includes it.
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    expect((await readOutbox(env.dataDir)).filter((m) => m.to === email)).toHaveLength(0);

    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    review = await reviewOf(profile.id);
    expect(review.status).toBe("pending");
    expect(review.pendingSince).not.toBeNull();
    expect(review.mediaKey).toMatch(/^review-media\/.+\.mp4$/);
    expect(review.mediaDuration).toBe(3);
    expect(await objectOf(review.mediaKey!)).toMatchObject({
      state: "ready",
      contentType: "video/mp4",
      durationMs: 3000,
      width: 160,
      height: 120,
    });

    const stored = await getMediaStore().get(review.mediaKey!);
    expect(stored!.body.includes("48.8584", 0, "latin1")).toBe(false);
    expect(stored!.body.includes("iPhone", 0, "latin1")).toBe(false);
    // No copy with its metadata remains: neither the file nor its row.
    expect(await getMediaStore().head(originalKey)).toBeNull();
    expect(await objectOf(originalKey)).toBeUndefined();

    await runQueuedJobs([REVIEW_MAIL_JOB]);
    expect((await readOutbox(env.dataDir)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it("is processed once: a second run of the job changes nothing", async () => {
    const { slug, profile } = await owner();
    await reviewWith(slug, "voice.ogg", "audio");
    const review = await reviewOf(profile.id);
    expect(await processReviewMedia(review.id)).toBe("processed");
    const processed = await reviewOf(profile.id);
    expect(await processReviewMedia(review.id)).toBe("skipped");
    expect((await reviewOf(profile.id)).mediaKey).toBe(processed.mediaKey);
  });
});

describe("a reviewer who deletes their review", () => {
  it("deletes its processed medium with it", async () => {
    const { slug, profile } = await owner();
    await reviewWith(slug, "voice.ogg", "audio", { email: "jeanne@example.test" });
    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    const review = await reviewOf(profile.id);
    expect(await getMediaStore().head(review.mediaKey!)).not.toBeNull();
    expect(await deleteReviewAsReviewer(reviewerToken(review.id))).toMatchObject({ ok: true });
    expect(await getMediaStore().head(review.mediaKey!)).toBeNull();
    expect(await objectOf(review.mediaKey!)).toBeUndefined();
  });
});

describe("a medium that cannot be processed", () => {
  it("stays processing with its original kept and marked failed; the owner's retry queues it again", async () => {
    const { slug, profile, user } = await owner();
    const originalKey = await reviewWith(slug, "voice-memo.m4a", "audio");
    // Damaged in the store after the upload's check (a disk fault, a partial copy).
    await getMediaStore().put(originalKey, Buffer.from("not a media file any more"), "audio/mp4");

    const review = await reviewOf(profile.id);
    expect(await processReviewMedia(review.id, { lastAttempt: false })).toBe("failed");
    expect(await reviewOf(profile.id)).toMatchObject({ status: "processing", mediaKey: originalKey });
    expect(await objectOf(originalKey)).toMatchObject({ state: "failed" });
    expect((await objectOf(originalKey))!.failure).toMatch(/^unreadable/);
    expect(await getMediaStore().head(originalKey)).not.toBeNull();

    // Someone else's retry is refused; the owner's is queued.
    const stranger = await createUserWithProfile();
    expect(await retryReviewMedia(review.id, stranger.user.id)).toBe(false);
    await getMediaStore().put(originalKey, fixture("voice-memo.m4a"), "audio/mp4");
    expect(await retryReviewMedia(review.id, user.id)).toBe(true);
    expect(await retryReviewMedia(review.id, user.id)).toBe(false);
    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    expect(await reviewOf(profile.id)).toMatchObject({ status: "pending", mediaDuration: 3 });
    expect(await getMediaStore().head(originalKey)).toBeNull();
  });
});

describe("a codec browsers cannot play", () => {
  it("is refused at upload with its message when no ffmpeg is installed", async () => {
    process.env.FFMPEG_PATH = "off";
    resetFfmpegForTests();
    const { slug } = await owner();
    const upload = await uploadMedia(slug, "video", fixture("phone-hevc.mp4"));
    expect(upload).toEqual({ status: 415, body: { ok: false, error: "formatUnsupported" } });
  });

  it.skipIf(!existsSync("/usr/bin/ffmpeg"))("is transcoded in the job when Debian's ffmpeg is installed", async () => {
    const { slug, profile } = await owner();
    await reviewWith(slug, "phone-hevc.mp4", "video", { content: "Filmé avec un iPhone" });
    await runQueuedJobs([REVIEW_MEDIA_JOB]);
    const review = await reviewOf(profile.id);
    expect(review.status).toBe("pending");
    expect(await objectOf(review.mediaKey!)).toMatchObject({ contentType: "video/mp4", state: "ready" });
  });
});
