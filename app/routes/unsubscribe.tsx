import { unsubscribeAction, unsubscribePageData } from "#app/features/invitations/index.server.ts";
import { UnsubscribeScreen } from "#app/features/invitations/index.ts";
import type { Route } from "./+types/unsubscribe";

// /unsubscribe/{invitationId}/{token}: no more review invitations to this address.
export function loader(args: Route.LoaderArgs) {
  return unsubscribePageData(args);
}

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <UnsubscribeScreen state={shown.state} email={shown.email} />;
}
