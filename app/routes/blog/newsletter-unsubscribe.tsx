import { newsletterUnsubscribeAction, newsletterUnsubscribePageData } from "#app/features/blog/index.server.ts";
import { NewsletterUnsubscribeScreen } from "#app/features/blog/index.ts";
import { actionOrLoaderHeaders, privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// /blog/newsletter/unsubscribe/{subscriberId}/{token}: the link of every digest.
export function loader(args: Route.LoaderArgs) {
  return newsletterUnsubscribePageData(args);
}

export function action(args: Route.ActionArgs) {
  return newsletterUnsubscribeAction(args);
}

export const headers: Route.HeadersFunction = actionOrLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <NewsletterUnsubscribeScreen state={shown.state} email={shown.email} />;
}
