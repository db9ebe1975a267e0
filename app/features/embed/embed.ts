import { parseEmbedOptions } from "./options.ts";
import { mountWidget } from "./widget.ts";

/**
 * GET /embed.js (decision 032): reads its own <script> tag's data attributes and renders the
 * widget in a <fiable-reviews> element placed right after it (at the end of <body> for a tag
 * in <head>). Every tag of the page that loads this script gets its widget, each once,
 * whichever copy of the script runs.
 */
const current = document.currentScript as HTMLScriptElement | null;

function mountAll() {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="/embed.js"][data-profile]');
  for (const script of [current, ...scripts]) {
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
}

// A tag in <head> may run before <body> exists.
if (document.body) mountAll();
else document.addEventListener("DOMContentLoaded", mountAll, { once: true });
