import { messagesResponse } from "#app/services/i18n/messages-endpoint.server.ts";
import type { Route } from "./+types/api.v1.messages";

/** GET /api/v1/messages?areas=…: texts for scripts of pages that are not hydrated (decision 014). */
export function loader({ request }: Route.LoaderArgs) {
  return messagesResponse(request);
}
