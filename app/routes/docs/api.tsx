import { apiDocs } from "#app/features/docs/index.server.ts";
import { DocPage } from "#app/features/docs/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/api";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

// /docs/api: Fiable's public HTTP endpoints (the footer's "API documentation").
export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["docsPages"]);
  const page = apiDocs(lang, new URL(context.publicUrl).host);
  return {
    messages,
    page,
    title: t("docsPages.api.metaTitle"),
    description: page.summary,
    canonical: `${context.publicUrl}/docs/api`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  return <DocPage {...loaderData.page} titleInTextLanguage />;
}
