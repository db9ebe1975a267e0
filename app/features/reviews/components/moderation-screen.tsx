import {
  CheckIcon,
  CircleAlertIcon,
  ExternalLinkIcon,
  FlagIcon,
  LoaderCircleIcon,
  MegaphoneIcon,
  MessageSquareReplyIcon,
  RefreshCwIcon,
  RotateCcwIcon,
  XIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { OwnerReview } from "../moderate-review.server.ts";
import type { ModerationActionData } from "../moderation-page.server.ts";
import {
  MODERATION_TABS,
  type ModerationTab,
  REJECTION_REASONS,
  REPORT_DETAILS_MAX,
  REVIEW_LABELS,
  REVIEW_LIMITS,
  type ReviewLabel,
} from "../schema.ts";
import { RatingStars } from "./rating-stars.tsx";
import { RelationshipBadge, ReviewLabelBadge } from "./review-label.tsx";
import { ReviewPlayer, ReviewWords } from "./review-media.tsx";

interface Listing {
  profile: { id: string; slug: string; name: string };
  counts: Record<ModerationTab, number>;
  labels: Partial<Record<ReviewLabel, number>>;
  reviews: OwnerReview[];
}

/** One fetcher for every card: a decision moves its card to another tab, the screen stays to say it is done. */
const FETCHER_KEY = "review-moderation";

/**
 * /dashboard/reviews: pending, published and withdrawn reviews, with their media, their
 * provenance label and the owner's actions (decision 018): approve or withdraw a pending
 * review, reply, report a published one to the Fiable team.
 */
export function ModerationScreen({ tab, listing }: { tab: ModerationTab; listing: Listing | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ModerationActionData>({ key: FETCHER_KEY });
  const handled = useRef<unknown>(null);
  useRefreshWhileProcessing(listing);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) toast.success(data.message);
    else if (!data.field) toast.error(data.message || t("reviews.errors.generic"));
  }, [fetcher.state, fetcher.data, t]);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("reviews.moderation.title")}</h1>
        <p className="mt-2 text-pretty text-muted-foreground">{t("reviews.moderation.description")}</p>
        {listing ? (
          <>
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-pretty text-muted-foreground">{t("reviews.moderation.collectHint")}</span>
              <Link to="/dashboard/collect" className={buttonVariants({ variant: "outline", size: "sm" })}>
                <MegaphoneIcon aria-hidden />
                {t("reviews.moderation.collectLink")}
              </Link>
              <Link
                to={`/${listing.profile.slug}`}
                className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "sm:ms-auto")}
              >
                <ExternalLinkIcon aria-hidden />
                {t("reviews.moderation.viewPage")}
              </Link>
            </div>
            {listing.counts.approved > 0 ? (
              <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="label-counts">
                <span className="text-muted-foreground">{t("reviews.moderation.labelsTitle")}</span>
                {REVIEW_LABELS.map((label) => (
                  <span key={label} className="inline-flex items-center gap-1">
                    <ReviewLabelBadge label={label} />
                    <span className="tabular-nums">{listing.labels[label] ?? 0}</span>
                  </span>
                ))}
              </div>
            ) : null}
            <nav aria-label={t("reviews.moderation.title")} className="mt-6 flex gap-1 overflow-x-auto border-b">
              {MODERATION_TABS.map((value) => (
                <Link
                  key={value}
                  to={`?tab=${value}`}
                  aria-current={value === tab ? "page" : undefined}
                  className={cn(
                    "-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 font-medium text-sm",
                    value === tab
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`reviews.moderation.tabs.${value}`)}
                  <span className="ms-1.5 rounded-full bg-secondary px-1.5 text-xs tabular-nums">
                    {listing.counts[value]}
                  </span>
                </Link>
              ))}
            </nav>
            <div className="mt-4 grid gap-3" data-testid={`moderation-${tab}`}>
              {listing.reviews.length === 0 ? (
                <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
                  {t(`reviews.moderation.empty.${tab}`)}
                </p>
              ) : (
                listing.reviews.map((review) => (
                  <ModeratedReview key={review.id} review={review} slug={listing.profile.slug} />
                ))
              )}
            </div>
          </>
        ) : (
          <div className="mt-8 rounded-xl border bg-card p-6 text-center">
            <p>{t("reviews.moderation.noProfile")}</p>
            <Link to="/dashboard" className={cn(buttonVariants(), "mt-4")}>
              {t("reviews.moderation.createProfile")}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}

/** While a medium is processed the screen looks again every few seconds, so the review appears playable by itself. */
const PROCESSING_POLL_MS = 3000;

