import type fr from "#locales/fr.json";

/** Interface languages, default first (docs/product/i18n.md). */
export const LANGUAGES = ["fr", "en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

/**
 * The on-screen switcher offers every interface language (Arabic too, where the
 * original product's switcher offered only French and English), each in its own name.
 */
export const SWITCHER_LANGUAGES = ["fr", "en", "ar"] as const satisfies readonly Language[];

export type Direction = "ltr" | "rtl";

export const LANG_QUERY_PARAM = "lang";
/**
 * Request header the server sets on a trust page's requests to the language its owner chose
 * (server/page-language.ts); whatever a client sends under this name is dropped first.
 */
export const PAGE_LANGUAGE_HEADER = "x-fiable-page-language";
export const LANG_COOKIE = "lang";
/** localStorage key the client mirrors the language to ("kept in browser storage"). */
export const LANG_STORAGE_KEY = "lang";

/** The French dictionary is the reference: every key of the app exists there. */
export type Dictionary = typeof fr;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };
/** What Arabic has: any subset of the reference keys. */
export type PartialDictionary = DeepPartial<Dictionary>;

/** A top-level group of keys ("common", "nav", "home"…), the unit shipped to the browser. */
export type Area = keyof Dictionary;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A full key of the given areas, for tables of keys: `DictionaryKey<"nav">` is "nav.demo" | "nav.blog" | … */
export type DictionaryKey<A extends Area = Area> = A extends Area ? Leaves<Dictionary[A], `${A}.`> : never;

/**
 * Areas every page needs: the skip link, the pages of the root error boundary and the
 * language switcher's label (every header has one: a page that forgot to ship "language"
 * read `language.label` to screen readers). They
 * are shipped by the root loader; layouts and pages ship the areas they use themselves
 * through `getI18n(request, [...areas])` (the `_site` layout: nav, footer, language,
 * theme). The `meta` area (page titles and descriptions) is for the server's `t` in
 * loaders and is never shipped.
 */
export const SHELL_AREAS = ["common", "errors", "language"] as const satisfies readonly Area[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Language): Direction {
  return lang === "ar" ? "rtl" : "ltr";
}

/**
 * Locales handed to `Intl`. English uses British conventions (day before month, as the
 * product's French-speaking users expect); Arabic keeps Latin digits, as written in the
 * Maghreb, where most of the product's Arabic-speaking users are.
 */
export const INTL_LOCALES: Record<Language, string> = {
  fr: "fr-FR",
  en: "en-GB",
  ar: "ar-u-nu-latn",
};

/** ar → fr → key (docs/product/i18n.md#texts). English also falls back to French should a key ever be missing. */
export const FALLBACK_LNG = { ar: ["fr"], default: ["fr"] };

/** The languages whose texts a page in `lang` may show: the language, then its fallback. */
export function languageChain(lang: Language): Language[] {
  return lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
}
