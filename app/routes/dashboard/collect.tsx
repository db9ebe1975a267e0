import { privatePageHeaders } from "#app/features/auth/index.ts";
import { collectAction, collectPageData } from "#app/features/collect/index.server.ts";
import { CollectScreen } from "#app/features/collect/index.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/collect";

// /dashboard/collect: asking clients for reviews. Rules in app/features/collect and
// app/features/invitations.
export function loader(args: Route.LoaderArgs) {
  return collectPageData(args);
}

export function action(args: Route.ActionArgs) {
  return collectAction(args);
}

export const headers = privatePageHeaders;

/** The screen stays when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function CollectRoute({ loaderData }: Route.ComponentProps) {
  return <CollectScreen page={loaderData.page} />;
}