function useRefreshWhileProcessing(listing: Listing | null) {
  const revalidator = useRevalidator();
  const running = listing?.reviews.some((review) => review.processing === "running") ?? false;
  const { revalidate, state } = revalidator;
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

/**
 * A review whose medium is being processed: « Traitement du média en cours… », or, when it
 * could not be, « Traitement du média impossible » and « Réessayer » (the medium's original is
 * queued again). It cannot be published or withdrawn meanwhile: nobody has heard it yet.
 */
function ProcessingState({ reviewId, state }: { reviewId: string; state: "running" | "failed" }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ModerationActionData>({ key: FETCHER_KEY });
  if (state === "running") {
    return (
      <div
        role="status"
        className="mt-3 flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
        data-testid="media-processing"
      >
        <LoaderCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none" />
        <div className="grid gap-0.5">
          <p className="font-medium">{t("reviews.moderation.processingRunning")}</p>
          <p className="text-pretty text-muted-foreground text-xs">{t("reviews.moderation.processingRunningHelp")}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      className="mt-3 grid gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
      data-testid="media-failed"
    >
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlertIcon aria-hidden className="size-4 shrink-0" />
        {t("reviews.moderation.processingFailed")}
      </p>
      <p className="text-pretty text-muted-foreground text-xs">{t("reviews.moderation.processingFailedHelp")}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="retry-media" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          <RefreshCwIcon aria-hidden />
          {t("reviews.moderation.retryMedia")}
        </Button>
      </fetcher.Form>
    </div>
  );
}

function ReasonChoices({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      {REJECTION_REASONS.map((reason) => (
        <label key={reason} className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} value={reason} className="accent-primary" />
          <span className="first-letter:uppercase">{t(`reviews.reasons.${reason}`)}</span>
        </label>
      ))}
    </>
  );
}

function ModeratedReview({ review, slug }: { review: OwnerReview; slug: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fetcher = useFetcher<ModerationActionData>({ key: FETCHER_KEY });
  const [mode, setMode] = useState<"idle" | "withdraw" | "reply" | "report">("idle");
  const [mine, setMine] = useState(false);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data || !mine) return;
    handled.current = data;
    if (data.ok) setMode("idle");
  }, [fetcher.state, fetcher.data, mine]);

  const fieldError = fetcher.data && !fetcher.data.ok && fetcher.data.reviewId === review.id ? fetcher.data : null;
  const reasonText = review.withdrawalReason
    ? t(`reviews.reasons.${review.withdrawalReason}` as "reviews.reasons.spam")
    : "";

  return (
    <article className="rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid="moderated-review">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="font-semibold text-sm" dir="auto">
          {review.reviewerName}
        </h2>
        <RatingStars value={review.rating} />
        <span className="sr-only">{t("profile.rating.stars", { value: review.rating })}</span>
        {review.mediaType ? (
          <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-xs">
            {t(`reviews.types.${review.mediaType}`)}
          </span>
        ) : null}
        <time dateTime={review.createdAt} className="ms-auto text-muted-foreground text-xs">
          {t("reviews.moderation.receivedOn", { date: date(review.createdAt, { dateStyle: "medium" }) })}
        </time>
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <ReviewLabelBadge label={review.label} />
        <RelationshipBadge relationship={review.relationship} />
        {review.serviceMonth ? (
          <span className="text-muted-foreground text-xs">
            {t("reviews.serviceMonth", { month: date(review.serviceMonth, { month: "long", year: "numeric" }) })}
          </span>
        ) : null}
        {review.editedAt ? (
          <span className="text-muted-foreground text-xs">
            {t("reviews.editedOn", { date: date(review.editedAt, { dateStyle: "medium" }) })}
          </span>
        ) : null}
      </div>

      {review.mediaType === "photo" && review.mediaUrl ? (
        <img src={review.mediaUrl} alt="" className="mt-3 max-h-72 w-full rounded-lg bg-muted object-contain" />
      ) : null}
      <ReviewPlayer review={review} slug={slug} className="mt-3" videoClassName="aspect-video" />
      {review.processing ? <ProcessingState reviewId={review.id} state={review.processing} /> : null}
      {review.content ? (
        <p className="mt-3 whitespace-pre-line text-pretty text-sm leading-relaxed" dir="auto">
          {review.content}
        </p>
      ) : null}
      <ReviewWords review={review} className="mt-3" />

      {review.status === "pending" && review.publishesAt ? (
        <p className="mt-3 text-muted-foreground text-xs" data-testid="publishes-at">
          {t("reviews.moderation.publishesOn", { date: date(review.publishesAt, { dateStyle: "long" }) })}
        </p>
      ) : null}
      {review.status === "withdrawn" && review.withdrawalReason ? (
        <p className="mt-3 font-medium text-destructive text-xs">
          {review.withdrawnBy === "admin"
            ? t("reviews.moderation.withdrawnByAdmin", { reason: reasonText })
            : t("reviews.moderation.withdrawnFor", { reason: reasonText })}
        </p>
      ) : null}
      {review.reported ? (
        <p className="mt-3 inline-flex items-center gap-1 font-medium text-amber-700 text-xs dark:text-amber-300">
          <FlagIcon aria-hidden className="size-3.5" />
          {t("reviews.moderation.reported")}
        </p>
      ) : null}

      {review.ownerReply ? (
        <div className="mt-3 rounded-lg border-primary/40 border-s-2 bg-secondary/60 px-3 py-2 text-sm">
          <p className="font-medium text-xs">
            {t("reviews.moderation.repliedOn", {
              date: review.ownerReplyAt ? date(review.ownerReplyAt, { dateStyle: "medium" }) : "",
            })}
          </p>
          <p className="mt-1 whitespace-pre-line" dir="auto">
            {review.ownerReply}
          </p>
        </div>
      ) : null}

      {mode === "withdraw" || mode === "report" ? (
        <fetcher.Form method="post" onSubmit={() => setMine(true)} className="mt-4 grid gap-3 rounded-lg border p-3">
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="reviewId" value={review.id} />
          <fieldset className="grid gap-2">
            <legend className="font-medium text-sm">
              {mode === "withdraw" ? t("reviews.moderation.withdrawTitle") : t("reviews.moderation.reportTitle")}
            </legend>
            <p className="text-pretty text-muted-foreground text-xs">
              {mode === "withdraw" ? t("reviews.moderation.withdrawHelp") : t("reviews.moderation.reportHelp")}
            </p>
            <ReasonChoices name="reason" />
          </fieldset>
          {fieldError?.field === "reason" ? (
            <p role="alert" className="font-medium text-destructive text-sm">
              {fieldError.message}
            </p>
          ) : null}
          {mode === "report" ? (
            <>
              <Label htmlFor={`report-details-${review.id}`}>{t("reviews.moderation.reportDetails")}</Label>
              <Textarea id={`report-details-${review.id}`} name="details" rows={2} maxLength={REPORT_DETAILS_MAX} />
            </>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant={mode === "withdraw" ? "destructive" : "default"} size="sm" disabled={busy}>
              {mode === "withdraw" ? t("reviews.moderation.confirmWithdraw") : t("reviews.moderation.confirmReport")}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setMode("idle")}>
              {t("reviews.moderation.cancel")}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}

      {mode === "reply" ? (
        <fetcher.Form method="post" onSubmit={() => setMine(true)} className="mt-4 grid gap-2 rounded-lg border p-3">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reviewId" value={review.id} />
          <Label htmlFor={`reply-${review.id}`}>{t("reviews.moderation.replyLabel")}</Label>
          <Textarea
            id={`reply-${review.id}`}
            name="reply"
            rows={3}
            maxLength={REVIEW_LIMITS.reply}
            defaultValue={review.ownerReply ?? ""}
          />
          {fieldError?.field === "reply" ? (
            <p role="alert" className="font-medium text-destructive text-sm">
              {fieldError.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {t("reviews.moderation.sendReply")}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setMode("idle")}>
              {t("reviews.moderation.cancel")}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}

      {mode === "idle" ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {review.status === "pending" || (review.status === "withdrawn" && review.withdrawnBy === "owner") ? (
            <fetcher.Form method="post" onSubmit={() => setMine(true)}>
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="reviewId" value={review.id} />
              <Button type="submit" size="sm" disabled={busy}>
                {review.status === "pending" ? <CheckIcon aria-hidden /> : <RotateCcwIcon aria-hidden />}
                {review.status === "pending" ? t("reviews.moderation.approve") : t("reviews.moderation.restore")}
              </Button>
            </fetcher.Form>
          ) : null}
          {review.status === "pending" ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setMode("withdraw")}>
              <XIcon aria-hidden />
              {t("reviews.moderation.withdraw")}
            </Button>
          ) : null}
          {review.status === "pending" || review.status === "approved" ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setMode("reply")}>
              <MessageSquareReplyIcon aria-hidden />
              {review.ownerReply ? t("reviews.moderation.editReply") : t("reviews.moderation.reply")}
            </Button>
          ) : null}
          {review.status === "approved" && !review.reported ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setMode("report")}>
              <FlagIcon aria-hidden />
              {t("reviews.moderation.report")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
