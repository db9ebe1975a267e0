// The public face of the profile feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { NOT_HYDRATED, PageScript } from "./components/page-script.tsx";
export { ProfileErrorBoundary } from "./components/profile-error.tsx";
export { ProfilePage } from "./components/profile-page.tsx";
export { ReviewsPage } from "./components/reviews-page.tsx";
export { userTextProps } from "./components/text-props.ts";
export { WallPage } from "./components/wall-page.tsx";
export { profileJsonLd, serializeJsonLd } from "./json-ld.ts";
export type { ProfileErrorData, PublicReview, RatingSummary, ReviewCounts, ReviewsPageData } from "./profile-types.ts";
export { initialsOf, REVIEWS_PAGE_SIZE, roundRating } from "./profile-types.ts";
export { isReservedSlug, normalizeProfileAddress } from "./reserved-slugs.ts";
