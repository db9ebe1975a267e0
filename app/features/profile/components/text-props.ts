import type { Language } from "#app/services/i18n/config.ts";
import { detectContentLanguage } from "../profile-types.ts";

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
