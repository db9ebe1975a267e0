import { privatePageHeaders } from "#app/features/auth/index.ts";
import { printCardData } from "#app/features/collect/index.server.ts";
import { PrintCard } from "#app/features/collect/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/collect-card";

// /dashboard/collect/card?size=a6|a5: the printable review card.
export function loader(args: Route.LoaderArgs) {
  return printCardData(args);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function CollectCardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrintCard size={loaderData.size} profile={loaderData.profile} link={loaderData.link} qrSvg={loaderData.qrSvg} />
  );
}
