import {
  ArrowLeftIcon,
  ArrowRightIcon,
  AwardIcon,
  BadgeCheckIcon,
  CalendarCheckIcon,
  ClockIcon,
  GraduationCapIcon,
  LanguagesIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  Share2Icon,
  WalletIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DemoProfileDetail, DemoReviewType } from "../types.ts";
import { DemoInertButton } from "./demo-inert-button.tsx";
import { DemoReviewCard, StarRating } from "./demo-review.tsx";
import { DemoSkills, DemoSocialLinks } from "./platform-icons.tsx";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-5 text-card-foreground sm:p-6">
      <h2 id={id} className="mb-4 font-semibold text-lg tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">{label}</dt>
        <dd className="text-pretty font-medium text-sm">{children}</dd>
      </div>
    </div>
  );
}

const TYPES: DemoReviewType[] = ["video", "audio", "image"];

/**
 * The full demo profile of /demo/profile/{id} (docs/product/landing-and-demo.md). Its Contact, Call
 * and Share buttons are inert and labelled as such; its texts are in `contentLang`.
 */
export function DemoDetail({ profile }: { profile: DemoProfileDetail }) {
  const { t } = useTranslation();
  const { reviewStats } = profile;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/demo/${profile.slug}`}
          className="inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
          {t("demo.detail.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant="outline" className="text-muted-foreground">
            {t("demo.detail.fictional")}
          </Badge>
          <Button asChild size="sm">
            <Link to="/auth?mode=signup">{t("demo.detail.create")}</Link>
          </Button>
        </div>
      </div>

      <article lang={profile.contentLang} className="mt-4 flex flex-col gap-6">
        <header className="overflow-hidden rounded-2xl border bg-card text-card-foreground">
          <img src={profile.cover} alt="" width={560} height={200} className="h-32 w-full object-cover sm:h-44" />
          <div className="flex flex-col gap-5 px-5 pb-6 sm:px-8">
            <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <img
                  src={profile.avatar}
                  alt={t("demo.mockup.avatarAlt", { name: profile.name })}
                  width={192}
                  height={192}
                  className="size-24 rounded-full border-4 border-card object-cover sm:size-28"
                />
                <div className="sm:pb-1">
                  <h1 className="flex flex-wrap items-center gap-2 font-bold text-2xl tracking-tight sm:text-3xl">
                    {profile.name}
                    {profile.verified ? (
                      <Badge variant="success" className="gap-1 text-xs">
                        <BadgeCheckIcon aria-hidden />
                        {t("demo.detail.verified")}
                      </Badge>
                    ) : null}
                  </h1>
                  <p className="text-muted-foreground">{profile.title}</p>
                </div>
              </div>
              <div className="flex flex-col gap-2 sm:items-end">
                <div className="flex flex-wrap gap-2">
                  <DemoInertButton>
                    <MailIcon aria-hidden />
                    {t("demo.detail.contact")}
                  </DemoInertButton>
                  <DemoInertButton variant="outline">
                    <PhoneIcon aria-hidden />
                    {t("demo.detail.call")}
                  </DemoInertButton>
                  <DemoInertButton variant="outline">
                    <Share2Icon aria-hidden />
                    {t("demo.detail.share")}
                  </DemoInertButton>
                </div>
                <p className="text-muted-foreground text-xs">{t("demo.detail.inertNote")}</p>
              </div>
            </div>

            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              <span className="flex items-center gap-1.5">
                <StarRating value={profile.ratingValue} label={t("demo.rating.label", { rating: profile.rating })} />
                <span className="font-semibold">{profile.rating}</span>
                <span className="text-muted-foreground">{t("demo.rating.count", { count: profile.reviewsCount })}</span>
              </span>
              <span className="flex items-center gap-1.5 text-muted-foreground">
                <MapPinIcon aria-hidden className="size-4" />
                {profile.location}
              </span>
              <DemoSocialLinks links={profile.socialLinks} className="flex gap-2" />
            </div>

            <p className="max-w-3xl text-pretty">{profile.bio}</p>

            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <Fact icon={<ClockIcon className="size-4" />} label={t("demo.detail.responseTime")}>
                {profile.responseTime}
              </Fact>
              <Fact icon={<CalendarCheckIcon className="size-4" />} label={t("demo.detail.availability")}>
                {profile.availability}
              </Fact>
              <Fact icon={<WalletIcon className="size-4" />} label={t("demo.detail.pricing")}>
                {profile.pricing}
              </Fact>
            </dl>
          </div>
        </header>

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-6">
            <Section id="demo-portfolio" title={t("demo.detail.portfolio")}>
              <dl className="mb-5 grid grid-cols-3 gap-3">
                {profile.portfolioStats.map((stat) => (
                  <div
                    key={stat.label}
                    className="flex flex-col-reverse justify-end rounded-xl bg-muted p-3 text-center"
                  >
                    <dt className="mt-1 text-muted-foreground text-xs">{stat.label}</dt>
                    <dd className="font-bold text-lg tabular-nums sm:text-2xl">{stat.value}</dd>
                  </div>
                ))}
              </dl>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {profile.portfolio.map((item) => (
                  <li key={item.image} className="overflow-hidden rounded-xl border">
                    <img
                      src={item.image}
                      alt=""
                      width={480}
                      height={360}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <div className="p-3">
                      <h3 className="font-semibold text-sm">{item.title}</h3>
                      <p className="mt-1 text-muted-foreground text-sm">{item.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>

            <Section id="demo-reviews" title={t("demo.detail.reviews")}>
              <div className="mb-6 grid grid-cols-1 gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
                <div className="flex flex-col items-center justify-center gap-1 rounded-xl bg-muted px-6 py-4 text-center">
                  <p className="font-bold text-4xl tabular-nums">{profile.rating}</p>
                  <StarRating value={profile.ratingValue} label={t("demo.rating.label", { rating: profile.rating })} />
                  <p className="text-muted-foreground text-xs">
                    {t("demo.rating.count", { count: profile.reviewsCount })}
                  </p>
                </div>
                <div className="flex flex-col gap-3">
                  <ul aria-label={t("demo.detail.distribution")} className="flex flex-col gap-1">
                    {reviewStats.distribution.map((row) => (
                      <li key={row.stars} className="flex items-center gap-2 text-xs">
                        <span className="w-14 shrink-0 text-muted-foreground">
                          {t("demo.detail.stars", { count: row.stars })}
                        </span>
                        <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                          <span className="block h-full rounded-full bg-brand" style={{ width: `${row.percent}%` }} />
                        </span>
                        <span className="w-8 shrink-0 text-end tabular-nums">{row.count}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
                    {TYPES.map((type) => (
                      <span key={type}>{t(`demo.detail.byType.${type}`, { count: reviewStats.byType[type] })}</span>
                    ))}
                    <span className="font-medium text-foreground">
                      {t("demo.detail.recommend", { percent: reviewStats.recommend, firstName: profile.firstName })}
                    </span>
                  </p>
                </div>
              </div>
              <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
                {profile.reviews.map((review) => (
                  <DemoReviewCard key={review.id} review={review} />
                ))}
              </div>
            </Section>
          </div>

          <aside className="flex flex-col gap-6">
            <Section id="demo-achievements" title={t("demo.detail.achievements")}>
              <ul className="flex flex-col gap-3 text-sm">
                {profile.achievements.map((achievement) => (
                  <li key={achievement} className="flex items-start gap-2">
                    <AwardIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                    {achievement}
                  </li>
                ))}
              </ul>
            </Section>

            <Section id="demo-skills" title={t("demo.detail.skills")}>
              <DemoSkills skills={profile.skills} />
            </Section>

            <Section id="demo-languages" title={t("demo.detail.languages")}>
              <ul className="flex flex-wrap gap-2 text-sm">
                {profile.languages.map((language) => (
                  <li key={language} className="flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
                    <LanguagesIcon aria-hidden className="size-3.5 text-muted-foreground" />
                    {language}
                  </li>
                ))}
              </ul>
            </Section>

            <Section id="demo-certifications" title={t("demo.detail.certifications")}>
              <ul className="flex flex-col gap-3 text-sm">
                {profile.certifications.map((certification) => (
                  <li key={certification.name} className="flex items-start gap-2.5">
                    <GraduationCapIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>
                      <span className="block font-medium">{certification.name}</span>
                      <span className="block text-muted-foreground text-xs">
                        {certification.issuer} · {certification.year}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </Section>

            <div className="rounded-2xl border border-primary/30 bg-secondary p-5 text-secondary-foreground sm:p-6">
              <p className="font-semibold">{t("demo.detail.ctaTitle")}</p>
              <p className="mt-1 text-sm">{t("demo.cta.lead")}</p>
              <Button asChild className="mt-4 w-full">
                <Link to="/auth?mode=signup">
                  {t("demo.detail.create")}
                  <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
                </Link>
              </Button>
            </div>
          </aside>
        </div>
      </article>
    </div>
  );
}
