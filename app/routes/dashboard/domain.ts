import { handleCustomDomainAction } from "#app/features/custom-domains/index.server.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import type { Route } from "./+types/domain";

// POST /dashboard/domain: the editor's « Domaine personnalisé » card — add, « Vérifier
// maintenant », « Retirer le domaine » (docs/product/custom-domains.md).
export function action(args: Route.ActionArgs) {
  return handleCustomDomainAction(args);
}

// A request that fails on its way leaves the card as it was, with what was typed.
export const clientAction = keepFetcherOnFailure;

export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
