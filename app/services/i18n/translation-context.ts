import type { TFunction } from "i18next";
import { createContext, useContext, useMemo } from "react";
import { directionOf, INTL_LOCALES, type Language } from "./config.ts";
import { type DateInput, formatDate, formatNumber } from "./format.ts";

/*
 * What components translate with: `useTranslation()` reads the nearest provider — the
 * page's (I18nProvider, i18n-provider.tsx) or an island's (IslandTextsProvider,
 * island-texts.tsx). Kept apart from both so that neither provider's code comes with it.
 */
export interface Translation {
  /** The page's language, as react-i18next's `i18n.language`. */
  i18n: { language: Language };
  t: TFunction;
}

export const TranslationContext = createContext<Translation | null>(null);

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
