import { parseEmbedOptions } from "./options.ts";
import { mountWidget } from "./widget.ts";

/**
 * GET /embed.js (decision 032): reads its own <script> tag's data attributes and renders the
 * widget in a <fiable-reviews> element placed right after it. Every tag of the page that
 * loads this script gets its widget, each once, whichever copy of the script runs.
 */
const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"][data-profile]');
for (const script of [document.currentScript as HTMLScriptElement | null, ...scripts]) {
  if (!script || script.dataset.fiableMounted) continue;
  script.dataset.fiableMounted = "1";
  const host = document.createElement("fiable-reviews");
  if (script.parentNode && script.parentNode !== document.head) script.after(host);
  else document.body.append(host);
  const options = parseEmbedOptions((name) => script.getAttribute(`data-${name}`));
  mountWidget(host, options, new URL(script.src).origin, script.hasAttribute("data-frame")).catch((error: unknown) =>
    console.warn("Fiable: the reviews widget could not be shown.", error),
  );
}
