import {
  ArrowRightIcon,
  BadgeCheckIcon,
  ChevronDownIcon,
  CopyIcon,
  LayoutDashboardIcon,
  MapPinIcon,
  MessageSquarePlusIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useProfilePath } from "#app/features/address/index.ts";
import { RatingStars, ReviewCard, ReviewCountsLine } from "#app/features/reviews/index.ts";
import { initialsOf, ownerTextProps, userTextProps } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { languageName } from "#app/services/languages/catalogue.ts";
import { Flag } from "#app/services/languages/flags.tsx";
import { BrandFonts } from "#app/services/theme/brand-fonts.tsx";
import { brandingAttributes, type PageBranding } from "#app/services/theme/branding.ts";
import { USER_LINK_REL } from "../link-visibility.ts";
import { PUBLIC_PAGE_LIMITS, type PublicProfile } from "../profile-types.ts";
import { OwnerPanel } from "./owner-panel.tsx";
import { LinkCards, SocialIcons } from "./profile-links.tsx";
import { ShareButton, ShareMenu, type ShareTarget } from "./share.tsx";
import { WallLink } from "./wall-link.tsx";

/** Header of the public pages: logo; the owner's dashboard shortcut and copy link; share. */
export function ProfileHeader({ isOwner, back }: { isOwner: boolean; back?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 sm:px-6">
        <SiteLogo className="me-auto" />
        {back}
        <nav aria-label={t("profile.header.label")} className="flex items-center gap-2">
          {isOwner ? (
            <>
              <Link to="/dashboard" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <LayoutDashboardIcon aria-hidden />
                <span className="max-sm:sr-only">{t("profile.header.dashboard")}</span>
              </Link>
              <button
                type="button"
                data-copy-link=""
                className={buttonVariants({ variant: "ghost", size: "sm" })}
                data-testid="header-copy-link"
              >
                <CopyIcon aria-hidden />
                <span className="max-sm:sr-only">{t("profile.header.copyLink")}</span>
              </button>
            </>
          ) : null}
          <ShareButton variant={isOwner ? "outline" : "default"} className="h-8 px-3" />
        </nav>
      </div>
    </header>
  );
}

/** Rating line: stars, mean with one decimal, count of approved reviews. */
function RatingLine({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { average, count } = profile.rating;
  if (count === 0 || average === null) {
    return <p className="text-muted-foreground text-sm">{t("profile.rating.none")}</p>;
  }
  const value = number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <a
      href="#reviews"
      className="inline-flex items-center gap-2 rounded-md text-sm hover:underline"
      data-testid="profile-rating"
    >
      <RatingStars value={average} />
      <span className="font-semibold tabular-nums" aria-hidden>
        {value}
      </span>
      <span className="sr-only">{t("profile.rating.label", { value })}</span>
      <span className="text-muted-foreground">({t("profile.rating.count", { count })})</span>
    </a>
  );
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={cn("scroll-mt-20", className)}>
      <h2 id={`${id}-title`} className="mb-3 font-semibold text-lg tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function IdentityCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const social = profile.links.filter((l) => l.iconRow);
  const languages = profile.languages.slice(0, PUBLIC_PAGE_LIMITS.languages);
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        {profile.avatar ? (
          <img
            src={profile.avatar}
            alt=""
            width={112}
            height={112}
            fetchPriority="high"
            decoding="async"
            className="size-28 rounded-full border-4 border-background bg-muted object-cover shadow-md"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-28 place-items-center rounded-full border-4 border-background bg-secondary font-semibold text-3xl text-secondary-foreground shadow-md"
          >
            {initialsOf(profile.name)}
          </span>
        )}
        {profile.verified ? (
          <span className="absolute end-1 bottom-1 grid size-8 place-items-center rounded-full bg-background">
            <BadgeCheckIcon aria-hidden className="size-7 fill-primary text-primary-foreground" />
          </span>
        ) : null}
      </div>
      <h1
        className="mt-4 text-balance font-bold text-2xl tracking-tight"
        {...ownerTextProps(profile.name, profile.pageLanguage)}
      >
        {profile.name}
      </h1>
      {profile.verified ? (
        <p className="mt-1 inline-flex items-center gap-1 font-medium text-primary text-xs">
          <BadgeCheckIcon aria-hidden className="size-3.5" />
          {t("profile.verified")}
        </p>
      ) : null}
      {profile.title ? (
        <p className="mt-1 text-balance text-muted-foreground" {...ownerTextProps(profile.title, profile.pageLanguage)}>
          {profile.title}
        </p>
      ) : null}
      {profile.company ? (
        <p
          className="mt-0.5 text-balance text-muted-foreground text-sm"
          {...ownerTextProps(profile.company, profile.pageLanguage)}
        >
          {profile.company}
        </p>
      ) : null}
      <div className="mt-3">
        <RatingLine profile={profile} />
      </div>
      {profile.location || languages.length > 0 ? (
        <dl className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
          {profile.location ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPinIcon aria-hidden className="size-4 text-muted-foreground" />
                <span className="sr-only">{t("profile.location")}</span>
              </dt>
              <dd {...ownerTextProps(profile.location, profile.pageLanguage)}>{profile.location}</dd>
            </div>
          ) : null}
          {languages.length > 0 ? (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t("profile.languages")}</dt>
              {languages.map((language) => {
                // A catalogue language is named in the interface language; a free-text one as written.
                const named = language.code ? languageName(language.code, locale) : undefined;
                const label = named ?? language.name;
                return (
                  <dd
                    key={language.name}
                    title={label}
                    className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground text-xs"
                  >
                    <Flag country={language.country} className="text-sm" />
                    <span {...(named ? {} : userTextProps(label))}>{label}</span>
                  </dd>
                );
              })}
            </div>
          ) : null}
        </dl>
      ) : null}
      <SocialIcons links={social} className="mt-4" />
    </div>
  );
}

