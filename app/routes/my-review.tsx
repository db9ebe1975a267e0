import { ReviewerScreen } from "#app/features/reviews/components/reviewer-screen.tsx";
import { reviewerAction, reviewerPageData } from "#app/features/reviews/reviewer-page.server.ts";
import type { Route } from "./+types/my-review";

// /my-review/{token}: the private link a reviewer receives by mail (issue 16).
export function loader(args: Route.LoaderArgs) {
  return reviewerPageData(args);
}

export function action(args: Route.ActionArgs) {
  return reviewerAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function MyReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewerScreen view={loaderData.view} />;
}
