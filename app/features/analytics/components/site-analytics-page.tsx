import { ArrowLeftIcon, FilterXIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminHeader, AdminMain, type AdminSessionInfo } from "#app/features/admin/index.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { SiteAnalytics } from "../site-stats.server.ts";
import { Figure, RangeSelector } from "./range-selector.tsx";
import { TrafficChart } from "./traffic-chart.tsx";

/** /analytics (docs/product/analytics.md): the site's traffic, for the administrator. */
export function SiteAnalyticsPage({ stats, session }: { stats: SiteAnalytics; session: AdminSessionInfo }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const pageHref = (page: string) => `?${new URLSearchParams({ range: String(stats.range), page })}`;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader title={t("analytics.site.title")} session={session} />
      <AdminMain>
        <Link
          to="/admin"
          className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("analytics.site.back")}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("analytics.site.title")}</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground text-sm">{t("analytics.site.description")}</p>
          </div>
          <RangeSelector value={stats.range} />
        </div>
        {stats.page !== null ? (
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm" data-testid="analytics-page-filter">
            <span className="rounded-md bg-accent px-2 py-1 font-medium text-accent-foreground">
              {t("analytics.site.pageFilter", { page: stats.page })}
            </span>
            <Link to={`?range=${stats.range}`} className="inline-flex items-center gap-1 text-primary hover:underline">
              <FilterXIcon aria-hidden className="size-4" />
              {t("analytics.site.allPages")}
            </Link>
          </p>
        ) : null}

        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label={t("analytics.counters.visitorsToday")}
            value={number(stats.totals.visitorsToday)}
            testId="analytics-visitors-today"
          />
          <Figure
            label={t("analytics.counters.pageViewsToday")}
            value={number(stats.totals.pageViewsToday)}
            testId="analytics-views-today"
          />
          <Figure
            label={t("analytics.counters.visitorsTotal")}
            value={number(stats.totals.visitorsTotal)}
            hint={t("analytics.counters.totalHint")}
            testId="analytics-visitors-total"
          />
          <Figure
            label={t("analytics.counters.pageViewsTotal")}
            value={number(stats.totals.pageViewsTotal)}
            hint={t("analytics.counters.totalHint")}
            testId="analytics-views-total"
          />
        </dl>

        <div className="mt-6">
          <TrafficChart
            title={t("analytics.chart.siteTitle")}
            days={stats.days}
            testId="analytics-chart"
            series={[
              { key: "visitors", label: t("analytics.chart.visitors"), color: "var(--brand)", dashed: true },
              { key: "views", label: t("analytics.chart.views"), color: "var(--primary)" },
            ]}
          />
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="analytics-top-title" className="rounded-xl border bg-card p-4 sm:p-5">
            <h2 id="analytics-top-title" className="font-semibold">
              {t("analytics.topPages.title")}{" "}
              <span className="font-normal text-muted-foreground text-sm">
                · {t("analytics.range.days", { count: stats.range })}
              </span>
            </h2>
            {stats.topPages.length === 0 ? (
              <p className="mt-3 text-muted-foreground text-sm">{t("analytics.topPages.empty")}</p>
            ) : (
              <table className="mt-3 w-full text-sm tabular-nums" data-testid="analytics-top-pages">
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                      {t("analytics.topPages.page")}
                    </th>
                    <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                      {t("analytics.topPages.views")}
                    </th>
                    <th scope="col" className="py-1.5 text-end font-medium">
                      {t("analytics.topPages.visitors")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.topPages.map((row) => (
                    <tr key={row.page} className="border-b last:border-0">
                      <th scope="row" className="max-w-0 truncate py-1.5 pe-3 text-start font-normal">
                        <Link to={pageHref(row.page)} className="text-primary hover:underline" title={row.page}>
                          {row.page}
                        </Link>
                      </th>
                      <td className="py-1.5 pe-3 text-end">{number(row.views)}</td>
                      <td className="py-1.5 text-end">{number(row.visitors)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="analytics-recent-title" className="rounded-xl border bg-card p-4 sm:p-5">
            <h2 id="analytics-recent-title" className="font-semibold">
              {t("analytics.recent.title")}
            </h2>
            {stats.recentVisits.length === 0 ? (
              <p className="mt-3 text-muted-foreground text-sm">{t("analytics.recent.empty")}</p>
            ) : (
              <table className="mt-3 w-full text-sm" data-testid="analytics-recent">
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                      {t("analytics.recent.page")}
                    </th>
                    <th scope="col" className="py-1.5 text-end font-medium">
                      {t("analytics.recent.date")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.recentVisits.map((visit, i) => (
                    <tr key={`${visit.at}-${i}`} className="border-b last:border-0">
                      <td className="max-w-0 truncate py-1.5 pe-3" title={visit.page}>
                        {visit.page}
                      </td>
                      <td className="whitespace-nowrap py-1.5 text-end text-muted-foreground tabular-nums">
                        <time dateTime={visit.at}>{date(visit.at, { dateStyle: "short", timeStyle: "short" })}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
        <p className="mt-6 text-muted-foreground text-xs">{t("analytics.privacy")}</p>
      </AdminMain>
    </div>
  );
}
