import { defineJob } from "#app/lib/job-queue.server.ts";
import {
  sendOwnerNewReviewMail,
  sendOwnerPendingReminder,
  sendReviewerLinkMail,
  sendReviewerWithdrawnMail,
} from "./review-mails.server.ts";

/** The mails of the review lifecycle (decision 016: each sent once, retried with backoff). */
export type ReviewMailJob =
  | { kind: "owner-new"; reviewId: string }
  | { kind: "owner-reminder"; profileId: string; reviewIds: string[]; batch: string }
  | { kind: "reviewer-link"; reviewId: string }
  | { kind: "reviewer-withdrawn"; reviewId: string; event: string };

export const REVIEW_MAIL_JOB = defineJob<ReviewMailJob>({
  name: "reviews.mail",
  retryLimit: 6,
  retryDelay: 30,
  expireInSeconds: 180,
  run: async (job) => {
    switch (job.kind) {
      case "owner-new":
        return sendOwnerNewReviewMail(job.reviewId);
      case "owner-reminder":
        return sendOwnerPendingReminder(job.profileId, job.reviewIds, job.batch);
      case "reviewer-link":
        return sendReviewerLinkMail(job.reviewId);
      case "reviewer-withdrawn":
        return sendReviewerWithdrawnMail(job.reviewId, job.event);
    }
  },
});
