import { CameraIcon, MicIcon, PlayIcon, StarIcon, VideoIcon } from "lucide-react";
import { Avatar, AvatarFallback } from "#app/components/ui/avatar.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { initialsOf } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DemoReview, DemoReviewType } from "../types.ts";

/** Five stars, the first `Math.round(value)` filled; read out as "Note : 4,9 sur 5". */
export function StarRating({
  value,
  label,
  className,
  size = "size-3.5",
}: {
  value: number;
  label: string;
  className?: string;
  size?: string;
}) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn(size, star <= filled ? "fill-brand text-brand" : "fill-transparent text-muted-foreground/50")}
        />
      ))}
    </span>
  );
}

const TYPE_ICONS: Record<DemoReviewType, typeof VideoIcon> = { video: VideoIcon, audio: MicIcon, image: CameraIcon };

/** 'Vidéo', 'Audio' or 'Photo' (docs/product/landing-and-demo.md). */
export function ReviewTypeBadge({ type }: { type: DemoReviewType }) {
  const { t } = useTranslation();
  const Icon = TYPE_ICONS[type];
  return (
    <Badge variant="secondary" className="gap-1 px-1.5 py-0 text-[0.6875rem]">
      <Icon aria-hidden />
      {t(`demo.reviewType.${type}`)}
    </Badge>
  );
}

// Fixed heights of the drawn waveform of an audio review (decorative).
const WAVE = [5, 9, 14, 8, 12, 18, 10, 6, 13, 16, 9, 5, 11, 15, 7, 12, 17, 9, 6, 10, 14, 8, 5, 9];

/** The still of a video, the photo, or the waveform of an audio review. */
function ReviewMedia({ review }: { review: DemoReview }) {
  const { t } = useTranslation();
  if (review.type === "audio") {
    return (
      <div className="flex items-center gap-2 rounded-lg bg-secondary px-2.5 py-2 text-secondary-foreground">
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground"
        >
          <PlayIcon className="size-3.5 fill-current" />
        </span>
        <span aria-hidden className="flex h-5 flex-1 items-center gap-[2px] overflow-hidden">
          {WAVE.map((height, index) => (
            <span key={index} className="w-[3px] shrink-0 rounded-full bg-primary/60" style={{ height }} />
          ))}
        </span>
        {review.duration ? (
          <span className="text-xs tabular-nums">
            <span className="sr-only">{t("demo.review.audioLength")} </span>
            {review.duration}
          </span>
        ) : null}
      </div>
    );
  }
  if (!review.preview) return null;
  return (
    <div className="relative aspect-[16/9] overflow-hidden rounded-lg bg-muted">
      <img
        src={review.preview}
        alt={
          review.type === "video"
            ? t("demo.review.videoAlt", { name: review.name })
            : t("demo.review.photoAlt", { name: review.name })
        }
        width={320}
        height={240}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
      {review.type === "video" ? (
        <>
          <span aria-hidden className="absolute inset-0 grid place-items-center">
            <span className="grid size-9 place-items-center rounded-full bg-black/55 text-white">
              <PlayIcon className="ms-0.5 size-4 fill-current" />
            </span>
          </span>
          {review.duration ? (
            <span className="absolute end-1.5 bottom-1.5 rounded bg-black/65 px-1 text-[0.6875rem] text-white tabular-nums">
              <span className="sr-only">{t("demo.review.videoLength")} </span>
              {review.duration}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One client review: who, stars, type badge, when, the media, the words. */
export function DemoReviewCard({ review, compact = false }: { review: DemoReview; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      className={cn("flex flex-col gap-2 rounded-xl border bg-card text-card-foreground", compact ? "p-2.5" : "p-4")}
    >
      <header className="flex items-start gap-2">
        <Avatar className={compact ? "size-8" : "size-10"}>
          <AvatarFallback className="bg-accent text-accent-foreground text-xs">
            {initialsOf(review.name)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between gap-1">
            <p className={cn("truncate font-semibold", compact ? "text-xs" : "text-sm")}>{review.name}</p>
            <ReviewTypeBadge type={review.type} />
          </div>
          <StarRating
            value={review.rating}
            label={t("demo.rating.label", { rating: review.rating })}
            size={compact ? "size-3" : "size-3.5"}
          />
        </div>
      </header>
      <ReviewMedia review={review} />
      <p className={cn("text-pretty", compact ? "text-xs leading-relaxed" : "text-sm")}>{review.content}</p>
      <p className={cn("text-muted-foreground", compact ? "text-[0.6875rem]" : "text-xs")}>{review.age}</p>
    </article>
  );
}
