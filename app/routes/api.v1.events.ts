import { recordEvent, statusOf } from "#app/features/analytics/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/api.v1.events";

/**
 * The widget posts here from other sites (decision 033): a text/plain body needs no preflight,
 * and no answer carries credentials, so any origin may read it.
 */
const CORS = { "Access-Control-Allow-Origin": "*" };

/** POST /api/v1/events: one first-party event from the browser (app/features/analytics/track.ts) or the widget. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST", ...CORS } });
  try {
    const outcome = await recordEvent(request, { clientIp: context.clientIp, publicUrl: context.publicUrl });
    if (outcome.status === "refused" && outcome.reason === "not-found") {
      const { t } = getI18n(request, []);
      return Response.json(
        { error: { code: "not_found", message: t("errors.embedUnknownProfile") } },
        { status: 404, headers: CORS },
      );
    }
    return new Response(null, { status: statusOf(outcome), headers: CORS });
  } catch (error) {
    console.error("[analytics] event not stored:", error);
    return new Response(null, { status: 500, headers: CORS });
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
