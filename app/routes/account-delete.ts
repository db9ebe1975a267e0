import { handleDeleteAccountAction } from "#app/features/account-deletion/index.server.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import type { Route } from "./+types/account-delete";

// POST /account/delete: « Supprimer mon compte » of the account settings (decision 036).
export function action(args: Route.ActionArgs) {
  return handleDeleteAccountAction(args);
}

// A request that fails on its way leaves the card as it was, with « Le serveur n'a pas pu être joint ».
export const clientAction = keepFetcherOnFailure;

export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
