import type { TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { useMatches } from "react-router";
import { directionOf, INTL_LOCALES, LANG_STORAGE_KEY, type Language } from "./config.ts";
import { type DateInput, formatDate, formatNumber } from "./format.ts";
import { type Messages, mergeMessages, messagesOf } from "./messages.ts";
import { createTranslator, type TranslatorResources } from "./translator.ts";

/*
 * How the translations reach the browser.
 *
 * The root loader ships the shell's areas of the page's language (plus French, Arabic's
 * fallback) in its loader data, and each route ships the areas it uses in its own (see
 * getI18n in i18n.server.ts). This provider gathers the `messages` of every matched route
 * and builds the page's translator from them (translator.ts; i18next stays on the server) — on the server and in the browser alike, so
 * the hydrated text is the server's by construction: no flash, no async loading, and a
 * missing area shows up in the server render, not only after hydration.
 *
 * Why not bundle locales/*.json into the JavaScript: every page would download all three
 * languages (decision 009 budgets the public page's JavaScript), and each new page's
 * copy would grow every other page. Why not one lazy chunk per language: hydration would
 * have to wait for it. Loader data is plain JSON in the HTML, only the page's language and
 * only the areas its routes ask for.
 *
 * Instances are cached by language and set of areas and never mutated (no
 * `changeLanguage`, no `addResourceBundle`): a server instance is shared by concurrent
 * requests of the same language; in the browser a language switch selects another
 * instance, which re-renders every `useTranslation()` consumer.
 */
interface Translation {
  /** The page's language, as react-i18next's `i18n.language`. */
  i18n: { language: Language };
  t: TFunction;
}

const instances = new Map<string, Translation>();

function translation(lang: Language, resources: TranslatorResources): Translation {
  return { i18n: { language: lang }, t: createTranslator(lang, resources) };
}

function instanceFor(lang: Language, list: readonly Messages[]): { key: string; build: () => Translation } {
  const { key, resources } = mergeMessages(lang, list);
  return {
    key,
    build() {
      // In development the locale files change under a running server: no cache.
      if (import.meta.env.DEV) return translation(lang, resources());
      let entry = instances.get(key);
      if (!entry) {
        entry = translation(lang, resources());
        instances.set(key, entry);
      }
      return entry;
    },
  };
}

const TranslationContext = createContext<Translation | null>(null);

/** Wrap the document once (app/root.tsx) with the language the root loader resolved. */
export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const matches = useMatches();
  const list: Messages[] = [];
  for (const match of matches) {
    const messages = messagesOf(match.loaderData);
    if (messages) list.push(messages);
  }
  const { key, build } = instanceFor(lang, list);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the language and areas, hence the content
  const value = useMemo(build, [key]);

  useEffect(() => {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Storage disabled (private mode, policy): the cookie still keeps the choice.
    }
  }, [lang]);

  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * `const { t } = useTranslation()` — the page's `t`, keys typed from locales/fr.json, and
 * `i18n.language`. Same shape as react-i18next's hook; the translator is built once per
 * language and set of areas, so `t` is stable.
 */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation must be used within <I18nProvider> (app/root.tsx)");
  return value;
}

/** The interface language of the current page, its direction and its Intl locale. */
export function useLanguage() {
  const lang = useTranslation().i18n.language;
  return { lang, dir: directionOf(lang), locale: INTL_LOCALES[lang] };
}

/** `const { date, number } = useFormat(); date(article.publishedAt)` in the page's language. */
export function useFormat() {
  const { lang } = useLanguage();
  return useMemo(
    () => ({
      date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(value, lang, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
    }),
    [lang],
  );
}
