import { loadLegalPage } from "#app/features/legal/index.server.ts";
import { LegalDocumentPage } from "#app/features/legal/index.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/gdpr";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLegalPage(request, context.publicUrl, "gdpr");
}

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
