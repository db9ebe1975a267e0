import { ProfileBaseProvider } from "#app/features/address/index.ts";
import { loadProfilePage } from "#app/features/profile/index.server.ts";
import { ProfileErrorBoundary, ProfilePage, profileJsonLd, serializeJsonLd } from "#app/features/profile/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { PROFILE_ISLANDS } from "#app/lib/render-mode.ts";
import type { Route } from "./+types/public-profile";

// /{slug}: the public trust page (docs/product/public-page.md). Rules in app/features/profile.
export const loader = islandsLoader(async function load(args: Route.LoaderArgs) {
  return loadProfilePage(args);
});

// The loader's Cache-Control / Vary (and the errors' own) are the page's.
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Not hydrated: server HTML and the page's own small script (app/lib/render-mode.ts), which also records the view
// with the profile id (decision 014).
export const handle = PROFILE_ISLANDS;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PublicProfileRoute({ loaderData }: Route.ComponentProps) {
  const { profile, share, pageUrl, origin, base } = loaderData;
  return (
    <ProfileBaseProvider base={base}>
      <ProfilePage profile={profile} share={share} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd so user text cannot close the script
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(profileJsonLd(profile, pageUrl, origin)) }}
      />
    </ProfileBaseProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
