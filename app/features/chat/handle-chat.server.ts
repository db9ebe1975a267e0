import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { answerQuestion } from "./answer-question.server.ts";
import { CHAT_MAX_BODY_BYTES, type ChatRequestSchema } from "./schema.ts";

/**
 * POST /api/v1/chat: validates {message} (not blank, at most CHAT_MESSAGE_MAX characters),
 * applies RATE_LIMITS["chat.message.ip"] and answers {response, sources} in the visitor's
 * language. Errors answer {error} with 400, 413, 429 (Retry-After) or 500; the widget shows
 * its toast and apology for each.
 */
export async function handleChatRequest(
  request: Request,
  { clientIp, publicUrl, schema }: { clientIp: string; publicUrl: string; schema: typeof ChatRequestSchema },
): Promise<Response> {
  const { lang, t } = getI18n(request);
  if (request.method !== "POST") return Response.json({ error: "Method Not Allowed" }, { status: 405 });
  // server/api-body-limits.ts has already refused a larger body before reading it whole.
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > CHAT_MAX_BODY_BYTES) {
    return Response.json({ error: t("chat.errors.tooLong") }, { status: 413 });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return Response.json({ error: t("chat.errors.empty") }, { status: 400 });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
    return Response.json({ error: t(tooLong ? "chat.errors.tooLong" : "chat.errors.empty") }, { status: 400 });
  }
  const limit = await consume("chat.message.ip", clientIp);
  if (!limit.allowed) {
    return Response.json(
      { error: t("errors.status.429") },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const reply = await answerQuestion(parsed.data.message, { lang, host: new URL(publicUrl).host, t });
    return Response.json(reply);
  } catch (error) {
    logError("[chat] answer failed:", error);
    return Response.json({ error: t("chat.errors.failed") }, { status: 500 });
  }
}
