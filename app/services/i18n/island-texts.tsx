import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { INTL_LOCALES, isLanguage, type Language } from "./config.ts";
import { TranslationContext } from "./translation-context.ts";

/**
 * An island's texts (decision 039): made by `islandTexts` on the server (i18n.server.ts),
 * carried in the page's markup as JSON (`data-island-texts`), already in the page's language.
 */
export interface IslandTexts {
  lang: Language;
  texts: Record<string, string>;
}

/** Reads the texts an element of the server's markup carries; null when absent or broken. */
export function readIslandTexts(element: Element | null): IslandTexts | null {
  const json = element?.getAttribute("data-island-texts");
  if (!json) return null;
  try {
    const value = JSON.parse(json) as IslandTexts;
    return isLanguage(value.lang) && typeof value.texts === "object" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The `useTranslation()` of the components an island mounts, answered from its texts: a
 * lookup (with the `_zero`/plural suffix for a `count`) and `{{name}}` replaced — the texts
 * were chosen and put in the page's language by the server.
 */
export function IslandTextsProvider({ texts, children }: { texts: IslandTexts; children: ReactNode }) {
  const value = useMemo(() => {
    const rules = new Intl.PluralRules(INTL_LOCALES[texts.lang]);
    const t = (keys: string | readonly string[], options?: Record<string, unknown> | string) => {
      const vars = typeof options === "object" ? options : undefined;
      const count = typeof vars?.count === "number" ? vars.count : undefined;
      for (const key of typeof keys === "string" ? [keys] : keys) {
        const candidates = count === undefined ? [key] : [`${key}_zero`, `${key}_${rules.select(count)}`, key];
        if (count !== undefined && count !== 0) candidates.shift();
        const text = candidates.map((candidate) => texts.texts[candidate]).find((found) => found !== undefined);
        if (text !== undefined) {
          return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) =>
            vars?.[name] === undefined ? whole : String(vars[name]),
          );
        }
      }
      return typeof options === "string" ? options : String(vars?.defaultValue ?? keys);
    };
    return { i18n: { language: texts.lang }, t: t as unknown as TFunction };
  }, [texts]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
