import { siteAnalyticsPage } from "#app/features/analytics/index.server.ts";
import { SiteAnalyticsPage } from "#app/features/analytics/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/analytics";

// /analytics (docs/product/analytics.md): the site's traffic, administrators only. Rules in app/features/analytics.
export function loader({ request }: Route.LoaderArgs) {
  return siteAnalyticsPage(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <SiteAnalyticsPage stats={loaderData.stats} session={loaderData.session} />;
}
