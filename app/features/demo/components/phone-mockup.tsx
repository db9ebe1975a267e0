import { ChevronRightIcon, MapPinIcon, MessageSquarePlusIcon } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { DemoProfile } from "../types.ts";
import { DemoInertButton } from "./demo-inert-button.tsx";
import { DemoReviewCard, StarRating } from "./demo-review.tsx";
import { DemoSkills, DemoSocialLinks, WORK_ICONS } from "./platform-icons.tsx";

function SectionTitle({ children }: { children: React.ReactNode }) {
  return (
    <h3 className="mb-2 font-semibold text-[0.6875rem] text-muted-foreground uppercase tracking-wide">{children}</h3>
  );
}

/**
 * A public profile as a visitor sees it on a phone, in a 280×580 frame (docs/product/landing-and-demo.md) whose
 * screen scrolls on its own. Everything in it is a picture of a page, not the page: the
 * links do not go anywhere and the one button is inert.
 *
 * The texts of the profile are in `profile.contentLang`; an Arabic page marks the screen
 * as French, left to right.
 */
export function PhoneMockup({ profile, className }: { profile: DemoProfile; className?: string }) {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t("demo.mockup.label", { name: profile.name })}
      data-testid="phone-mockup"
      className={cn(
        "relative h-[580px] w-[280px] shrink-0 rounded-[2.75rem] border-[10px] border-neutral-900 bg-neutral-900 shadow-2xl shadow-primary/15 dark:border-neutral-700 dark:bg-neutral-700",
        className,
      )}
    >
      {/* The camera notch. */}
      <span
        aria-hidden
        className="absolute inset-x-0 top-1.5 z-10 mx-auto h-4 w-20 rounded-full bg-neutral-900 dark:bg-neutral-700"
      />
      <div
        lang={profile.contentLang}
        dir="ltr"
        className="h-full overflow-y-auto overscroll-contain rounded-[2.1rem] bg-background text-foreground [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="relative">
          <img src={profile.cover} alt="" width={560} height={200} className="h-24 w-full object-cover" />
          <img
            src={profile.avatar}
            alt={t("demo.mockup.avatarAlt", { name: profile.name })}
            width={192}
            height={192}
            className="-bottom-8 absolute start-4 size-16 rounded-full border-4 border-background object-cover"
          />
        </div>

        <div className="flex flex-col gap-5 px-4 pt-10 pb-6">
          <section className="flex flex-col gap-1.5">
            <h2 className="font-bold text-lg leading-tight">{profile.name}</h2>
            <p className="text-muted-foreground text-xs">{profile.title}</p>
            <p className="flex items-center gap-1.5 text-xs">
              <StarRating
                value={profile.ratingValue}
                label={t("demo.rating.label", { rating: profile.rating })}
                size="size-3"
              />
              <span className="font-semibold">{profile.rating}</span>
              <span className="text-muted-foreground">{t("demo.rating.count", { count: profile.reviewsCount })}</span>
            </p>
            <p className="text-pretty text-xs leading-relaxed">{profile.bio}</p>
            <p className="flex items-center gap-1 text-muted-foreground text-xs">
              <MapPinIcon aria-hidden className="size-3.5 shrink-0" />
              {profile.location}
            </p>
            <DemoSocialLinks links={profile.socialLinks} className="mt-1 flex flex-wrap gap-2" />
          </section>

          {profile.workLinks.length > 0 ? (
            <section>
              <SectionTitle>{t("demo.mockup.links")}</SectionTitle>
              <ul className="flex flex-col gap-2">
                {profile.workLinks.map((link) => {
                  const Icon = WORK_ICONS[link.platform];
                  return (
                    <li
                      key={`${link.platform}-${link.url}`}
                      className="flex items-center gap-2.5 rounded-xl border bg-card px-3 py-2 text-card-foreground"
                    >
                      <span
                        aria-hidden
                        className="grid size-7 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground"
                      >
                        <Icon className="size-3.5" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-xs">{link.label}</span>
                        <span className="block truncate text-[0.6875rem] text-muted-foreground">{link.url}</span>
                      </span>
                      <ChevronRightIcon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          {profile.portfolio.length > 0 ? (
            <section>
              <SectionTitle>{t("demo.mockup.projects")}</SectionTitle>
              <ul className="grid grid-cols-2 gap-2">
                {profile.portfolio.map((item) => (
                  <li key={item.image} className="overflow-hidden rounded-xl border bg-card text-card-foreground">
                    <img
                      src={item.image}
                      alt=""
                      width={480}
                      height={360}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <div className="px-2 py-1.5">
                      <p className="line-clamp-2 font-medium text-[0.6875rem] leading-snug">{item.title}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section>
            <SectionTitle>{t("demo.mockup.reviews")}</SectionTitle>
            <div className="flex flex-col gap-2">
              {profile.reviews.map((review) => (
                <DemoReviewCard key={review.id} review={review} compact />
              ))}
              <DemoInertButton variant="outline" size="sm" className="w-full border-dashed">
                <MessageSquarePlusIcon aria-hidden />
                {t("demo.mockup.addReview")}
                <Badge variant="secondary" className="ms-auto px-1.5 py-0 text-[0.625rem]">
                  {t("demo.inert.badge")}
                </Badge>
              </DemoInertButton>
            </div>
          </section>

          {profile.skills.length > 0 ? (
            <section>
              <SectionTitle>{t("demo.mockup.skills")}</SectionTitle>
              <DemoSkills skills={profile.skills}>
                {profile.moreSkills > 0 ? (
                  <li>
                    <Badge variant="secondary" aria-label={t("demo.mockup.moreSkills", { count: profile.moreSkills })}>
                      +{profile.moreSkills}
                    </Badge>
                  </li>
                ) : null}
              </DemoSkills>
            </section>
          ) : null}

          {profile.faqs.length > 0 ? (
            <section>
              <SectionTitle>{t("demo.mockup.faq")}</SectionTitle>
              {/* Several answers may be open at once. */}
              <Accordion type="multiple" className="rounded-xl border bg-card px-3 text-card-foreground">
                {profile.faqs.map((faq, index) => (
                  <AccordionItem key={index} value={`faq-${index}`}>
                    <AccordionTrigger className="py-2.5 text-xs">{faq.question}</AccordionTrigger>
                    <AccordionContent className="pb-2.5 text-muted-foreground text-xs leading-relaxed">
                      {faq.answer}
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ) : null}

          <p className="text-center text-[0.625rem] text-muted-foreground">{t("demo.mockup.madeWith")}</p>
        </div>
      </div>
    </figure>
  );
}
