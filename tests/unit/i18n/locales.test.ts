import { describe, expect, it } from "vitest";
import ar from "#locales/ar.json";
import en from "#locales/en.json";
import fr from "#locales/fr.json";

type Tree = { [key: string]: string | Tree };

/** "a.b.c" → text, for every leaf; anything but a string or an object is reported. */
function flatten(tree: Tree, prefix = "", out = new Map<string, string>(), bad: string[] = []) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) flatten(value, path, out, bad);
    else bad.push(path);
  }
  return { keys: out, bad };
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The {{variables}} of a text, sorted (formats such as {{n, number}} keep the name only). */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? "").sort();
}

function missing(from: Map<string, string>, to: Map<string, string>) {
  return [...from.keys()].filter((key) => !to.has(key));
}

const dictionaries = { fr: flatten(fr), en: flatten(en), ar: flatten(ar as Tree) };

describe("locales", () => {
  it("hold only strings and nested objects", () => {
    expect({ fr: dictionaries.fr.bad, en: dictionaries.en.bad, ar: dictionaries.ar.bad }).toEqual({
      fr: [],
      en: [],
      ar: [],
    });
  });

  it("have the same keys in French and English", () => {
    const result = {
      "in fr.json, missing from en.json": missing(dictionaries.fr.keys, dictionaries.en.keys),
      "in en.json, missing from fr.json": missing(dictionaries.en.keys, dictionaries.fr.keys),
    };
    expect(result, "fr.json and en.json must have the same keys").toEqual({
      "in fr.json, missing from en.json": [],
      "in en.json, missing from fr.json": [],
    });
  });

  it("have no Arabic key that French lacks (Arabic falls back to French)", () => {
    expect(missing(dictionaries.ar.keys, dictionaries.fr.keys), "keys of ar.json absent from fr.json").toEqual([]);
  });

  it("use the same interpolation variables in every language", () => {
    const mismatches: string[] = [];
    for (const [key, text] of dictionaries.fr.keys) {
      for (const lang of ["en", "ar"] as const) {
        const other = dictionaries[lang].keys.get(key);
        if (other === undefined) continue;
        const a = variables(text).join(", ");
        const b = variables(other).join(", ");
        if (a !== b) mismatches.push(`${key}: fr {${a}} ≠ ${lang} {${b}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("have every plural form each language needs", () => {
    const problems: string[] = [];
    for (const [lang, { keys }] of Object.entries(dictionaries)) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const bases = new Set(
        [...keys.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")),
      );
      for (const base of bases) {
        for (const category of needed) {
          if (!keys.has(`${base}_${category}`)) problems.push(`${lang}: ${base}_${category}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("leave no text empty", () => {
    const empty = Object.entries(dictionaries).flatMap(([lang, { keys }]) =>
      [...keys].filter(([, text]) => text.trim() === "").map(([key]) => `${lang}: ${key}`),
    );
    expect(empty).toEqual([]);
  });
});
