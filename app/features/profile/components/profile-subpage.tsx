import { ArrowLeftIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { useProfilePath } from "#app/features/address/index.ts";
import { RatingStars } from "#app/features/reviews/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { PageBranding } from "#app/services/theme/branding.ts";
import { BrandedRoot, ProfileFooter, ProfileHeader } from "./profile-page.tsx";
import { ShareMenu, type ShareTarget } from "./share.tsx";

/**
 * The frame of a trust page's own sub-pages (its reviews list, its wall): the trust page's
 * header and footer, the link back to the page, and the share menu of what is shown.
 */
export function ProfileSubpage({
  slug,
  isOwner,
  share,
  branding,
  wide = false,
  children,
}: {
  slug: string;
  isOwner: boolean;
  share: ShareTarget;
  /** The trust page's theme (decision 045). */
  branding: PageBranding;
  /** The wall's grid takes more room than a list of reviews. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const path = useProfilePath(slug);
  return (
    <BrandedRoot branding={branding} header={<ProfileHeader isOwner={isOwner} />} data-page-view="">
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className={cn("mx-auto px-4 pt-6 pb-12 sm:px-6", wide ? "max-w-5xl" : "max-w-2xl")}>
          <Link
            to={path()}
            className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
            {t("profile.reviews.back")}
          </Link>
          {children}
        </div>
      </main>
      <ProfileFooter />
      <ShareMenu target={share} />
    </BrandedRoot>
  );
}

/** ★★★★☆ 4,6 (12 avis): the rating line of the reviews list and of the wall. */
export function SubpageRating({
  average,
  count,
  className,
  ...props
}: { average: number; count: number } & ComponentProps<"p">) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <p className={cn("flex items-center gap-2 text-sm", className)} {...props}>
      <RatingStars value={average} />
      <span className="font-semibold">{number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
      <span className="text-muted-foreground">({t("profile.rating.count", { count })})</span>
    </p>
  );
}
