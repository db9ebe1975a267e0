import { CheckIcon } from "lucide-react";
import { FaqLauncher } from "#app/features/faq-widget/index.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { IslandTexts } from "#app/services/i18n/island-texts.tsx";
import { HeroForm } from "./hero-form.tsx";
import { LandingContactForm } from "./landing-contact-form.tsx";
import {
  AudiencesSection,
  DemoSection,
  FaqSection,
  FinalCtaSection,
  HowSection,
  PartnersSection,
  PricingSection,
  ProblemSection,
  ReviewsSection,
  Section,
  SectionHeading,
  SolutionSection,
  StatsSection,
  TestimonialsSection,
} from "./landing-sections.tsx";
import { Showcase } from "./showcase.tsx";

const ANCHORS = ["problem", "solution", "faq", "contact"] as const;

/**
 * The landing page (docs/product/landing-and-demo.md), every section in order. The `_site` layout adds
 * the header (Dashboard, or Login and Create), the footer and the floating chat.
 */
export function LandingPage({ host, faqTexts }: { host: string; faqTexts: IslandTexts }) {
  const { t } = useTranslation();
  return (
    <>
      <nav
        aria-label={t("landing.nav.label")}
        className="sticky top-16 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
      >
        <div className="mx-auto flex h-11 max-w-6xl items-center gap-0.5 overflow-x-auto px-2 [scrollbar-width:none] sm:px-4">
          {ANCHORS.map((anchor) => (
            <a
              key={anchor}
              href={`#${anchor}`}
              className="shrink-0 rounded-md px-2.5 py-1.5 font-medium text-muted-foreground text-sm hover:bg-accent hover:text-foreground"
            >
              {t(`landing.nav.${anchor}`)}
            </a>
          ))}
        </div>
      </nav>

      <section
        aria-labelledby="hero-title"
        className="relative isolate overflow-hidden px-4 pt-12 pb-16 sm:px-6 sm:pt-16"
      >
        <div
          aria-hidden
          className="-z-10 absolute inset-x-0 top-0 h-[32rem] bg-gradient-to-b from-secondary/70 to-transparent"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-block rounded-full border border-brand/30 bg-background/70 px-3 py-1 font-medium text-brand text-xs">
              {t("landing.hero.badge")}
            </p>
            <h1 id="hero-title" className="mt-5 text-balance font-bold text-4xl tracking-tight sm:text-5xl">
              {t("landing.hero.title")}
            </h1>
            <p className="mt-5 max-w-xl text-pretty text-lg text-muted-foreground">{t("landing.hero.lead")}</p>
            <ul className="mt-5 grid gap-1.5 text-sm">
              {(["free", "setup", "platforms"] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <CheckIcon aria-hidden className="size-4 text-success" />
                  {t(`landing.hero.points.${key}`)}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-muted-foreground text-sm">{t("landing.hero.social")}</p>
          </div>
          <div className="mx-auto w-full max-w-md">
            <HeroForm />
          </div>
        </div>
      </section>

      <Section id="showcase" labelledBy="showcase-title" className="pt-4">
        <SectionHeading id="showcase-title" title={t("landing.showcase.title")} lead={t("landing.showcase.lead")} />
        <div className="mt-10">
          <Showcase />
        </div>
      </Section>

      <ProblemSection />
      <SolutionSection host={host} />
      <HowSection />
      <AudiencesSection />
      <DemoSection />
      <ReviewsSection />
      <StatsSection />
      <TestimonialsSection />
      <FaqSection host={host} />

      <Section id="contact" labelledBy="contact-title" className="bg-muted/40">
        <SectionHeading id="contact-title" title={t("landing.contact.title")} lead={t("landing.contact.lead")} />
        <div className="mx-auto mt-10 max-w-3xl" data-submit-region="">
          <LandingContactForm />
        </div>
      </Section>

      <PricingSection />
      <FinalCtaSection />
      <PartnersSection />

      {/* The chat assistant is the _site layout's, on every page. */}
      <FaqLauncher host={host} texts={faqTexts} />
    </>
  );
}
