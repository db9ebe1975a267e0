import type { Resource } from "i18next";
import { type ReactNode, useEffect, useMemo } from "react";
import { useMatches } from "react-router";
import { LANG_STORAGE_KEY, type Language } from "./config.ts";
import { boundT, createI18n } from "./create-i18n.ts";
import { type Messages, mergeMessages, messagesOf } from "./messages.ts";
import { type Translation, TranslationContext } from "./translation-context.ts";

// The hooks live apart from the provider, so that an island (island-texts.tsx) gets them
// without the translator (decision 039).
export { type Translation, useFormat, useLanguage, useTranslation } from "./translation-context.ts";

/*
 * How the translations reach the browser.
 *
 * The root loader ships the shell's areas of the page's language (plus French, Arabic's
 * fallback) in its loader data, and each route ships the areas it uses in its own (see
 * getI18n in i18n.server.ts). This provider gathers the `messages` of every matched route
 * and builds the page's i18next instance from them (createI18n, create-i18n.ts: the very
 * factory of the server's `t`) — on the server and in the browser alike, so the hydrated
 * text is the server's by construction: no flash, no async loading, and a missing area
 * shows up in the server render, not only after hydration. Pages rendered without
 * hydration (decision 014) never ship this module's i18next: their islands receive texts
 * already translated, or load it on demand (the review dialog of /{slug}).
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

const instances = new Map<string, Translation>();

function translation(lang: Language, resources: Resource): Translation {
  // The instance's own `t` (its language never changes) is ~3× faster than getFixedT's.
  return { i18n: { language: lang }, t: boundT(createI18n(lang, resources)) };
}

function instanceFor(lang: Language, list: readonly Messages[]): { key: string; build: () => Translation } {
  const { key, resources } = mergeMessages(lang, list);
  return {
    key,
    build() {
      // In development the locale files change under a running server: no cache.
      if (import.meta.env.DEV) return translation(lang, resources() as Resource);
      let entry = instances.get(key);
      if (!entry) {
        entry = translation(lang, resources() as Resource);
        instances.set(key, entry);
      }
      return entry;
    },
  };
}

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
