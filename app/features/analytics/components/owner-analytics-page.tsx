import { ExternalLinkIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { REVIEW_LABELS, ReviewLabelBadge } from "#app/features/reviews/index.ts";
import type { Unreachable } from "#app/lib/keep-form.ts";
import { type ToastReply, useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { OwnerAnalytics } from "../owner-stats.server.ts";
import { RESET_INTENT } from "../ranges.ts";
import { Figure, RangeSelector } from "./range-selector.tsx";
import { TrafficChart } from "./traffic-chart.tsx";

/** The dashboard's "analytics" section: the owner's own page statistics. */
export function OwnerAnalyticsPanel({ stats, slug }: { stats: OwnerAnalytics; slug: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangeSelector value={stats.range} />
        <Link
          to={`/${slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
        >
          {t("analytics.owner.viewPage")}
          <ExternalLinkIcon aria-hidden className="size-4" />
        </Link>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t("analytics.owner.views")} value={number(stats.views)} testId="owner-views" />
        <Figure label={t("analytics.owner.visitors")} value={number(stats.visitors)} testId="owner-visitors" />
        <Figure label={t("analytics.owner.clicks")} value={number(stats.clicks)} testId="owner-clicks" />
        <Figure
          label={t("analytics.owner.ctr")}
          value={
            stats.clickThroughRate === null
              ? "—"
              : number(stats.clickThroughRate, { style: "percent", maximumFractionDigits: 1 })
          }
          hint={t("analytics.owner.ctrHint")}
          testId="owner-ctr"
        />
        <Figure
          label={t("analytics.owner.reviewsReceived")}
          value={number(stats.reviewsReceived)}
          testId="owner-reviews-received"
        />
        <Figure
          label={t("analytics.owner.reviewsApproved")}
          value={number(stats.reviewsApproved)}
          testId="owner-reviews-approved"
        />
      </dl>
      <section aria-labelledby="owner-labels-title" className="mt-6 rounded-xl border bg-card p-4 sm:p-5">
        <h2 id="owner-labels-title" className="font-semibold">
          {t("analytics.owner.labels.title")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3 text-sm" data-testid="owner-review-labels">
          {REVIEW_LABELS.map((label) => (
            <li key={label} className="inline-flex items-center gap-2" data-label={label}>
              <ReviewLabelBadge label={label} />
              <span className="font-semibold tabular-nums">{number(stats.reviewsByLabel[label])}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6">
        <TrafficChart
          title={t("analytics.chart.ownerTitle")}
          summary={t("analytics.chart.ownerSummary", {
            views: number(stats.views),
            visitors: number(stats.visitors),
            clicks: number(stats.clicks),
            count: stats.range,
          })}
          days={stats.days}
          testId="owner-chart"
          series={[
            { key: "views", label: t("analytics.chart.views"), color: "var(--primary)" },
            { key: "visitors", label: t("analytics.chart.visitors"), color: "var(--brand)", dashed: true },
            { key: "clicks", label: t("analytics.chart.clicks"), color: "var(--success)" },
          ]}
        />
      </div>
      <section aria-labelledby="owner-links-title" className="mt-6 rounded-xl border bg-card p-4 sm:p-5">
        <h2 id="owner-links-title" className="font-semibold">
          {t("analytics.owner.links.title")}
        </h2>
        {stats.links.length === 0 ? (
          <p className="mt-3 text-muted-foreground text-sm">{t("analytics.owner.links.empty")}</p>
        ) : (
          <table className="mt-3 w-full text-sm tabular-nums" data-testid="owner-links">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t("analytics.owner.links.link")}
                </th>
                <th scope="col" className="py-1.5 text-end font-medium">
                  {t("analytics.owner.links.clicks")}
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.links.map((link) => (
                <tr key={link.id} className="border-b last:border-0" data-link-id={link.id}>
                  <th scope="row" className="max-w-0 py-1.5 pe-3 text-start font-normal">
                    <span className="block truncate font-medium capitalize">{link.title || link.platform}</span>
                    <span className="block truncate text-muted-foreground text-xs">{link.url}</span>
                  </th>
                  <td className="py-1.5 text-end" data-clicks>
                    {number(link.clicks)}
                  </td>
                </tr>
              ))}
              {stats.deletedLinkClicks > 0 ? (
                <tr>
                  <th scope="row" className="py-1.5 pe-3 text-start font-normal text-muted-foreground">
                    {t("analytics.owner.links.deleted")}
                  </th>
                  <td className="py-1.5 text-end">{number(stats.deletedLinkClicks)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        )}
      </section>
      <WidgetsSection widgets={stats.widgets} />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t pt-6">
        <p className="text-muted-foreground text-xs">{t("analytics.privacy")}</p>
        <ResetStatistics />
      </div>
    </>
  );
}

/** « Widgets »: impressions and clicks of the embedded widget, per host site (decision 033). */
function WidgetsSection({ widgets }: { widgets: OwnerAnalytics["widgets"] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <section aria-labelledby="owner-widgets-title" className="mt-6 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="owner-widgets-title" className="font-semibold">
          {t("analytics.owner.widgets.title")}
        </h2>
        <Link to="/dashboard/embed" className="text-primary text-sm hover:underline">
          {t("analytics.owner.widgets.embedLink")}
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure
          label={t("analytics.owner.widgets.impressions")}
          value={number(widgets.impressions)}
          testId="owner-widget-impressions"
        />
        <Figure
          label={t("analytics.owner.widgets.clicks")}
          value={number(widgets.clicks)}
          testId="owner-widget-clicks"
        />
      </dl>
      {widgets.hosts.length === 0 ? (
        <p className="mt-3 text-muted-foreground text-sm">{t("analytics.owner.widgets.empty")}</p>
      ) : (
        <table className="mt-3 w-full text-sm tabular-nums" data-testid="owner-widget-hosts">
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                {t("analytics.owner.widgets.site")}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                {t("analytics.owner.widgets.impressions")}
              </th>
              <th scope="col" className="py-1.5 text-end font-medium">
                {t("analytics.owner.widgets.clicks")}
              </th>
            </tr>
          </thead>
          <tbody>
            {widgets.hosts.map((row) => (
              <tr key={row.host ?? ""} className="border-b last:border-0" data-host={row.host ?? ""}>
                <th scope="row" className="max-w-0 py-1.5 pe-3 text-start font-normal">
                  {row.host ? (
                    <span className="block truncate font-medium" dir="ltr">
                      {row.host}
                    </span>
                  ) : (
                    <span className="block truncate text-muted-foreground">
                      {t("analytics.owner.widgets.unknownSite")}
                    </span>
                  )}
                </th>
                <td className="py-1.5 pe-3 text-end" data-impressions>
                  {number(row.impressions)}
                </td>
                <td className="py-1.5 text-end" data-clicks>
                  {number(row.clicks)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-muted-foreground text-xs">{t("analytics.owner.widgets.privacy")}</p>
    </section>
  );
}

/** "Réinitialiser les statistiques", after a confirmation dialog. */
function ResetStatistics() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ToastReply | Unreachable>();
  const [open, setOpen] = useState(false);
  useReplyToast(fetcher.data, { onSuccess: () => setOpen(false) });
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <RotateCcwIcon aria-hidden />
          {t("analytics.owner.reset.button")}
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{t("analytics.owner.reset.title")}</DialogTitle>
          <DialogDescription>{t("analytics.owner.reset.description")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={RESET_INTENT} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("analytics.owner.reset.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {t("analytics.owner.reset.confirm")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
