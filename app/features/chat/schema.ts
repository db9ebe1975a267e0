import { z } from "zod";

/** Longest question the assistant accepts, in characters. */
export const CHAT_MESSAGE_MAX = 1000;

/**
 * Largest request body of POST /api/v1/chat, in bytes: {"message": …} with CHAT_MESSAGE_MAX
 * characters of up to 4 bytes each in UTF-8, or escaped. server/api-body-limits.ts applies it.
 */
export const CHAT_MAX_BODY_BYTES = CHAT_MESSAGE_MAX * 6 + 200;

/** Body of POST /api/v1/chat (body {message}). Empty or blank is refused. */
export const ChatRequestSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export const ChatSourceSchema = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/** What POST /api/v1/chat answers: the text in `response` (docs/product/help-and-legal.md), and the articles it used. */
export const ChatReplySchema = z
  .object({ response: z.string(), sources: z.array(ChatSourceSchema) })
  .meta({ id: "ChatReply" });
export type ChatReply = z.infer<typeof ChatReplySchema>;
