import { CheckIcon, ExternalLinkIcon, XIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { ReportedReview } from "#app/features/reviews/index.server.ts";
import { RatingStars, REJECTION_REASONS, ReviewLabelBadge } from "#app/features/reviews/index.ts";
import { useListReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ConsoleActionReply } from "../console-actions.server.ts";
import { EmptyState } from "./pagination.tsx";

/** One fetcher for the list's decisions: the list shows their toast (use-reply-toast.ts). */
const DECISION_FETCHER = "report-decision";

/**
 * « Signalements » (decision 018): the reviews reported by their owner or by
 * visitors, oldest first. An administrator upholds (the review is withdrawn for the chosen
 * reason; its author is told by mail) or dismisses (it stays published).
 */
export function ReportsTab({ reports }: { reports: { items: ReportedReview[]; total: number } }) {
  const { t } = useTranslation();
  useListReplyToast(DECISION_FETCHER);
  return (
    <section aria-label={t("admin.reports.title")} className="grid gap-3">
      <p className="text-pretty text-muted-foreground text-sm">{t("admin.reports.intro")}</p>
      {reports.items.length === 0 ? (
        <EmptyState>{t("admin.reports.empty")}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {reports.items.map((item) => (
            <ReportItem key={item.reviewId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportItem({ item }: { item: ReportedReview }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fetcher = useFetcher<ConsoleActionReply>({ key: DECISION_FETCHER });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("reviewId") === item.reviewId;
  const firstReason = item.reports[0]?.reason ?? "spam";
  return (
    <li className="rounded-xl border bg-card p-4 shadow-xs" data-testid="reported-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-sm" dir="auto">
          {item.reviewerName}
        </span>
        <RatingStars value={item.rating} />
        <ReviewLabelBadge label={item.label} />
        <a
          href={`/${item.profile.slug}`}
          target="_blank"
          rel="noreferrer"
          className="ms-auto inline-flex items-center gap-1 text-muted-foreground text-xs hover:underline"
        >
          {t("admin.reports.page", { name: item.profile.name })}
          <ExternalLinkIcon aria-hidden className="size-3" />
        </a>
      </div>
      <p className="mt-2 line-clamp-6 whitespace-pre-line text-pretty text-sm" dir="auto">
        {item.content}
      </p>
      <ul className="mt-3 grid gap-1 rounded-lg bg-secondary/60 p-3 text-xs">
        {item.reports.map((report) => (
          <li key={report.id}>
            {t("admin.reports.line", {
              who: t(`admin.reports.by.${report.source}`),
              date: date(report.createdAt, { dateStyle: "medium" }),
              reason: t(`reviews.reasons.${report.reason}`),
            })}
            {report.details ? (
              <span className="block text-muted-foreground" dir="auto">
                « {report.details} »
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="reviewId" value={item.reviewId} />
        <label className="grid gap-1 text-xs">
          <span className="font-medium">{t("admin.reports.reason")}</span>
          <select name="reason" defaultValue={firstReason} className="h-8 rounded-md border bg-background px-2 text-sm">
            {REJECTION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reviews.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" name="intent" value="report-uphold" size="sm" variant="destructive" disabled={busy}>
          <XIcon aria-hidden />
          {t("admin.reports.uphold")}
        </Button>
        <Button type="submit" name="intent" value="report-dismiss" size="sm" variant="outline" disabled={busy}>
          <CheckIcon aria-hidden />
          {t("admin.reports.dismiss")}
        </Button>
      </fetcher.Form>
    </li>
  );
}
