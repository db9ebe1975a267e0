import { loadReviewsPage } from "#app/features/profile/index.server.ts";
import { NOT_HYDRATED, PageScript, ProfileErrorBoundary, ReviewsPage } from "#app/features/profile/index.ts";
import type { Route } from "./+types/public-profile-reviews";

// /{slug}/reviews?page=N: every approved review of a profile, paginated on the server.
export function loader(args: Route.LoaderArgs) {
  return loadReviewsPage(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Not hydrated, like /{slug} (decision 014).
export const handle = NOT_HYDRATED;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PublicProfileReviewsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ReviewsPage profile={loaderData.profile} list={loaderData.list} share={loaderData.share} />
      <PageScript src={loaderData.script} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
