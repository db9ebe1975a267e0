// The public face of the reviews feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { captionsResponse } from "./captions.server.ts";
export { captionsPath } from "./components/review-media.tsx";
export { invitationPageData } from "./invitation-page.server.ts";
export { reviewJobs, runReviewSweeps } from "./jobs.server.ts";
export type { ProfileSummary } from "./list-public-reviews.server.ts";
export { getProfileSummary, listPublicReviews } from "./list-public-reviews.server.ts";
export type { WallCursor, WallMediaFilter } from "./list-wall-reviews.server.ts";
export {
  countWallReviews,
  decodeWallCursor,
  getWallProfileDetails,
  isWallMediaFilter,
  listWallReviews,
} from "./list-wall-reviews.server.ts";
export { handleModerationAction, moderationPageData } from "./moderation-page.server.ts";
export {
  PUBLIC_REVIEW_COLUMNS,
  REVIEW_COUNTS_COLUMN,
  type ReviewRow,
  toPublicReview,
  toReviewCounts,
} from "./public-review.server.ts";
export type { ReportActionData } from "./report-page.server.ts";
export { reportAction, reportPageData } from "./report-page.server.ts";
export type { ReportedReview } from "./reports.server.ts";
export { decideReports, listOpenReports } from "./reports.server.ts";
export {
  handleReviewMediaUpload,
  handleReviewSubmit,
  reviewFormPageData,
  reviewJsonResponse,
} from "./review-form-page.server.ts";
export type { ReviewerActionData } from "./reviewer-page.server.ts";
export { reviewerAction, reviewerPageData } from "./reviewer-page.server.ts";
