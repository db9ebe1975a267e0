import { mountIsland } from "#app/components/mount-island.tsx";
import { readIslandTexts } from "#app/services/i18n/island-texts.tsx";
import ChatPanel from "./chat-panel.tsx";

/*
 * The chat assistant's island (decision 039): the very panel of the hydrated pages,
 * mounted when the visitor opens the launcher the server rendered
 * (chat-launcher.tsx); app/islands/site.client.ts imports it. Loaded on first use only.
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
