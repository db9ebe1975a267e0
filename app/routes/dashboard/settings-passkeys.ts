import { handlePasskeySettingsAction } from "#app/features/auth/index.server.ts";
import type { Route } from "./+types/settings-passkeys";

// POST /dashboard/settings/passkeys: add, rename and remove the owner's passkeys (JSON in and out).
export function action(args: Route.ActionArgs) {
  return handlePasskeySettingsAction(args);
}
