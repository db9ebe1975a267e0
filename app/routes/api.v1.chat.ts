import { handleChatRequest } from "#app/features/chat/index.server.ts";
import { ChatRequestSchema } from "#app/features/chat/index.ts";
import type { Route } from "./+types/api.v1.chat";

/** POST /api/v1/chat (docs/product/help-and-legal.md): body {message}, answer {response, sources}. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleChatRequest(request, {
    clientIp: context.clientIp,
    publicUrl: context.publicUrl,
    schema: ChatRequestSchema,
  });
}

export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
