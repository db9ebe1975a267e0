import { ProfileErrorBoundary } from "#app/features/profile/index.ts";
import type { ReportActionData } from "#app/features/reviews/index.server.ts";
import { reportAction, reportPageData } from "#app/features/reviews/index.server.ts";
import { ReportScreen } from "#app/features/reviews/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/report-review";

// /{slug}/reviews/{reviewId}/report: « Signaler » a published review.
export function loader(args: Route.LoaderArgs) {
  return reportPageData(args);
}

export function action(args: Route.ActionArgs) {
  return reportAction(args);
}

/** The report keeps what was chosen when its request fails on its way (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (): ReportActionData => ({ ok: false, message: "" }));

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders, actionHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ReportReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReportScreen profile={loaderData.profile} review={loaderData.review} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProfileErrorBoundary error={error} />;
}
