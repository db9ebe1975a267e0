import { handleReviewMediaUpload } from "#app/features/reviews/index.server.ts";
import type { Route } from "./+types/review-media";

// POST /{slug}/review/media?kind=…: one review medium, raw body (app/features/reviews/review-media.server.ts).
export function action(args: Route.ActionArgs) {
  return handleReviewMediaUpload(args);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
