import { ogImageResponse } from "#app/features/profile/index.server.ts";
import type { Route } from "./+types/profile-og-image";

// /og/{slug}.png: the link-preview image of a profile (Open Graph, Twitter card).
export function loader({ params, request, context }: Route.LoaderArgs) {
  return ogImageResponse(params.file, request, context.publicUrl);
}
