import { ProfileErrorBoundary } from "#app/features/profile/index.ts";
import { handleReviewSubmit, reviewFormPageData } from "#app/features/reviews/index.server.ts";
import { ReviewFormScreen, reviewClientAction } from "#app/features/reviews/index.ts";
import type { Route } from "./+types/review-form";

// /{slug}/review: the review form on its own page, for a "leave me a review" link.
// The dialog of /{slug} posts here too.
export function loader(args: Route.LoaderArgs) {
  return reviewFormPageData(args);
}

export function action(args: Route.ActionArgs) {
  return handleReviewSubmit(args);
}

// A failed request keeps the form and says 'Une erreur est survenue' instead of the error page.
export function clientAction(args: Route.ClientActionArgs) {
  return reviewClientAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders, actionHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function ReviewFormRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewFormScreen profile={loaderData.profile} isOwner={loaderData.isOwner} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
