import { InfoIcon } from "lucide-react";
import type { ReviewCounts as Counts } from "#app/features/reviews/index.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * « 12 avis publiés · 2 en attente de modération · 1 retiré pour spam », and the link to
 * « Comment fonctionnent les avis »: what was published, what waits, what was
 * withdrawn and why — nothing is hidden silently. On every public page that shows reviews.
 */
export function ReviewCountsLine({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const withdrawn = Object.entries(counts.withdrawn).filter(([, n]) => n > 0);
  const parts =
    counts.published === 0 && counts.pending === 0 && withdrawn.length === 0
      ? []
      : [
          t("reviews.counts.published", { count: counts.published }),
          ...(counts.pending > 0 ? [t("reviews.counts.pending", { count: counts.pending })] : []),
          ...withdrawn.map(([reason, count]) =>
            t("reviews.counts.removed", { count, reason: t(`reviews.reasons.${reason}` as "reviews.reasons.spam") }),
          ),
        ];
  return (
    <p className="-mt-1 mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
      {parts.length > 0 ? <span data-testid="review-counts">{parts.join(" · ")}</span> : null}
      <a
        href="/how-reviews-work"
        className="inline-flex items-center gap-1 underline underline-offset-2 hover:text-foreground"
        data-testid="how-reviews-work-link"
      >
        <InfoIcon aria-hidden className="size-3.5" />
        {t("reviews.howLink")}
      </a>
    </p>
  );
}
