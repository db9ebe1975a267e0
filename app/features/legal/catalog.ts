/**
 * The legal and trust documents, and every URL that shows each of them (/privacy =
 * /legal/privacy, /terms = /legal/terms, /data-protection = /legal/gdpr…): one route module
 * (app/routes/legal/document.tsx) answers them all. The first path of each list is the
 * canonical one.
 */
export const LEGAL_DOCUMENTS = {
  privacy: ["/legal/privacy", "/privacy", "/privacy-policy"],
  terms: ["/legal/terms", "/terms"],
  gdpr: ["/legal/gdpr", "/data-protection"],
  cookies: ["/legal/cookies"],
  security: ["/security"],
  policy: ["/policy"],
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_DOCUMENT_IDS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[];

/** The document a path shows (`/legal/gdpr`, `/data-protection`…), or null for any other path. */
export function legalDocumentAt(pathname: string): LegalDocumentId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LEGAL_DOCUMENT_IDS.find((id) => (LEGAL_DOCUMENTS[id] as readonly string[]).includes(path)) ?? null;
}

export function canonicalPath(id: LegalDocumentId): string {
  return LEGAL_DOCUMENTS[id][0];
}

/**
 * One document as written: `body` uses the Markdown subset of app/services/markdown/blocks.ts, its
 * `##` headings (with their `{#anchor}`) make the table of contents. `{email}` is the
 * contact address and `{host}` the site's host. `updated` is an ISO date, or "today" for
 * the documents dated with the current day (cookie policy, general policy).
 */
export interface LegalDocumentText {
  title: string;
  description: string;
  lead: string;
  updated: string;
  body: string;
}

export type LegalDocumentTexts = Record<LegalDocumentId, LegalDocumentText>;
