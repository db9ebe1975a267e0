import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ownerAnalyticsAction, ownerAnalyticsPage } from "#app/features/analytics/index.server.ts";
import { OwnerAnalyticsPanel } from "#app/features/analytics/index.ts";
import { privatePageHeaders } from "#app/features/auth/index.ts";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/analytics";

// /dashboard/analytics: the owner's statistics. Rules in app/features/analytics.
export function loader({ request }: Route.LoaderArgs) {
  return ownerAnalyticsPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return ownerAnalyticsAction(request);
}

export const headers = privatePageHeaders;

/** The screen stays when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function OwnerAnalyticsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { stats, slug } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("analytics.owner.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("analytics.owner.description")}</p>
        <div className="mt-8">
          {stats && slug ? (
            <OwnerAnalyticsPanel stats={stats} slug={slug} />
          ) : (
            <div className="rounded-xl border bg-card p-6">
              <p>{t("analytics.owner.noProfile")}</p>
              <Button asChild className="mt-4">
                <Link to="/dashboard">{t("analytics.owner.createProfile")}</Link>
              </Button>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
