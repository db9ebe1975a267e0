import { unsubscribeAction, unsubscribePageData } from "#app/features/invitations/index.server.ts";
import { UnsubscribeScreen } from "#app/features/invitations/index.ts";
import { actionOrLoaderHeaders, privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/unsubscribe";

// /unsubscribe/{invitationId}/{token}: no more review invitations to this address.
export function loader(args: Route.LoaderArgs) {
  return unsubscribePageData(args);
}

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export const headers: Route.HeadersFunction = actionOrLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <UnsubscribeScreen state={shown.state} email={shown.email} />;
}
