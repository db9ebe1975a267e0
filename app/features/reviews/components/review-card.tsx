import { CameraIcon, FlagIcon, MicIcon, VideoIcon } from "lucide-react";
import { useProfilePath } from "#app/features/address/index.ts";
import type { PublicReview } from "#app/features/reviews/index.ts";
import { initialsOf, userTextProps } from "#app/lib/user-text.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { RelationshipBadge, ReviewLabelBadge } from "./review-label.tsx";
import { ReviewPlayer, ReviewWords } from "./review-media.tsx";

const TYPE_ICON = { photo: CameraIcon, audio: MicIcon, video: VideoIcon } as const;

/**
 * One approved review: who, its provenance label (and the reviewer's relationship when not a
 * client), rating, date, media (photo, audio, video), text, the owner's reply, and
 * « Signaler ».
 */
export function ReviewCard({ review, ownerName, slug }: { review: PublicReview; ownerName: string; slug: string }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const TypeIcon = review.mediaType ? TYPE_ICON[review.mediaType] : null;
  const reportPath = useProfilePath(slug)(`reviews/${review.id}/report`);

  return (
    <article className="rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-medium text-secondary-foreground text-sm"
        >
          {review.reviewerAvatar ? (
            <img
              src={review.reviewerAvatar}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            initialsOf(review.reviewerName)
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-sm" {...userTextProps(review.reviewerName)}>
            {review.reviewerName}
          </h3>
          {review.reviewerTitle ? (
            <p className="truncate text-muted-foreground text-xs" {...userTextProps(review.reviewerTitle)}>
              {review.reviewerTitle}
            </p>
          ) : null}
        </div>
        {TypeIcon && review.mediaType ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground text-xs">
            <TypeIcon aria-hidden className="size-3.5" />
            {t(`profile.reviews.type.${review.mediaType}`)}
          </span>
        ) : null}
      </header>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <RatingStars value={review.rating} />
        <span className="sr-only">{t("profile.rating.stars", { value: number(review.rating) })}</span>
        <time dateTime={review.createdAt} className="text-muted-foreground">
          {date(review.createdAt, { dateStyle: "medium" })}
        </time>
        {review.serviceMonth ? (
          <span className="text-muted-foreground">
            {t("reviews.serviceMonth", {
              month: date(`${review.serviceMonth}-15`, { month: "long", year: "numeric" }),
            })}
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <ReviewLabelBadge label={review.label} />
        <RelationshipBadge relationship={review.relationship} />
      </div>

      {review.mediaType === "photo" && review.mediaUrl ? (
        <img
          src={review.mediaUrl}
          alt={t("profile.reviews.photoAlt", { name: review.reviewerName })}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="mt-3 aspect-[4/3] w-full rounded-lg bg-muted object-cover"
        />
      ) : null}
      <ReviewPlayer review={review} slug={slug} className="mt-3" videoClassName="aspect-[3/4] max-w-xs" />

      {review.content ? (
        <p className="mt-3 whitespace-pre-line text-pretty text-sm leading-relaxed" {...userTextProps(review.content)}>
          {review.content}
        </p>
      ) : null}
      <ReviewWords review={review} className="mt-3" />

      {review.editedAt ? (
        <p className="mt-2 text-muted-foreground text-xs">
          {t("reviews.editedOn", { date: date(review.editedAt, { dateStyle: "medium" }) })}
        </p>
      ) : null}

      {review.ownerReply ? (
        <div className="mt-4 rounded-lg border-primary/40 border-s-2 bg-secondary/60 px-3 py-2">
          <p className="font-medium text-xs">
            {t("profile.reviews.ownerReply", { name: ownerName })}
            {review.ownerReplyAt ? (
              <>
                {" · "}
                <time dateTime={review.ownerReplyAt} className="font-normal text-muted-foreground">
                  {date(review.ownerReplyAt, { dateStyle: "medium" })}
                </time>
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line text-pretty text-sm" {...userTextProps(review.ownerReply)}>
            {review.ownerReply}
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex justify-end">
        <a
          href={reportPath}
          rel="nofollow"
          className="inline-flex items-center gap-1 text-muted-foreground text-xs hover:text-foreground hover:underline"
          data-testid="report-review"
        >
          <FlagIcon aria-hidden className="size-3" />
          {t("reviews.reportLink")}
        </a>
      </div>
    </article>
  );
}