function About({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const shown = profile.skills.slice(0, PUBLIC_PAGE_LIMITS.skills);
  const more = profile.skills.length - shown.length;
  if (!profile.bio && shown.length === 0) return null;
  return (
    <Section id="about" title={t("profile.about")}>
      {profile.bio ? (
        <p
          className="whitespace-pre-line text-pretty leading-relaxed"
          {...ownerTextProps(profile.bio, profile.pageLanguage)}
        >
          {profile.bio}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div className={profile.bio ? "mt-4" : undefined}>
          <h3 className="sr-only">{t("profile.skills")}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((skill) => (
              <li
                key={skill}
                className="rounded-full border bg-card px-2.5 py-1 font-medium text-xs"
                {...ownerTextProps(skill, profile.pageLanguage)}
              >
                {skill}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-secondary px-2.5 py-1 font-medium text-secondary-foreground text-xs">
                <span aria-hidden>+{more}</span>
                <span className="sr-only">{t("profile.moreSkills", { count: more })}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

function Portfolio({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  if (profile.portfolio.length === 0) return null;
  return (
    <Section id="portfolio" title={t("profile.portfolio.title")}>
      <ul className="grid grid-cols-2 gap-3">
        {profile.portfolio.slice(0, PUBLIC_PAGE_LIMITS.portfolio).map((item) => (
          <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
            {item.image ? (
              <img
                src={item.image}
                alt={t("profile.portfolio.imageAlt", { title: item.title })}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-muted object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-3">
              <h3 className="line-clamp-2 font-semibold text-sm" {...ownerTextProps(item.title, profile.pageLanguage)}>
                {item.title}
              </h3>
              {item.description ? (
                <p
                  className="mt-1 line-clamp-3 text-muted-foreground text-xs"
                  {...ownerTextProps(item.description, profile.pageLanguage)}
                >
                  {item.description}
                </p>
              ) : null}
              {item.url ? (
                <a
                  href={item.url}
                  target="_blank"
                  rel={USER_LINK_REL}
                  className="mt-auto inline-flex items-center gap-1 pt-2 font-medium text-primary text-xs hover:underline"
                >
                  {t("profile.portfolio.open")}
                  <ArrowRightIcon aria-hidden className="size-3 rtl:rotate-180" />
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * 'Ajouter un avis': the form's own page without JavaScript; with it, the page script
 * opens the same form in a dialog (review-island.tsx, loaded on first use).
 */
function AddReviewButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const path = useProfilePath(profile.slug);
  return (
    <a
      href={path("review")}
      // The page script marks it aria-busy on the tap, before the form's code arrives: the
      // visitor sees at once that it is opening.
      className={cn(buttonVariants({ variant: "default" }), "group w-full aria-busy:cursor-progress sm:w-auto")}
      data-testid="add-review"
      data-review-dialog=""
      data-slug={profile.slug}
      data-name={profile.name}
    >
      <MessageSquarePlusIcon aria-hidden className="group-aria-busy:hidden" />
      <span
        aria-hidden
        className="hidden size-4 animate-spin rounded-full border-2 border-current border-e-transparent group-aria-busy:inline-block"
      />
      {t("reviews.add")}
    </a>
  );
}

function Reviews({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const path = useProfilePath(profile.slug);
  return (
    <Section id="reviews" title={t("profile.reviews.title")}>
      <ReviewCountsLine counts={profile.reviewCounts} />
      {profile.reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {t("profile.reviews.empty")}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-3">
          {profile.reviews.slice(0, PUBLIC_PAGE_LIMITS.reviews).map((review) => (
            <ReviewCard key={review.id} review={review} ownerName={profile.name} slug={profile.slug} />
          ))}
        </div>
      )}
      {profile.rating.count > profile.reviews.length ? (
        <Link
          to={path("reviews")}
          className={cn(buttonVariants({ variant: "outline" }), "mt-3 w-full")}
          data-testid="all-reviews-link"
        >
          {t("profile.reviews.seeAll", { count: profile.rating.count })}
          <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
        </Link>
      ) : null}
      {profile.rating.count > 0 ? <WallLink slug={profile.slug} className="mt-3" /> : null}
      {profile.isOwner ? null : (
        <div className="mt-3">
          <AddReviewButton profile={profile} />
        </div>
      )}
    </Section>
  );
}

function Faq({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  if (profile.faqs.length === 0) return null;
  return (
    <Section id="faq" title={t("profile.faq.title")}>
      <div className="divide-y rounded-xl border bg-card shadow-xs">
        {profile.faqs.map((faq) => (
          // `name` makes the browser keep one item open at a time; the page script does it where `name` is unknown.
          <details key={faq.id} name="profile-faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-sm hover:bg-accent/40 [&::-webkit-details-marker]:hidden">
              <span {...ownerTextProps(faq.question, profile.pageLanguage)}>{faq.question}</span>
              <ChevronDownIcon
                aria-hidden
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p
              className="whitespace-pre-line px-4 pb-4 text-muted-foreground text-sm leading-relaxed"
              {...ownerTextProps(faq.answer, profile.pageLanguage)}
            >
              {faq.answer}
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

function VisitorCallToAction() {
  const { t } = useTranslation();
  return (
    <aside className="rounded-2xl bg-primary p-6 text-center text-primary-foreground">
      <h2 className="text-balance font-semibold text-lg">{t("profile.cta.title")}</h2>
      <p className="mt-2 text-pretty text-primary-foreground/85 text-sm">{t("profile.cta.text")}</p>
      <Link to="/auth" className={cn(buttonVariants({ variant: "secondary" }), "mt-4")} data-testid="visitor-cta">
        {t("profile.cta.button")}
        <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
      </Link>
    </aside>
  );
}

export function ProfileFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-primary/25 border-t">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-muted-foreground text-xs sm:px-6">
        {/* « Page créée avec Fiable » stays on every page, in the theme's accent (decision 045). */}
        <Link to="/" className="font-medium text-primary hover:underline" data-testid="made-with">
          {t("profile.footer.madeWith")}
        </Link>
        <nav aria-label={t("profile.footer.language")} className="flex gap-3">
          <a href="?lang=fr" hrefLang="fr" lang="fr" className="hover:text-foreground hover:underline">
            Français
          </a>
          <a href="?lang=en" hrefLang="en" lang="en" className="hover:text-foreground hover:underline">
            English
          </a>
        </nav>
      </div>
    </footer>
  );
}

/**
 * The root of a branded page (decision 045): the theme's custom properties inline, its font
 * pair's stylesheet, and under the header the cover (the profile's photo, blurred) when chosen.
 */
export function BrandedRoot({
  branding,
  cover,
  header,
  children,
  ...rest
}: {
  branding: PageBranding;
  cover?: string | null;
  header: ReactNode;
  children: ReactNode;
  "data-page-view"?: string;
  "data-profile-id"?: string;
}) {
  const { style, ...attributes } = brandingAttributes(branding);
  return (
    <div className="flex min-h-dvh flex-col" {...rest} {...attributes} style={style} data-testid="branded-root">
      <BrandFonts pair={branding.fontPair} />
      {header}
      {branding.background === "cover" && cover ? (
        <div aria-hidden className="h-28 overflow-hidden bg-muted sm:h-40" data-testid="brand-cover">
          <img src={cover} alt="" decoding="async" className="size-full scale-110 object-cover opacity-90 blur-xl" />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** The public trust page (docs/product/public-page.md). */
export function ProfilePage({ profile, share }: { profile: PublicProfile; share: ShareTarget }) {
  const links = profile.links.filter((l) => !l.iconRow);
  return (
    // data-page-view: the page script records one view of this profile (not counted for its owner).
    <BrandedRoot
      branding={profile.branding}
      cover={profile.avatar}
      header={<ProfileHeader isOwner={profile.isOwner} />}
      data-page-view=""
      data-profile-id={profile.id}
    >
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 pt-8 pb-12 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:sticky lg:top-20">
            <IdentityCard profile={profile} />
            {profile.isOwner ? <OwnerPanel slug={profile.slug} share={share} /> : null}
            <LinkCards links={links} pageLanguage={profile.pageLanguage} />
          </div>
          <div className="grid min-w-0 grid-cols-1 gap-10">
            <About profile={profile} />
            <Portfolio profile={profile} />
            <Reviews profile={profile} />
            <Faq profile={profile} />
            {profile.isOwner ? null : <VisitorCallToAction />}
          </div>
        </div>
      </main>
      <ProfileFooter />
      <ShareMenu target={share} />
    </BrandedRoot>
  );
}
