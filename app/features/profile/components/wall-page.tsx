import { ArrowLeftIcon, ArrowRightIcon, BadgeCheckIcon, CopyIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useProfilePath } from "#app/features/address/index.ts";
import type { WallMediaFilter } from "#app/features/reviews/index.server.ts";
import {
  type PublicReview,
  type RatingSummary,
  ReviewCard,
  type ReviewCounts,
  ReviewCountsLine,
} from "#app/features/reviews/index.ts";
import { initialsOf, userTextProps } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { PageBranding } from "#app/services/theme/branding.ts";
import { ProfileSubpage, SubpageRating } from "./profile-subpage.tsx";
import { ShareButton, type ShareTarget } from "./share.tsx";

const FILTERS: readonly WallMediaFilter[] = ["all", "text", "photo", "audio", "video"];

interface Props {
  profile: {
    slug: string;
    name: string;
    title: string | null;
    avatar: string | null;
    verified: boolean;
    rating: RatingSummary;
    reviewCounts: ReviewCounts;
    isOwner: boolean;
  };
  media: WallMediaFilter;
  firstPage: boolean;
  counts: Record<WallMediaFilter, number>;
  reviews: PublicReview[];
  next: string | null;
  share: ShareTarget;
  branding: PageBranding;
}

/** The address of a wall view: its filter and, past the first page, its cursor. */
export function wallHref(wallPath: string, media: WallMediaFilter, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (media !== "all") query.set("media", media);
  if (cursor) query.set("cursor", cursor);
  return `${wallPath}${query.size > 0 ? `?${query}` : ""}`;
}

/**
 * /{slug}/wall: every published review in a masonry grid (CSS columns: no script, no layout
 * measuring), filters that are links (they work without JavaScript), share and copy, the
 * label and the notice link on every review. Not hydrated (decision 014).
 */
export function WallPage({ profile, media, firstPage, counts, reviews, next, share, branding }: Props) {
  const { t } = useTranslation();
  const wallPath = useProfilePath(profile.slug)("wall");
  const { number } = useFormat();
  const { average, count } = profile.rating;
  return (
    <ProfileSubpage slug={profile.slug} isOwner={profile.isOwner} share={share} branding={branding} wide>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-semibold text-lg text-secondary-foreground"
        >
          {profile.avatar ? (
            <img
              src={profile.avatar}
              alt=""
              width={56}
              height={56}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            initialsOf(profile.name)
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-balance font-bold text-2xl tracking-tight">
            {t("profile.wall.title", { name: profile.name })}
            {profile.verified ? (
              <BadgeCheckIcon
                aria-label={t("profile.verified")}
                className="ms-1.5 inline size-5 align-[-0.125em] text-brand"
              />
            ) : null}
          </h1>
          {profile.title ? (
            <p className="mt-0.5 text-muted-foreground text-sm">
              <span {...userTextProps(profile.title)}>{profile.title}</span>
            </p>
          ) : null}
          {count > 0 && average !== null ? (
            <SubpageRating average={average} count={count} className="mt-1 flex-wrap" data-testid="wall-rating" />
          ) : null}
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <ShareButton variant="outline" className="max-sm:hidden">
            {t("profile.wall.share")}
          </ShareButton>
          <button
            type="button"
            data-copy-link=""
            className={buttonVariants({ variant: "outline" })}
            data-testid="wall-copy-link"
          >
            <CopyIcon aria-hidden />
            {t("profile.wall.copy")}
          </button>
        </div>
      </div>
      <div className="mt-5">
        <ReviewCountsLine counts={profile.reviewCounts} />
      </div>
      <nav aria-label={t("profile.wall.filters")}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const current = filter === media;
            return (
              <li key={filter}>
                <Link
                  to={wallHref(wallPath, filter)}
                  aria-current={current ? "page" : undefined}
                  data-filter={filter}
                  className={cn(
                    "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 font-medium text-sm",
                    current
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  {t(`profile.wall.filter.${filter}`)}
                  <span className={cn("tabular-nums", current ? "opacity-80" : "text-muted-foreground")}>
                    {number(counts[filter])}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {reviews.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {media === "all" ? t("profile.reviews.empty") : t("profile.wall.emptyFilter")}
        </p>
      ) : (
        <ul className="mt-6 gap-4 sm:columns-2 lg:columns-3" data-testid="wall-grid">
          {reviews.map((review) => (
            <li key={review.id} className="mb-4 break-inside-avoid" data-review-id={review.id}>
              <ReviewCard review={review} ownerName={profile.name} slug={profile.slug} />
            </li>
          ))}
        </ul>
      )}

      {next || !firstPage ? (
        <nav aria-label={t("profile.wall.pages")} className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {firstPage ? (
            <span />
          ) : (
            <Link to={wallHref(wallPath, media)} className={buttonVariants({ variant: "ghost" })}>
              <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
              {t("profile.wall.newest")}
            </Link>
          )}
          {next ? (
            <Link
              to={wallHref(wallPath, media, next)}
              rel="next"
              className={buttonVariants({ variant: "outline" })}
              data-testid="wall-more"
            >
              {t("profile.wall.more")}
              <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ProfileSubpage>
  );
}
