import { mountIsland } from "#app/components/mount-island.tsx";
import { readIslandTexts } from "#app/services/i18n/island-texts.tsx";
import FaqPanel from "./faq-panel.tsx";

/*
 * The landing's FAQ widget as an island (decision 039): the launcher is server markup
 * (faq-launcher.tsx); its panel is mounted on the first
 * click, or when the address ends in #faq-widget.
 */
let close: (() => void) | null = null;

export function toggleFaq(launcher: HTMLElement, open = !close): void {
  if (!open) {
    close?.();
    close = null;
    launcher.setAttribute("aria-expanded", "false");
    return;
  }
  if (close) return;
  const texts = readIslandTexts(launcher);
  if (!texts) return;
  launcher.setAttribute("aria-expanded", "true");
  close = mountIsland(
    "faq",
    texts,
    <FaqPanel host={launcher.dataset.host ?? window.location.host} onClose={() => toggleFaq(launcher, false)} />,
  );
}
