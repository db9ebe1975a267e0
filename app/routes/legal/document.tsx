import { loadLegalPage } from "#app/features/legal/index.server.ts";
import { LegalDocumentPage } from "#app/features/legal/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import type { Route } from "./+types/document";

/*
 * Every legal and trust document, one module: the URL names the document (/legal/:document
 * and the aliases app/routes.ts lists; the legal catalog maps each to its document).
 */

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  return loadLegalPage(request, context.publicUrl);
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && {
      title: `${loaderData.document.title} | Fiable`,
      description: loaderData.document.description,
      canonical: loaderData.canonical,
    },
  );

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document={loaderData.document} contactEmail={loaderData.contactEmail} />;
}
