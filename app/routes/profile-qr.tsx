import { profileQrResponse } from "#app/features/profile/index.server.ts";
import type { Route } from "./+types/profile-qr";

// /{slug}/qr?format=png|svg: the QR code of the owner's page (owner only).
export function loader({ params, request, context }: Route.LoaderArgs) {
  return profileQrResponse(request, params.slug, context);
}
