import type { EmbedTexts } from "./contract.ts";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A small `t` over the `embed` area: `{{name}}` placeholders, `a.b` keys, and i18next's plural
 * suffixes (`_zero` for 0, then the language's Intl.PluralRules category, then `_other`).
 */
export function translator(texts: EmbedTexts, lang: string): Translate {
  const rules = new Intl.PluralRules(lang);
  const find = (key: string): string | undefined => {
    const [head, tail] = key.split(".");
    const value = texts[head as string];
    return typeof value === "string" ? value : tail ? value?.[tail] : undefined;
  };
  return (key, values = {}) => {
    let text: string | undefined;
    if (typeof values.count === "number") {
      const count = values.count;
      text =
        (count === 0 ? find(`${key}_zero`) : undefined) ??
        find(`${key}_${rules.select(count)}`) ??
        find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

/**
 * The texts of the messages endpoint's answer (`json`: the language chain, own language
 * first, then its fallbacks): the first text found for each key.
 */
export function embedTextsOf(answer: { json?: string }): EmbedTexts {
  const chain = JSON.parse(answer.json ?? "{}") as Record<string, { embed?: EmbedTexts }>;
  const texts: EmbedTexts = {};
  for (const dictionary of Object.values(chain).reverse()) Object.assign(texts, dictionary.embed);
  return texts;
}
