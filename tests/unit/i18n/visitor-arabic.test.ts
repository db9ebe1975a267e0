import { describe, expect, it } from "vitest";
import { isVisitorKey, VISITOR_AREAS } from "#app/services/i18n/visitor-areas.ts";
import ar from "#locales/ar.json";
import en from "#locales/en.json";
import fr from "#locales/fr.json";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = "", out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
}

const FR = leaves(fr as Tree);
const EN = leaves(en as Tree);
const AR = leaves(ar as Tree);

/** Letters of the Arabic script. */
const ARABIC = /[\u0600-\u06FF]/;

describe("what a visitor reads is in Arabic", () => {
  it("names prefixes that exist in fr.json", () => {
    const unknown = VISITOR_AREAS.filter(
      (prefix) => ![...FR.keys()].some((key) => isVisitorKey(key) && (key === prefix || key.startsWith(`${prefix}.`))),
    );
    expect(unknown, "prefixes of VISITOR_AREAS with no key in fr.json").toEqual([]);
  });

  it("has a non-empty Arabic text for every visitor key of fr.json", () => {
    const missing = [...FR.keys()].filter((key) => isVisitorKey(key) && !(AR.get(key)?.trim() ?? ""));
    expect(missing, "visitor keys of fr.json without a text in ar.json").toEqual([]);
  });

  it("has a non-empty English text for every key of fr.json", () => {
    const missing = [...FR.keys()].filter((key) => !(EN.get(key)?.trim() ?? ""));
    expect(missing, "keys of fr.json without a text in en.json").toEqual([]);
  });

  it("writes the visitor's Arabic texts in Arabic, not French copied over", () => {
    // A text may be Latin-only when it is a name, an address, a figure or a template of
    // variables; a French sentence copied over would pass the test above and show French.
    const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, "").replace(/\bFiable\b/g, "");
    const copied = [...FR.entries()].filter(([key, text]) => {
      const arabic = AR.get(key);
      if (!isVisitorKey(key) || arabic === undefined || ARABIC.test(arabic) || arabic !== text) return false;
      return /\p{L}{3,}\s+\p{L}{2,}/u.test(words(text));
    });
    expect(
      copied.map(([key]) => key),
      "visitor keys whose Arabic text is the French one",
    ).toEqual([]);
  });
});
