import { HEIGHT_MESSAGE } from "./frame-messages.ts";
import type { EmbedOptions } from "./options.ts";

/** What the snippets are made of: the profile's slug and the owner's choices (decision 032). */
export type SnippetOptions = Pick<EmbedOptions, "layout" | "theme" | "max"> & { profile: string; lang: string };

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The script tag an owner pastes on their site (decision 032). */
export function scriptSnippet(publicUrl: string, o: SnippetOptions): string {
  const origin = new URL(publicUrl).origin;
  return `<script src="${origin}/embed.js" data-profile="${escapeAttribute(o.profile)}" data-layout="${o.layout}" data-theme="${o.theme}" data-lang="${escapeAttribute(o.lang)}" data-max="${o.max}" async></script>`;
}

/**
 * The iframe variant and the few lines of the parent page that size it: a message counts
 * only when it comes from Fiable's origin, from this very frame, and has the expected shape.
 */
export function iframeSnippet(publicUrl: string, o: SnippetOptions, title: string): string {
  const origin = new URL(publicUrl).origin;
  const id = `fiable-${o.profile}`;
  return `<iframe id="${escapeAttribute(id)}" src="${escapeAttribute(iframeSrc(origin, o))}" title="${escapeAttribute(title)}" loading="lazy" style="width:100%;height:320px;border:0"></iframe>
<script>
addEventListener("message", function (e) {
  var f = document.getElementById(${JSON.stringify(id)}), d = e.data;
  if (!f || e.origin !== ${JSON.stringify(origin)} || e.source !== f.contentWindow) return;
  if (!d || d.type !== ${JSON.stringify(HEIGHT_MESSAGE)} || typeof d.height !== "number" || !(d.height > 0 && d.height < 20000)) return;
  f.style.height = Math.ceil(d.height) + "px";
});
</script>`;
}

/** `/{slug}/embed?layout=…&theme=…&lang=…&max=…`: the iframe's page, on `origin` ("" for a link on Fiable itself). */
export function iframeSrc(origin: string, o: SnippetOptions): string {
  const query = new URLSearchParams({ layout: o.layout, theme: o.theme, lang: o.lang, max: String(o.max) });
  return `${origin}/${encodeURIComponent(o.profile)}/embed?${query}`;
}

/**
 * The height an iframe of the widget asks for, when the message passes the same checks as the
 * snippet's lines: from `origin`, from that frame's window, of the expected shape; else null.
 */
export function embedHeightOf(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  origin: string,
  source: unknown,
): number | null {
  if (event.origin !== origin || event.source !== source) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== HEIGHT_MESSAGE) return null;
  const height = data.height;
  return typeof height === "number" && height > 0 && height < 20000 ? Math.ceil(height) : null;
}
