import type { TFunction } from "i18next";
import { directionOf, INTL_LOCALES, isLanguage, type Language, languageChain } from "./config.ts";

/*
 * The `t` of rendered components, on the server and in the browser (decision 009).
 *
 * i18next and react-i18next weigh about 17 KB gzip in the browser — a seventh of the
 * public page's JavaScript budget — for what the components use of them: a key looked up
 * in the page's language then in French, plural forms by `Intl.PluralRules` (`_zero` for
 * 0 when the key has one), `{{name}}` interpolation, a default value, a list of candidate
 * keys, and Unicode isolates around French text shown on an Arabic page. This does that,
 * and nothing else. Loaders and mails keep i18next on the server (never shipped);
 * tests/unit/i18n/translator.test.ts checks that both give the same text for every key of
 * every language.
 */

type Tree = { readonly [key: string]: unknown };
export type TranslatorResources = Partial<Record<Language, { translation: Tree } | undefined>>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

const LRI = "\u2066";
const PDI = "\u2069";
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(options as Tree, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(lang: Language, resources: TranslatorResources): TFunction {
  const chain = languageChain(lang);
  const rtl = directionOf(lang) === "rtl";

  function resolve(key: string, count: number | undefined): { text: string; from: Language } | undefined {
    for (const from of chain) {
      const tree = resources[from]?.translation;
      if (count !== undefined) {
        const candidates = count === 0 ? [`${key}_zero`] : [];
        candidates.push(`${key}_${pluralCategory(from, count)}`);
        for (const candidate of candidates) {
          const value = lookup(tree, candidate);
          if (typeof value === "string") return { text: value, from };
        }
      }
      const value = lookup(tree, key);
      if (typeof value === "string") return { text: value, from };
    }
    return undefined;
  }

  function t(keys: string | readonly string[], second?: TranslateOptions | string, third?: TranslateOptions): string {
    const options: TranslateOptions | undefined =
      typeof second === "string" ? { ...third, defaultValue: second } : second;
    const list = typeof keys === "string" ? [keys] : keys;
    const count = typeof options?.count === "number" ? options.count : undefined;
    for (const key of list) {
      const found = resolve(key, count);
      if (!found) continue;
      const text = interpolate(found.text, options);
      return rtl && isLanguage(found.from) && directionOf(found.from) === "ltr" ? `${LRI}${text}${PDI}` : text;
    }
    const fallback =
      options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : (list[list.length - 1] ?? "");
    // As i18next: a missing text on an Arabic page is isolated too (it is not Arabic).
    return rtl ? `${LRI}${fallback}${PDI}` : fallback;
  }

  return t as unknown as TFunction;
}
