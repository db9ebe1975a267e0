import { handlePasskeySignInAction } from "#app/features/auth/index.server.ts";
import type { Route } from "./+types/auth-passkey";

// POST /auth/passkey: the two steps of « Se connecter avec une clé d'accès » (JSON in and out).
export function action(args: Route.ActionArgs) {
  return handlePasskeySignInAction(args);
}
