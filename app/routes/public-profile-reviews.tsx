import { ProfileBaseProvider } from "#app/features/address/index.ts";
import { loadReviewsPage } from "#app/features/profile/index.server.ts";
import { ProfileErrorBoundary, ReviewsPage } from "#app/features/profile/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { PROFILE_ISLANDS } from "#app/lib/render-mode.ts";
import type { Route } from "./+types/public-profile-reviews";

// /{slug}/reviews?page=N: every approved review of a profile, paginated on the server.
export const loader = islandsLoader(async function load(args: Route.LoaderArgs) {
  return loadReviewsPage(args);
});

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Not hydrated, like /{slug} (decision 014).
export const handle = PROFILE_ISLANDS;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PublicProfileReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { profile, list, share, branding, base } = loaderData;
  return (
    <ProfileBaseProvider base={base}>
      <ReviewsPage profile={profile} list={list} share={share} branding={branding} />
    </ProfileBaseProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
