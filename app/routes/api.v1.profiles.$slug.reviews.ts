import { reviewsResponse, submitReviewResponse } from "#app/features/public-api/index.server.ts";
import type { Route } from "./+types/api.v1.profiles.$slug.reviews";

/** GET /api/v1/profiles/{slug}/reviews: a profile's published reviews, a page at a time (decision 031). */
export function loader(args: Route.LoaderArgs) {
  return reviewsResponse(args);
}

/** POST: a review, as POST /api/v1/reviews/{slug} (which stays as an alias). */
export function action(args: Route.ActionArgs) {
  return submitReviewResponse(args);
}
