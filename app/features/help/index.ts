// The public face of the help feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { HELP_CATEGORY_IDS } from "./catalog.ts";
export { CATEGORY_ICONS } from "./components/help-icons.tsx";
export { HelpSupport } from "./components/help-support.tsx";
export { OPEN_CHAT_ASSISTANT_EVENT } from "./open-chat-assistant.ts";
