import type { Language } from "#app/services/i18n/config.ts";

/*
 * `lang` and `dir` for text people wrote, whose language may differ from the interface's
 * (decision 027): an Arabic bio stays right to left in an English interface, a French FAQ
 * is read with French rules by a screen reader. `lang="ar"` also selects the Arabic font
 * stack and no letter spacing (app.css).
 */

/**
 * Text written by someone whose language we do not know (a reviewer): its direction from
 * its first strong letter, right to left when most letters are Arabic, `lang="ar"` then.
 */
export function userTextProps(text: string | null | undefined) {
  const detected = detectContentLanguage([text]);
  return detected ? { dir: "rtl" as const, lang: detected } : { dir: "auto" as const, lang: undefined };
}

/**
 * Text the owner wrote on their page: in the page's language, unless its letters say it is
 * Arabic. Its direction: right to left for Arabic text, else from its first strong letter
 * (a company name in Latin letters on an Arabic page keeps its order).
 */
export function ownerTextProps(text: string | null | undefined, pageLanguage: Language) {
  const detected = detectContentLanguage([text]);
  return { lang: detected ?? pageLanguage, dir: detected === "ar" ? ("rtl" as const) : ("auto" as const) };
}

const ARABIC_LETTER = /\p{Script=Arabic}/gu;
const ANY_ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/gu;

/** "ar" when most letters of the texts are Arabic script. */
export function detectContentLanguage(texts: (string | null | undefined)[]): "ar" | null {
  const text = texts.filter(Boolean).join(" ");
  if (!ANY_ARABIC.test(text)) return null;
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return null;
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  return arabic / letters > 0.5 ? "ar" : null;
}

/**
 * Up to two initials of a name: first letter of the first and last words, whole graphemes
 * ("Amélie Durand" → "AD"); "" for a blank name. (The avatar of the editor uses it too.)
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const initials = first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "");
  return initials.toLocaleUpperCase();
}

/** The first grapheme of a word: a lone letter without a mark after it is read as is. */
function first(word: string | undefined): string {
  if (!word) return "";
  if (SIMPLE_START.test(word)) return word[0] as string;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? "";
}

// A Latin, Greek, Cyrillic or Arabic letter (or a digit) followed by another or alone: a
// grapheme by itself, one UTF-16 unit. Anything else (a combining mark, an emoji, a
// joiner, scripts whose letters combine) goes through the segmenter, whose iteration
// costs more than this whole test.
const SIMPLE_START =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Nd}](?:[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Nd}\s-]|$)/u;

// Building a segmenter costs far more than using one.
let segmenter: Intl.Segmenter | undefined;
