import { privatePageHeaders } from "#app/features/auth/index.ts";
import { embedPageData } from "#app/features/embed-builder/index.server.ts";
import { EmbedScreen } from "#app/features/embed-builder/index.ts";
import type { Route } from "./+types/embed";

// /dashboard/embed (« Intégrer »): the widget's options, live preview and snippets (decision 033).
export function loader(args: Route.LoaderArgs) {
  return embedPageData(args);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

export default function EmbedRoute({ loaderData }: Route.ComponentProps) {
  return <EmbedScreen page={loaderData} />;
}
