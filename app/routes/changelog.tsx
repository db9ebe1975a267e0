import { changelog } from "#app/features/docs/index.server.ts";
import { DocPage } from "#app/features/docs/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/changelog";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

// /changelog: the repository's CHANGELOG.md (the footer's "changelog").
export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["docsPages"]);
  return {
    messages,
    blocks: changelog(new URL(context.publicUrl).host),
    title: t("docsPages.changelog.metaTitle"),
    description: t("docsPages.changelog.lead"),
    canonical: `${context.publicUrl}/changelog`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DocPage
      lang="en"
      title={t("docsPages.changelog.title")}
      summary={t("docsPages.changelog.lead")}
      blocks={loaderData.blocks}
    />
  );
}
