// The public face of the reviews feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { HowReviewsWork } from "./components/how-reviews-work.tsx";
export { ModerationScreen } from "./components/moderation-screen.tsx";
export { RatingStars } from "./components/rating-stars.tsx";
export { ReportScreen } from "./components/report-screen.tsx";
export { ReviewCard } from "./components/review-card.tsx";
export { moderationClientAction, reviewClientAction } from "./components/review-client-action.ts";
export { ReviewCountsLine } from "./components/review-counts.tsx";
export { ReviewFormScreen } from "./components/review-form-screen.tsx";
export { ReviewLabelBadge } from "./components/review-label.tsx";
export { ReviewerScreen } from "./components/reviewer-screen.tsx";
export {
  type PublicReview,
  type RatingSummary,
  REVIEWS_PAGE_SIZE,
  type ReviewCounts,
  type ReviewsPageData,
  roundRating,
} from "./public-review.ts";
export {
  REJECTION_REASONS,
  REVIEW_LABELS,
  ReportDecisionSchema,
  ReviewActionResultSchema,
  ReviewFormSchema,
} from "./schema.ts";
