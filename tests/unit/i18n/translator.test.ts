import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "#app/services/i18n/config.ts";
import { createI18n } from "#app/services/i18n/i18next.server.ts";
import { createTranslator } from "#app/services/i18n/translator.ts";
import ar from "#locales/ar.json";
import en from "#locales/en.json";
import fr from "#locales/fr.json";

/*
 * The components' translator (decision 009) must print exactly what i18next prints — the
 * loaders' `t` — for every key of every language, with and without a count.
 */

type Tree = { [key: string]: string | Tree };
const resources = { fr: { translation: fr }, en: { translation: en }, ar: { translation: ar } };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path.replace(/_(zero|one|two|few|many|other)$/, "")] : keysOf(value, path);
  });
}

const ALL_KEYS = [...new Set([...keysOf(fr), ...keysOf(en), ...keysOf(ar as Tree)])];
/** Every variable name used anywhere, with a recognizable value. */
const VARIABLES = Object.fromEntries(
  [...JSON.stringify([fr, en, ar]).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .filter((m) => m[1] !== "count")
    .map((m) => [m[1], `‹${m[1]}›`]),
);

describe("createTranslator", () => {
  for (const lang of LANGUAGES as readonly Language[]) {
    it(`gives i18next's text for all ${ALL_KEYS.length} keys in ${lang}, for counts 0, 1, 2, 3, 5, 11, 100`, () => {
      const i18next = createI18n(lang, resources).t;
      const ours = createTranslator(lang, resources);
      const differences: string[] = [];
      for (const key of ALL_KEYS) {
        const variants = [{ ...VARIABLES }, ...[0, 1, 2, 3, 5, 11, 100].map((count) => ({ ...VARIABLES, count }))];
        for (const options of variants) {
          const expected = i18next(key as never, options as never) as unknown as string;
          if (typeof expected !== "string") continue; // an object: not a text key
          const actual = ours(key as never, options as never) as unknown as string;
          if (actual !== expected) differences.push(`${key} ${JSON.stringify(options.count)}: ${actual} ≠ ${expected}`);
        }
      }
      expect(differences.slice(0, 10)).toEqual([]);
    });
  }

  it("handles a missing key, a default value and a list of keys like i18next", () => {
    for (const lang of LANGUAGES as readonly Language[]) {
      const i18next = createI18n(lang, resources).t as unknown as (...args: unknown[]) => string;
      const ours = createTranslator(lang, resources) as unknown as (...args: unknown[]) => string;
      const cases: unknown[][] = [
        ["no.such.key"],
        ["no.such.key", { defaultValue: "Par défaut {{name}}", name: "Ana" }],
        ["no.such.key", "Texte par défaut"],
        [["no.such.key", "common.skipToContent"]],
        [["no.such.key", "no.other.key"]],
      ];
      for (const args of cases) expect(ours(...args), `${lang} ${JSON.stringify(args)}`).toBe(i18next(...args));
    }
  });

  it("wraps French text shown on an Arabic page in directional isolates, and Arabic text not", () => {
    const onlyFrench = { fr: { translation: { a: { b: "Bonjour." } } }, ar: { translation: { a: { c: "مرحبا" } } } };
    const t = createTranslator("ar", onlyFrench) as unknown as (key: string) => string;
    expect(t("a.b")).toBe("\u2066Bonjour.\u2069");
    expect(t("a.c")).toBe("مرحبا");
  });
});
