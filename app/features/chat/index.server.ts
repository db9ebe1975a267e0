// The public face of the chat feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { handleChatRequest } from "./handle-chat.server.ts";
