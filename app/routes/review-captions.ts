import { captionsResponse } from "#app/features/reviews/index.server.ts";
import type { Route } from "./+types/review-captions";

// /{slug}/reviews/{reviewId}/captions.vtt: a video review's words as WebVTT (its player's <track>).
export function loader({ request, params }: Route.LoaderArgs) {
  return captionsResponse({ request, params });
}
