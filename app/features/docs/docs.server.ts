import { type Block, parseRichText } from "#app/lib/rich-text.ts";
import type { Language } from "#app/services/i18n/config.ts";
// The changelog is the repository's CHANGELOG.md, bundled at build time.
import changelogSource from "../../../CHANGELOG.md?raw";
import { API_DOCS_EN } from "./api-docs.en.ts";
import { API_DOCS_FR } from "./api-docs.fr.ts";

export interface DocPage {
  /** The language the text is written in; another page language shows a note. */
  lang: "fr" | "en";
  title: string;
  summary: string;
  blocks: Block[];
}

/** /docs/api: the public HTTP endpoints, in English or French (Arabic pages show the French, as the help centre does). */
export function apiDocs(lang: Language, host: string): DocPage {
  const text = lang === "en" ? API_DOCS_EN : API_DOCS_FR;
  const written = lang === "en" ? "en" : "fr";
  return {
    lang: written,
    title: text.title,
    summary: text.summary,
    blocks: parseRichText(text.body.replaceAll("{host}", host)),
  };
}

/**
 * /changelog: CHANGELOG.md, written in English. Its first line is the file's own title and
 * the paragraph after it speaks of the file; the page has its own title and lead.
 */
export function changelog(host: string): Block[] {
  const body = changelogSource.replace(/^# .*\n+(?:[^#\n].*\n)*\n*/, "").replaceAll("{host}", host);
  return parseRichText(body);
}
