import { downloadExport } from "#app/features/account-export/index.server.ts";
import type { Route } from "./+types/export-download";

/** GET /dashboard/export/{id}/{token}: the account's data export (decision 034). */
export function loader({ request, params }: Route.LoaderArgs) {
  return downloadExport(request, params.exportId, params.token);
}
