import { HowReviewsWork } from "#app/features/reviews/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/how-reviews-work";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

// /how-reviews-work: the public notice on reviews, fr/en/ar, linked next to every page's reviews.
export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["reviews", "howReviews"]);
  return {
    messages,
    title: t("howReviews.metaTitle"),
    description: t("howReviews.metaDescription"),
    canonical: `${context.publicUrl}/how-reviews-work`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function HowReviewsWorkRoute() {
  return <HowReviewsWork />;
}
