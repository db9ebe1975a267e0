import { data } from "react-router";
import { isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import { EXPORT_INTENT, type ExportActionData } from "./components/export-card.tsx";
import { EXPORT_LINK_PROBLEMS, type ExportLinkProblem } from "./export-rules.ts";
import { exportState, requestAccountExport } from "./request-export.server.ts";

/** The export card's data on the settings page: the latest request, and why a link led back here. */
export async function exportCardData(request: Request, userId: string) {
  const value = new URL(request.url).searchParams.get("export");
  const problem = EXPORT_LINK_PROBLEMS.includes(value as ExportLinkProblem) ? (value as ExportLinkProblem) : null;
  return { exportState: await exportState(userId), exportProblem: problem };
}

/** True when the settings form posted is « Exporter mes données ». */
export async function isExportRequest(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return form.get("intent") === EXPORT_INTENT;
}

/** « Exporter mes données » posted from the settings. */
export async function handleExportAction(request: Request) {
  if (!isSameSiteRequest(request)) throw data(null, { status: 403 });
  const current = await requireUser(request);
  const result = await requestAccountExport(current.user.id);
  if (!result.ok) {
    return data<ExportActionData>(
      { intent: EXPORT_INTENT, status: "error", message: "auth.errors.tooManyRequests" },
      { status: 429, headers: { "Retry-After": String(Math.max(1, result.retryAfterSeconds)) } },
    );
  }
  return data<ExportActionData>(
    { intent: EXPORT_INTENT, status: "success", alreadyBuilding: result.alreadyBuilding },
    { headers: current.headers },
  );
}
