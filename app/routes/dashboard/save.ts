import { handleEditorSave } from "#app/features/profile-editor/index.server.ts";
import type { Route } from "./+types/save";

// POST /dashboard/save: the editor's Save button. A JSON answer whatever happens (an expired
// session included), so that a failed save never takes the page and its draft away.
export function action(args: Route.ActionArgs) {
  return handleEditorSave(args);
}
