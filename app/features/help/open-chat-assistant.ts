/**
 * Opens the floating chat assistant from any page (the help centre's "Chat with the
 * assistant" button): the assistant's widget listens for this event and accepts it by
 * calling `preventDefault()`. Returns false when no widget accepted it, so the caller can
 * offer another way to get help.
 */
export const OPEN_CHAT_ASSISTANT_EVENT = "fiable:open-chat-assistant";

export function openChatAssistant(): boolean {
  const event = new CustomEvent(OPEN_CHAT_ASSISTANT_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}
