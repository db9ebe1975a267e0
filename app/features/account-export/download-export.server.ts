import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { requireUser } from "#app/features/auth/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { getMediaStore } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountExports } from "#db/schema.ts";
import { isExportToken } from "./export-links.server.ts";
import type { ExportLinkProblem } from "./export-rules.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const backToSettings = (problem: ExportLinkProblem) => redirect(`/dashboard/settings?export=${problem}#export`);

/**
 * GET /dashboard/export/{id}/{token}: the archive, to the signed-in account that asked for it,
 * while its link is valid (24 hours). A signed-out visitor signs in first (and comes back);
 * another account, an expired or unknown link lead to the settings, which say why.
 */
export async function downloadExport(request: Request, exportId: string, token: string): Promise<Response> {
  if (!UUID.test(exportId) || !isExportToken(exportId, token)) throw backToSettings("expired");
  const current = await requireUser(request);
  const [row] = await getDb().select().from(accountExports).where(eq(accountExports.id, exportId));
  if (row?.status !== "ready" || !row.archiveKey || !row.expiresAt || row.expiresAt <= now()) {
    throw backToSettings("expired");
  }
  if (row.userId !== current.user.id) throw backToSettings("other-account");
  const object = await getMediaStore().open(row.archiveKey);
  if (!object) throw backToSettings("expired");
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  const headers = new Headers(current.headers);
  headers.set("Content-Type", "application/zip");
  headers.set("Content-Length", String(object.size));
  headers.set("Content-Disposition", `attachment; filename="fiable-data-${day}.zip"`);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
