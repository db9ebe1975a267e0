import { embedPageResponse, mediaOriginsOf } from "#app/features/embed/index.server.ts";
import type { Route } from "./+types/profile-embed";

// /{slug}/embed: the widget's iframe variant (decision 032), framable by any site.
export function loader({ request, params, context }: Route.LoaderArgs) {
  return embedPageResponse(request, params.slug, mediaOriginsOf(context.env));
}
