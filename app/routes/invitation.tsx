import { InvitationProblem } from "#app/features/invitations/index.ts";
import { ProfileErrorBoundary } from "#app/features/profile/index.ts";
import { invitationPageData } from "#app/features/reviews/index.server.ts";
import { ReviewFormScreen } from "#app/features/reviews/index.ts";
import type { Route } from "./+types/invitation";

// /{slug}/invitation/{token}: an invited client's review form. The form posts to
// /{slug}/review with the token; rules in app/features/invitations.
export function loader(args: Route.LoaderArgs) {
  return invitationPageData(args);
}

// After the review is sent the invitation is used: reloading it would replace the form's
// confirmation with « Ce lien d'invitation a déjà été utilisé ».
export const shouldRevalidate = () => false;

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { name: "robots", content: "noindex, nofollow" },
        { name: "referrer", content: "no-referrer" },
      ]
    : [];

export default function InvitationRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.problem) return <InvitationProblem problem={loaderData.problem} slug={loaderData.profile.slug} />;
  return (
    <ReviewFormScreen
      profile={loaderData.profile}
      isOwner={loaderData.isOwner}
      invitation={loaderData.invitation ?? undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
