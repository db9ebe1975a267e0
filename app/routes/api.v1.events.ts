import { recordEvent, statusOf } from "#app/features/analytics/record-event.server.ts";
import type { Route } from "./+types/api.v1.events";

/** POST /api/v1/events: one first-party event from the browser (app/features/analytics/track.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  try {
    const outcome = await recordEvent(request, { clientIp: context.clientIp });
    return new Response(null, { status: statusOf(outcome) });
  } catch (error) {
    console.error("[analytics] event not stored:", error);
    return new Response(null, { status: 500 });
  }
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
