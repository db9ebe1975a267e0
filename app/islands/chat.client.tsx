import ChatPanel from "#app/features/chat/components/chat-panel.tsx";
import { readIslandTexts } from "#app/features/i18n/island-texts.tsx";
import { mountIsland } from "./mount.tsx";

/*
 * The chat assistant's island (decision 039): the very panel of the hydrated pages,
 * mounted when the visitor opens the launcher the server rendered
 * (app/features/chat/components/chat-launcher.tsx). Loaded on first use only.
 */
let close: (() => void) | null = null;

export function openChat(launcher: HTMLElement): void {
  if (close) return;
  const texts = readIslandTexts(launcher);
  if (!texts) return;
  launcher.hidden = true;
  close = mountIsland(
    "chat",
    texts,
    <ChatPanel
      onClose={() => {
        close?.();
        close = null;
        launcher.hidden = false;
        launcher.focus();
      }}
    />,
  );
}
