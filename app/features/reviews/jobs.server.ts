import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { REVIEW_MEDIA_JOB } from "./process-review-media.server.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import { runReviewSweeps } from "./sweeps.server.ts";
import { TRANSCRIBE_JOB } from "./transcribe-review.server.ts";

/** Every minute: the review lifecycle's due dates (owner reminders, 30-day publication). */
export const REVIEW_SWEEP_JOB = defineJob({
  name: "reviews.sweep",
  schedule: "* * * * *",
  retryLimit: 1,
  retryDelay: 10,
  expireInSeconds: 300,
  run: async () => {
    const done = await runReviewSweeps(now());
    if (done.reviewsReminded + done.reviewsPublished > 0) console.log("[reviews] sweep:", JSON.stringify(done));
  },
});

/** The reviews feature's jobs, for server/jobs.ts (a function: read after every module is loaded, see import-cycles.test.ts). */
export function reviewJobs() {
  return [REVIEW_MAIL_JOB, REVIEW_SWEEP_JOB, REVIEW_MEDIA_JOB, TRANSCRIBE_JOB];
}
export { runReviewSweeps };
