// The public face of the chat feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { ChatLauncher } from "./components/chat-launcher.tsx";
export { CHAT_MAX_BODY_BYTES, CHAT_MESSAGE_MAX, ChatReplySchema, ChatRequestSchema } from "./schema.ts";
