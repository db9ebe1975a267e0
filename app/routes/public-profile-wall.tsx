import { ProfileBaseProvider } from "#app/features/address/index.ts";
import { loadWallPage } from "#app/features/profile/index.server.ts";
import { ProfileErrorBoundary, serializeJsonLd, WallPage } from "#app/features/profile/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { PROFILE_ISLANDS } from "#app/lib/render-mode.ts";
import type { Route } from "./+types/public-profile-wall";

// /{slug}/wall?media=…&cursor=…: every published review in a masonry grid (decision 033).
export const loader = islandsLoader(async function load(args: Route.LoaderArgs) {
  return loadWallPage(args);
});

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Not hydrated, like /{slug} and /{slug}/reviews (decision 014).
export const handle = PROFILE_ISLANDS;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PublicProfileWallRoute({ loaderData }: Route.ComponentProps) {
  const { profile, media, firstPage, counts, reviews, next, share, jsonLd, branding, base } = loaderData;
  return (
    <ProfileBaseProvider base={base}>
      <WallPage
        profile={profile}
        media={media}
        firstPage={firstPage}
        counts={counts}
        reviews={reviews}
        next={next}
        share={share}
        branding={branding}
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd so user text cannot close the script
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </ProfileBaseProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
