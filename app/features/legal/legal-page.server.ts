import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { LegalDocumentId } from "./catalog.ts";
import { getLegalDocument } from "./legal-documents.server.ts";

/** The loader data of every legal route (one module per document, several URLs each). */
export function loadLegalPage(request: Request, publicUrl: string, id: LegalDocumentId) {
  const { lang, messages } = getI18n(request, ["legalPages"]);
  const host = new URL(publicUrl).host;
  const hostname = new URL(publicUrl).hostname;
  const document = getLegalDocument(id, lang, { host, email: `contact@${hostname}` });
  return {
    messages,
    document,
    contactEmail: `contact@${hostname}`,
    canonical: `${publicUrl}${document.canonicalPath}`,
  };
}
