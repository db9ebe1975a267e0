import { tlsAskResponse } from "#app/features/custom-domains/index.server.ts";
import type { Route } from "./+types/internal.tls.ask";

// GET /internal/tls/ask?domain=<host>: Caddy's on-demand TLS asks whether a name is a served
// custom domain (docs/decisions/044-custom-domains.md).
export function loader({ request }: Route.LoaderArgs) {
  return tlsAskResponse(request);
}
