import { userTextProps } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/*
 * The player of an audio or video review and its words, one component for every screen that
 * shows reviews: the public page and its reviews list (not hydrated, decision 014: plain
 * markup, nothing that needs a script) and the owner's moderation screen. The browser's own
 * controls are the player — keyboard operable, read by screen readers, in the visitor's
 * language — and no button of ours repeats them. The length is printed next to it from the
 * stored duration, so it shows before anything is loaded or played.
 */

export interface PlayableReview {
  id: string;
  reviewerName: string;
  mediaType: "photo" | "video" | "audio" | null;
  mediaUrl: string | null;
  mediaThumbnail: string | null;
  /** Seconds. */
  mediaDuration: number | null;
  transcript: string | null;
  transcriptSource: "reviewer" | "automatic" | null;
  /** The reviewer's language: the captions' `srclang`. */
  language: string;
}

/** 3 → "0:03", 75 → "1:15". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Where a video review's words are served as WebVTT (app/features/reviews/captions.server.ts). */
export function captionsPath(slug: string, reviewId: string): string {
  return `/${encodeURIComponent(slug)}/reviews/${reviewId}/captions.vtt`;
}

function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 text-muted-foreground text-xs tabular-nums" data-testid="media-duration">
      <span className="sr-only">{t("profile.reviews.duration")} </span>
      <time dateTime={`PT${Math.max(0, Math.round(seconds))}S`} dir="ltr">
        {formatDuration(seconds)}
      </time>
    </span>
  );
}

/**
 * The native player of an audio or video review (nothing for other reviews), with its length;
 * a video with a transcript carries it as captions (`<track default>`).
 */
export function ReviewPlayer({
  review,
  slug,
  className,
  videoClassName,
}: {
  review: PlayableReview;
  /** The profile's address: the captions' URL. */
  slug: string;
  className?: string;
  videoClassName?: string;
}) {
  const { t } = useTranslation();
  if (!review.mediaUrl) return null;
  const duration = review.mediaDuration ? <Duration seconds={review.mediaDuration} /> : null;
  if (review.mediaType === "audio") {
    return (
      <div className={cn("flex items-center gap-3", className)} data-testid="review-player">
        {/* biome-ignore lint/a11y/useMediaCaption: audio has no captions; its words are printed below (ReviewWords) */}
        <audio
          controls
          preload="metadata"
          src={review.mediaUrl}
          aria-label={t("profile.reviews.audioLabel", { name: review.reviewerName })}
          className="h-10 w-full min-w-0"
        />
        {duration}
      </div>
    );
  }
  if (review.mediaType === "video") {
    const automatic = review.transcriptSource === "automatic";
    return (
      <div className={cn("grid justify-items-start gap-1", className)} data-testid="review-player">
        {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the review has words to show */}
        <video
          controls
          preload="metadata"
          playsInline
          src={review.mediaUrl}
          poster={review.mediaThumbnail ?? undefined}
          aria-label={t("profile.reviews.videoLabel", { name: review.reviewerName })}
          className={cn("w-full rounded-lg bg-black object-contain", videoClassName)}
        >
          {review.transcript ? (
            <track
              kind="captions"
              src={captionsPath(slug, review.id)}
              srcLang={review.language}
              label={automatic ? t("profile.reviews.captionsAutomatic") : t("profile.reviews.captions")}
              default
            />
          ) : null}
        </video>
        {duration}
      </div>
    );
  }
  return null;
}

/**
 * The words of an audio or video review: « Transcription » when its reviewer typed them,
 * « Transcription automatique » (with a warning) when software wrote them. Folded in a
 * `<details>`: up to 5,000 characters would drown the card, and it opens without a script.
 */
export function ReviewWords({ review, className }: { review: PlayableReview; className?: string }) {
  const { t } = useTranslation();
  if (!review.transcript || (review.mediaType !== "audio" && review.mediaType !== "video")) return null;
  const automatic = review.transcriptSource === "automatic";
  return (
    <details
      className={cn("group rounded-lg border bg-muted/30 px-3 py-2 text-sm", className)}
      data-testid="review-words"
    >
      <summary className="cursor-pointer font-medium text-xs">
        {automatic ? t("profile.reviews.transcriptAutomatic") : t("profile.reviews.transcript")}
      </summary>
      {automatic ? (
        <p className="mt-1 text-muted-foreground text-xs">{t("profile.reviews.transcriptAutomaticNote")}</p>
      ) : null}
      <p className="mt-2 whitespace-pre-line text-pretty leading-relaxed" {...userTextProps(review.transcript)}>
        {review.transcript}
      </p>
    </details>
  );
}
