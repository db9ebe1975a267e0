import type { Language } from "#app/services/i18n/config.ts";
import { dayInTimeZone } from "#app/services/i18n/format.ts";
import { type Block, inlineToText, parseRichText } from "#app/services/markdown/blocks.ts";
import { canonicalPath, type LegalDocumentId, type LegalDocumentTexts } from "./catalog.ts";
import { LEGAL_DOCUMENTS_EN } from "./documents.en.ts";
import { LEGAL_DOCUMENTS_FR } from "./documents.fr.ts";

/** Legal texts are written in French and English; an Arabic page shows the French text. */
export type LegalContentLanguage = "fr" | "en";

const TEXTS: Record<LegalContentLanguage, LegalDocumentTexts> = { fr: LEGAL_DOCUMENTS_FR, en: LEGAL_DOCUMENTS_EN };

export interface LegalDocument {
  id: LegalDocumentId;
  /** The language the text is written in. */
  lang: LegalContentLanguage;
  title: string;
  description: string;
  lead: string;
  /** ISO date (yyyy-mm-dd) of the last update. */
  updated: string;
  blocks: Block[];
  /** The `##` sections, in order, for the table of contents. */
  toc: { id: string; title: string }[];
  canonicalPath: string;
}

const parsed = new Map<string, Omit<LegalDocument, "updated"> & { updated: string }>();

/**
 * One legal document in the page's language, with `{email}` and `{host}` filled in.
 * The cookie policy and the general policy are dated with the current day (docs/product/help-and-legal.md).
 */
export function getLegalDocument(
  id: LegalDocumentId,
  lang: Language,
  { host, email, today = new Date() }: { host: string; email: string; today?: Date },
): LegalDocument {
  const contentLang: LegalContentLanguage = lang === "en" ? "en" : "fr";
  const key = `${id}|${contentLang}|${host}|${email}`;
  let doc = parsed.get(key);
  if (!doc) {
    const text = TEXTS[contentLang][id];
    const fill = (value: string) => value.replaceAll("{email}", email).replaceAll("{host}", host);
    const blocks = parseRichText(fill(text.body.replaceAll("{email}", `[{email}](mailto:{email})`)));
    doc = {
      id,
      lang: contentLang,
      title: text.title,
      description: fill(text.description),
      lead: fill(text.lead),
      updated: text.updated,
      blocks,
      toc: blocks.flatMap((block) =>
        block.type === "heading" && block.level === 2 ? [{ id: block.id, title: inlineToText(block.content) }] : [],
      ),
      canonicalPath: canonicalPath(id),
    };
    parsed.set(key, doc);
  }
  return doc.updated === "today" ? { ...doc, updated: dayInTimeZone(today) } : doc;
}
