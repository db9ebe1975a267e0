import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { REJECTION_REASONS, REVIEW_LABELS } from "../schema.ts";
import { ReviewLabelBadge } from "./review-label.tsx";

const SECTIONS = [
  ["published", "publishedTitle", "publishedText"],
  ["owners", "ownersTitle", "ownersText"],
  ["average", "averageTitle", "averageText"],
  ["report", "reportTitle", "reportText"],
  ["reviewers", "reviewersTitle", "reviewersText"],
  ["relationship", "relationshipTitle", "relationshipText"],
  ["invitations", "invitationsTitle", "invitationsText"],
] as const;

/**
 * « Comment fonctionnent les avis » (EU Omnibus directive): what the labels mean
 * and how they are checked, that every review is published unless withdrawn for a listed
 * reason, what owners can and cannot do, how the average is computed, how anyone reports a
 * review and how reviewers edit or delete theirs. Linked next to the reviews of every page.
 */
export function HowReviewsWork() {
  const { t } = useTranslation();
  const reasons = REJECTION_REASONS.map((r) => t(`reviews.reasons.${r}`)).join(", ");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" data-testid="how-reviews-work">
      <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{t("howReviews.title")}</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">{t("howReviews.intro")}</p>
      <section id="labels" aria-labelledby="labels-title" className="mt-10 scroll-mt-20">
        <h2 id="labels-title" className="font-semibold text-xl tracking-tight">
          {t("howReviews.labelsTitle")}
        </h2>
        <p className="mt-2 text-pretty leading-relaxed">{t("howReviews.labelsText")}</p>
        <dl className="mt-4 grid gap-3">
          {REVIEW_LABELS.map((label) => (
            <div key={label} className="grid gap-1 rounded-xl border p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt>
                <ReviewLabelBadge label={label} />
              </dt>
              <dd className="text-pretty text-muted-foreground text-sm leading-relaxed">
                {t(`reviews.labelHelp.${label}`)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {SECTIONS.map(([id, title, text]) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${id}-title`} className="font-semibold text-xl tracking-tight">
            {t(`howReviews.${title}`)}
          </h2>
          <p className="mt-2 text-pretty leading-relaxed">{t(`howReviews.${text}`, { reasons })}</p>
        </section>
      ))}
    </div>
  );
}
