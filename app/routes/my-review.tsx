import type { ReviewerActionData } from "#app/features/reviews/index.server.ts";
import { reviewerAction, reviewerPageData } from "#app/features/reviews/index.server.ts";
import { ReviewerScreen } from "#app/features/reviews/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { actionOrLoaderHeaders, privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/my-review";

// /my-review/{token}: the private link a reviewer receives by mail.
export function loader(args: Route.LoaderArgs) {
  return reviewerPageData(args);
}

export function action(args: Route.ActionArgs) {
  return reviewerAction(args);
}

/** The edit keeps what was typed when its request fails on its way (app/lib/keep-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (form): ReviewerActionData => {
    const intent = form.get("intent");
    return { intent: intent === "edit" || intent === "delete" ? intent : null, ok: false, message: "" };
  });

export const headers: Route.HeadersFunction = actionOrLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privatePageMeta(loaderData?.title),
  { name: "referrer", content: "no-referrer" },
];

export default function MyReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewerScreen view={loaderData.view} />;
}
