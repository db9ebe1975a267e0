import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useProfilePath } from "#app/features/address/index.ts";
import type { RatingSummary, ReviewCounts, ReviewsPageData } from "#app/features/reviews/index.ts";
import { ReviewCard, ReviewCountsLine } from "#app/features/reviews/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { PageBranding } from "#app/services/theme/branding.ts";
import { ProfileSubpage, SubpageRating } from "./profile-subpage.tsx";
import type { ShareTarget } from "./share.tsx";
import { WallLink } from "./wall-link.tsx";

interface Props {
  profile: {
    slug: string;
    name: string;
    title: string | null;
    rating: RatingSummary;
    reviewCounts: ReviewCounts;
    isOwner: boolean;
  };
  list: ReviewsPageData;
  share: ShareTarget;
  branding: PageBranding;
}

/** /{slug}/reviews: all approved reviews, ten per page. */
export function ReviewsPage({ profile, list, share, branding }: Props) {
  const { t } = useTranslation();
  const path = useProfilePath(profile.slug);
  const pageHref = (page: number) => `${path("reviews")}${page > 1 ? `?page=${page}` : ""}`;
  const { average, count } = profile.rating;
  return (
    <ProfileSubpage slug={profile.slug} isOwner={profile.isOwner} share={share} branding={branding}>
      <h1 className="mt-4 text-balance font-bold text-2xl tracking-tight">
        {t("profile.reviews.allTitle", { name: profile.name })}
      </h1>
      {count > 0 && average !== null ? (
        <SubpageRating average={average} count={count} className="mt-2" />
      ) : (
        <p className="mt-2 text-muted-foreground text-sm">{t("profile.reviews.empty")}</p>
      )}
      {count > 0 ? <WallLink slug={profile.slug} className="mt-2" /> : null}
      <div className="mt-4">
        <ReviewCountsLine counts={profile.reviewCounts} />
      </div>
      <div className="mt-2 grid grid-cols-1 gap-3">
        {list.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} ownerName={profile.name} slug={profile.slug} />
        ))}
      </div>
      {list.pageCount > 1 ? (
        <nav aria-label={t("profile.reviews.pagination")} className="mt-8 flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} rel="prev" className={buttonVariants({ variant: "outline" })}>
              <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
              {t("profile.reviews.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground text-sm" aria-current="page">
            {t("profile.reviews.pageOf", { page: list.page, pages: list.pageCount })}
          </span>
          {list.page < list.pageCount ? (
            <Link to={pageHref(list.page + 1)} rel="next" className={cn(buttonVariants({ variant: "outline" }))}>
              {t("profile.reviews.older")}
              <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </ProfileSubpage>
  );
}
