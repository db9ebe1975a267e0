import { methodNotAllowed, profileResponse } from "#app/features/public-api/index.server.ts";
import type { Route } from "./+types/api.v1.profiles.$slug";

/** GET /api/v1/profiles/{slug}: a profile's public summary (decision 031). */
export function loader(args: Route.LoaderArgs) {
  return profileResponse(args);
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, "GET, HEAD, OPTIONS");
}
