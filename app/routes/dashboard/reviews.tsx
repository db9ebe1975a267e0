import { privatePageHeaders } from "#app/features/auth/index.ts";
import { handleModerationAction, moderationPageData } from "#app/features/reviews/index.server.ts";
import { ModerationScreen, moderationClientAction } from "#app/features/reviews/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/reviews";

// /dashboard/reviews: the owner's moderation. Rules in app/features/reviews.
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
