import { z } from "zod";

/** Longest question the assistant accepts, in characters. */
export const CHAT_MESSAGE_MAX = 1000;

/** Body of POST /api/v1/chat (spec §7 'chat-ai': body {message}). Empty or blank is refused. */
export const ChatRequestSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export interface ChatSource {
  title: string;
  url: string;
}

/** What POST /api/v1/chat answers: the text in `response` (spec §7), and the articles it used. */
export interface ChatReply {
  response: string;
  sources: ChatSource[];
}
