import { privatePageHeaders } from "#app/features/auth/page-headers.ts";
import { ModerationScreen } from "#app/features/reviews/components/moderation-screen.tsx";
import { handleModerationAction, moderationPageData } from "#app/features/reviews/moderation-page.server.ts";
import type { Route } from "./+types/reviews";

// /dashboard/reviews: the owner's moderation (issue 6). Rules in app/features/reviews.
export function loader(args: Route.LoaderArgs) {
  return moderationPageData(args);
}

export function action(args: Route.ActionArgs) {
  return handleModerationAction(args);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

export default function ReviewsModerationRoute({ loaderData }: Route.ComponentProps) {
  return <ModerationScreen tab={loaderData.tab} listing={loaderData.listing} />;
}
