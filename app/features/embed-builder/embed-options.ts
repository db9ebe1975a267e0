import { z } from "zod";
import type { SnippetOptions } from "#app/features/embed/index.ts";
import { EMBED_LANGUAGES, LAYOUTS, MAX_REVIEWS, THEMES } from "#app/features/embed/index.ts";

/*
 * The dashboard's « Intégrer » section (decision 033): the options an owner picks for the
 * widget — the values the widget reads (app/features/embed/options.ts, decision 032) — in one
 * schema for the query string the server reads (the section works without JavaScript) and the
 * form the browser validates (Conform). The snippets are the widget's own
 * (app/features/embed/snippet.ts). The section proposes `auto` and 10 reviews first; the
 * widget's defaults are for a snippet that says nothing.
 */

export const EMBED_LAYOUTS = LAYOUTS;
export const EMBED_THEMES = THEMES;
export { EMBED_LANGUAGES };
export const EMBED_VARIANTS = ["script", "iframe"] as const;
export const EMBED_MAX = { min: 1, max: MAX_REVIEWS, default: 10 } as const;

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

/** The section's choices as the widget's snippets take them. */
export function snippetOptions(slug: string, options: EmbedOptions): SnippetOptions {
  return { profile: slug, layout: options.layout, theme: options.theme, lang: options.language, max: options.max };
}
