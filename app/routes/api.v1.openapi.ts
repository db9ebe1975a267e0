import { openApiResponse } from "#app/features/public-api/index.server.ts";
import type { Route } from "./+types/api.v1.openapi";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document of every /api/v1 route (decision 031). */
export function loader({ context }: Route.LoaderArgs) {
  return openApiResponse(context.publicUrl);
}
