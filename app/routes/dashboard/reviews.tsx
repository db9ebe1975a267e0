import { privatePageHeaders } from "#app/features/auth/page-headers.ts";
import { ModerationScreen } from "#app/features/reviews/components/moderation-screen.tsx";
import { moderationClientAction } from "#app/features/reviews/components/review-client-action.ts";
import { handleModerationAction, moderationPageData } from "#app/features/reviews/moderation-page.server.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/reviews";

// /dashboard/reviews: the owner's moderation (issue 6). Rules in app/features/reviews.
export function loader(args: Route.LoaderArgs) {
  return moderationPageData(args);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args);
}

// A failed request keeps the screen and says 'Une erreur est survenue' instead of the error page.
export function clientAction(args: Route.ClientActionArgs) {
  return moderationClientAction(args);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function ReviewsModerationRoute({ loaderData }: Route.ComponentProps) {
  return <ModerationScreen tab={loaderData.tab} listing={loaderData.listing} />;
}
