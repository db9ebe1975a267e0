import { data } from "react-router";
import { findDemoProfileById, presentDemoDetail } from "#app/features/demo/index.server.ts";
import { DemoDetail, DemoNotFound } from "#app/features/demo/index.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/demo-detail";

// /demo/profile/{id}: the full page of one of the four detailed demo profiles.
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["demo"]);
  const source = findDemoProfileById(params.id);
  const profile = source ? presentDemoDetail(source, lang) : undefined;
  if (!profile) {
    // A page, not the generic 404: this one has its own words and a way back.
    return data(
      {
        messages,
        profile: null,
        meta: {
          title: t("meta.demo.notFound.title"),
          description: t("meta.demo.notFound.description"),
          canonical: null,
        },
      },
      { status: 404 },
    );
  }
  return data({
    messages,
    profile,
    meta: {
      title: t("meta.demo.detail.title", { name: profile.name, title: profile.title }),
      description: t("meta.demo.detail.description", { name: profile.name, title: profile.title }),
      canonical: new URL(`/demo/profile/${profile.id}`, context.publicUrl).href,
    },
  });
}

// The not-found page has no canonical address and is not indexed.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && {
      ...loaderData.meta,
      canonical: loaderData.meta.canonical ?? undefined,
      noindex: !loaderData.meta.canonical,
    },
  );

export default function DemoDetailPage({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? <DemoDetail profile={loaderData.profile} /> : <DemoNotFound />;
}
