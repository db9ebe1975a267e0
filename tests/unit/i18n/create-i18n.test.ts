import { describe, expect, it } from "vitest";
import { boundT, createI18n } from "#app/services/i18n/create-i18n.ts";

/*
 * The one translator (docs/decisions/040-one-translator-one-markdown-pipeline.md): what the
 * pages rely on of i18next, on an instance made as the app makes them (createI18n).
 */

const resources = {
  fr: {
    translation: {
      greet: "Bonjour {{name}}.",
      onlyFrench: "Environ 2 minutes.",
      reviews_zero: "Aucun avis",
      reviews_one: "{{count}} avis",
      reviews_other: "{{count}} avis",
      stars_one: "{{count}} étoile",
      stars_other: "{{count}} étoiles",
      nested: { deep: "Profond" },
    },
  },
  en: {
    translation: {
      greet: "Hello {{name}}.",
      reviews_zero: "No reviews",
      reviews_one: "{{count}} review",
      reviews_other: "{{count}} reviews",
      stars_one: "{{count}} star",
      stars_other: "{{count}} stars",
    },
  },
  ar: { translation: { greet: "مرحبا {{name}}." } },
};

type Loose = (...args: unknown[]) => string;
const tOf = (lang: "fr" | "en" | "ar") => createI18n(lang, resources).t as unknown as Loose;

describe("createI18n", () => {
  it("looks a key up in the page's language, then in French", () => {
    expect(tOf("en")("greet", { name: "Léa" })).toBe("Hello Léa.");
    expect(tOf("en")("onlyFrench")).toBe("Environ 2 minutes.");
    expect(tOf("fr")("nested.deep")).toBe("Profond");
  });

  it("uses `_zero` for 0 when the key has one, plural rules otherwise", () => {
    const en = tOf("en");
    expect(en("reviews", { count: 0 })).toBe("No reviews");
    expect(en("reviews", { count: 1 })).toBe("1 review");
    expect(en("reviews", { count: 7 })).toBe("7 reviews");
    // No `_zero`: English says "0 stars", French "0 étoile" (0 is singular in French).
    expect(en("stars", { count: 0 })).toBe("0 stars");
    expect(tOf("fr")("stars", { count: 0 })).toBe("0 étoile");
    expect(tOf("fr")("stars", { count: 2 })).toBe("2 étoiles");
  });

  it("takes a default value, and the first known key of a list", () => {
    const fr = tOf("fr");
    expect(fr("no.such.key", "Par défaut {{x}}", { x: "ici" })).toBe("Par défaut ici");
    expect(fr("no.such.key", { defaultValue: "Autre" })).toBe("Autre");
    expect(fr(["no.such.key", "greet"], { name: "Ali" })).toBe("Bonjour Ali.");
    expect(fr("no.such.key")).toBe("no.such.key");
  });

  it("wraps French text shown on an Arabic page in directional isolates, and Arabic text not", () => {
    const ar = tOf("ar");
    expect(ar("greet", { name: "Ali" })).toBe("مرحبا Ali.");
    expect(ar("onlyFrench")).toBe("\u2066Environ 2 minutes.\u2069");
    // A missing text is not Arabic either.
    expect(ar("no.such.key")).toBe("\u2066no.such.key\u2069");
    // A French page is never wrapped.
    expect(tOf("fr")("onlyFrench")).toBe("Environ 2 minutes.");
  });

  it("does not escape what it interpolates (React escapes what it renders)", () => {
    expect(tOf("fr")("greet", { name: "<b>x</b>" })).toBe("Bonjour <b>x</b>.");
  });

  it("answers as i18next through boundT, which asks i18next once per bare key", () => {
    for (const lang of ["fr", "en", "ar"] as const) {
      const instance = createI18n(lang, resources);
      const plain = instance.t as unknown as Loose;
      const t = boundT(instance) as unknown as Loose;
      for (const key of ["onlyFrench", "nested.deep", "no.such.key", "greet"]) {
        expect(t(key)).toBe(plain(key));
        expect(t(key)).toBe(plain(key));
      }
      expect(t("greet", { name: "Léa" })).toBe(plain("greet", { name: "Léa" }));
      expect(t("reviews", { count: 7 })).toBe(plain("reviews", { count: 7 }));
      expect(t(["no.such.key", "greet"], { name: "Ali" })).toBe(plain(["no.such.key", "greet"], { name: "Ali" }));
    }
    const instance = createI18n("fr", resources);
    const calls: unknown[][] = [];
    const original = instance.t.bind(instance) as unknown as Loose;
    (instance as unknown as { t: Loose }).t = (...args) => {
      calls.push(args);
      return original(...args);
    };
    const t = boundT(instance) as unknown as Loose;
    t("onlyFrench");
    t("onlyFrench");
    t("greet", { name: "A" });
    t("greet", { name: "B" });
    // The bare key once; a call with options each time (its answer depends on them).
    expect(calls).toEqual([["onlyFrench"], ["greet", { name: "A" }], ["greet", { name: "B" }]]);
  });
});
