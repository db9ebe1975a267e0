import { PageViewRecorder, RECORDS_OWN_PAGE_VIEW } from "#app/features/analytics/page-view-recorder.tsx";
import { ProfileErrorBoundary } from "#app/features/profile/components/profile-error.tsx";
import { ProfilePage } from "#app/features/profile/components/profile-page.tsx";
import { profileJsonLd, serializeJsonLd } from "#app/features/profile/json-ld.ts";
import { loadProfilePage } from "#app/features/profile/load-profile-page.server.ts";
import type { Route } from "./+types/public-profile";

// /{slug}: the public trust page (spec §2). Rules in app/features/profile.
export function loader(args: Route.LoaderArgs) {
  return loadProfilePage(args);
}

// The loader's Cache-Control / Vary (and the errors' own) are the page's.
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Its own PageViewRecorder (below) adds the profile id: the root's leaves this page alone.
export const handle = RECORDS_OWN_PAGE_VIEW;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PublicProfileRoute({ loaderData }: Route.ComponentProps) {
  const { profile, share, pageUrl, origin } = loaderData;
  return (
    <>
      <ProfilePage profile={profile} share={share} />
      {/* One page view of this profile, for its owner's statistics (not recorded for the owner). */}
      <PageViewRecorder profileId={profile.id} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd so user text cannot close the script
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(profileJsonLd(profile, pageUrl, origin)) }}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
