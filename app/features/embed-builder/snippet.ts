import { z } from "zod";

/*
 * The dashboard's « Intégrer » section (decision 033): the options an owner picks for the
 * widget and the two snippets made from them — the script tag of the widget (decision 032)
 * and the iframe variant with the few parent lines that resize it. One schema for the
 * query string the server reads (the section works without JavaScript) and the form the
 * browser validates (Conform).
 */

export const EMBED_LAYOUTS = ["carousel", "grid", "list", "badge"] as const;
export const EMBED_THEMES = ["light", "dark", "auto"] as const;
export const EMBED_LANGUAGES = ["fr", "en", "ar"] as const;
export const EMBED_VARIANTS = ["script", "iframe"] as const;
export const EMBED_MAX = { min: 1, max: 50, default: 10 } as const;

export type EmbedVariant = (typeof EMBED_VARIANTS)[number];

export const EmbedOptionsSchema = z.object({
  layout: z.enum(EMBED_LAYOUTS).default("carousel"),
  theme: z.enum(EMBED_THEMES).default("auto"),
  /** The widget's language (its `data-lang`); not `lang`, which is the site's own language switch (decision 027). */
  language: z.enum(EMBED_LANGUAGES).default("fr"),
  max: z.coerce
    .number({ message: "integrate.errors.max" })
    .int({ message: "integrate.errors.max" })
    .min(EMBED_MAX.min, { message: "integrate.errors.max" })
    .max(EMBED_MAX.max, { message: "integrate.errors.max" })
    .default(EMBED_MAX.default),
  variant: z.enum(EMBED_VARIANTS).default("script"),
});
export type EmbedOptions = z.infer<typeof EmbedOptionsSchema>;

/**
 * The options of a query string: each one that is missing or wrong falls back to its
 * default (the owner's page language for `language`), so a hand-edited link never breaks the page.
 */
export function optionsFromSearch(search: URLSearchParams, defaultLanguage: EmbedOptions["language"]): EmbedOptions {
  const base = EmbedOptionsSchema.parse({ language: defaultLanguage });
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof EmbedOptions)[]) {
    const value = search.get(key);
    if (value === null) continue;
    const one = EmbedOptionsSchema.shape[key].safeParse(value);
    if (one.success) out[key] = one.data;
  }
  return out as EmbedOptions;
}

/** `/{slug}/embed?layout=…&theme=…&lang=…&max=…`: the iframe's page (decision 032), on `origin` ("" for a relative link). */
export function iframeSrc(origin: string, slug: string, options: EmbedOptions): string {
  const query = new URLSearchParams({
    layout: options.layout,
    theme: options.theme,
    lang: options.language,
    max: String(options.max),
  });
  return `${origin}/${encodeURIComponent(slug)}/embed?${query}`;
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The widget's script tag, exactly as decision 032 reads it. */
export function scriptSnippet(publicUrl: string, slug: string, options: EmbedOptions): string {
  return `<script src="${attribute(publicUrl)}/embed.js" data-profile="${attribute(slug)}" data-layout="${options.layout}" data-theme="${options.theme}" data-lang="${options.language}" data-max="${options.max}" async></script>`;
}

/**
 * The iframe and the parent lines that set its height: they believe a message only from
 * Fiable's origin, from this iframe's window, of type "fiable:embed:height" with a finite
 * number (decision 032).
 */
export function iframeSnippet(publicUrl: string, slug: string, options: EmbedOptions, title: string): string {
  const origin = new URL(publicUrl).origin;
  const id = `fiable-embed-${slug}`;
  return [
    `<iframe id="${attribute(id)}" src="${attribute(iframeSrc(publicUrl, slug, options))}" title="${attribute(title)}" loading="lazy" style="display:block;width:100%;height:420px;border:0"></iframe>`,
    "<script>",
    "(function () {",
    `  var iframe = document.getElementById(${JSON.stringify(id)});`,
    '  window.addEventListener("message", function (event) {',
    `    if (event.origin !== ${JSON.stringify(origin)} || event.source !== iframe.contentWindow) return;`,
    "    var data = event.data;",
    '    if (!data || data.type !== "fiable:embed:height" || typeof data.height !== "number" || !isFinite(data.height)) return;',
    '    iframe.style.height = Math.max(0, Math.ceil(data.height)) + "px";',
    "  });",
    "})();",
    "</script>",
  ].join("\n");
}

/** What the preview's parent accepts: the height message of the iframe it shows, from `origin`. */
export function embedHeightOf(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  origin: string,
  source: unknown,
): number | null {
  if (event.origin !== origin || event.source !== source) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== "fiable:embed:height") return null;
  return typeof data.height === "number" && Number.isFinite(data.height) ? Math.max(0, Math.ceil(data.height)) : null;
}
