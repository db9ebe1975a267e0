import { handleBrandingSave } from "#app/features/profile-editor/index.server.ts";
import type { Route } from "./+types/branding";

// POST /dashboard/branding: the editor's « Apparence » tab (decision 045), posted with fetch
// like /dashboard/save; always a JSON answer. Rules in app/features/profile-editor/save-branding.server.ts.
export function action(args: Route.ActionArgs) {
  return handleBrandingSave(args);
}
