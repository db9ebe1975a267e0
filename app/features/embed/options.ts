import type { EmbedLanguage } from "./contract.ts";

/**
 * The owner's choices, from the script tag's data attributes or the iframe's query
 * (decision 032). Anything malformed falls back to its default: a widget never fails on a
 * typo in the snippet.
 */
export const LAYOUTS = ["carousel", "grid", "list", "badge"] as const;
export const THEMES = ["light", "dark", "auto"] as const;
export const EMBED_LANGUAGES = ["fr", "en", "ar"] as const;
export type Layout = (typeof LAYOUTS)[number];
export type Theme = (typeof THEMES)[number];

export const DEFAULT_MAX = 6;
export const MAX_REVIEWS = 50;

export interface EmbedOptions {
  profile: string | null;
  layout: Layout;
  theme: Theme;
  /** null: the profile's page language. */
  lang: EmbedLanguage | null;
  max: number;
}

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T;
function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, fallback: null): T | null;
function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, fallback: T | null) {
  const v = value?.trim().toLowerCase();
  return v && (list as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** `get` reads one attribute or query parameter ("profile", "layout", "theme", "lang", "max"). */
export function parseEmbedOptions(get: (name: string) => string | null | undefined): EmbedOptions {
  const profile = get("profile")?.trim().toLowerCase() ?? "";
  const max = Number(get("max"));
  return {
    profile: /^[a-z0-9][a-z0-9-]{0,62}$/.test(profile) ? profile : null,
    layout: oneOf(LAYOUTS, get("layout"), "carousel"),
    theme: oneOf(THEMES, get("theme"), "light"),
    lang: oneOf(EMBED_LANGUAGES, get("lang"), null),
    max: Number.isInteger(max) && max >= 1 && max <= MAX_REVIEWS ? max : DEFAULT_MAX,
  };
}
