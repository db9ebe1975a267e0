import { data } from "react-router";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { legalDocumentAt } from "./catalog.ts";
import { getLegalDocument } from "./legal-documents.server.ts";

/**
 * The loader data of the legal route: the document its URL shows (several URLs each,
 * LEGAL_DOCUMENTS); any other URL is a 404 (the root error boundary renders it).
 */
export function loadLegalPage(request: Request, publicUrl: string) {
  const id = legalDocumentAt(new URL(request.url).pathname);
  if (!id) throw data(null, { status: 404 });
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
