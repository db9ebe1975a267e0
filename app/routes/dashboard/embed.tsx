import { privatePageHeaders } from "#app/features/auth/page-headers.ts";
import { EmbedScreen } from "#app/features/embed-builder/components/embed-screen.tsx";
import { embedPageData } from "#app/features/embed-builder/embed-page.server.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/embed";

// /dashboard/embed (« Intégrer »): the widget's options, live preview and snippets (decision 033).
export function loader(args: Route.LoaderArgs) {
  return embedPageData(args);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function EmbedRoute({ loaderData }: Route.ComponentProps) {
  return <EmbedScreen page={loaderData} />;
}
