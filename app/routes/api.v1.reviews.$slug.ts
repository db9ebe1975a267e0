import { reviewJsonResponse } from "#app/features/reviews/index.server.ts";
import type { Route } from "./+types/api.v1.reviews.$slug";

/**
 * POST /api/v1/reviews/{slug}: the review form's submission as JSON, for the dialog of the
 * public page (decision 014); the same rule as POST /{slug}/review.
 */
export function action(args: Route.ActionArgs) {
  return reviewJsonResponse(args);
}

export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
