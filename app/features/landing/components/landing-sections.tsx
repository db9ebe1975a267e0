import {
  ArrowRightIcon,
  BriefcaseIcon,
  Building2Icon,
  CameraIcon,
  CheckIcon,
  ChevronDownIcon,
  DumbbellIcon,
  GemIcon,
  HammerIcon,
  HeartHandshakeIcon,
  LaptopIcon,
  LinkIcon,
  MessageSquareTextIcon,
  MicIcon,
  MicVocalIcon,
  PaletteIcon,
  PenLineIcon,
  SearchXIcon,
  Share2Icon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  UserPlusIcon,
  UserRoundXIcon,
  UsersIcon,
  VideoIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { track } from "#app/features/analytics/index.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { LANDING_FAQ_ANCHOR, LANDING_FAQ_ITEMS } from "../faq-items.ts";
import { PARTNERS, PartnerMark } from "./partner-marks.tsx";
import { HERO_FORM_ID, scrollToHeroForm } from "./scroll-to-hero.ts";

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="font-medium text-brand text-sm">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-balance font-bold text-3xl tracking-tight">
        {title}
      </h2>
      {lead && <p className="mt-3 text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}

export function Section({
  id,
  children,
  className,
  labelledBy,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  labelledBy: string;
}) {
  return (
    // content-visibility: the browser lays out and paints a section only near the viewport,
    // so the first paint of this long page does not wait for the sections below it.
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        "scroll-mt-28 px-4 py-16 [contain-intrinsic-size:auto_720px] [content-visibility:auto] sm:px-6 sm:py-20",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

/** A call to action: a link to the hero form that scrolls there (docs/product/landing-and-demo.md). */
export function CtaButton({
  children,
  size = "lg",
  variant,
}: {
  children: ReactNode;
  size?: "lg" | "default";
  variant?: "secondary";
}) {
  return (
    <Button asChild size={size} variant={variant}>
      <a
        href={`#${HERO_FORM_ID}`}
        data-cta=""
        onClick={(event) => {
          track("cta_clicked", { source: "landing_page" });
          scrollToHeroForm(event);
        }}
      >
        {children}
        <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
      </a>
    </Button>
  );
}

function Card3({
  icon,
  title,
  text,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone: "problem" | "solution";
}) {
  return (
    <li className="rounded-xl border bg-card p-6">
      <span
        aria-hidden
        className={cn(
          "grid size-10 place-items-center rounded-lg",
          tone === "problem" ? "bg-destructive/10 text-destructive" : "bg-primary/10 text-primary",
        )}
      >
        {icon}
      </span>
      <h3 className="mt-4 font-semibold text-lg">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </li>
  );
}

export function ProblemSection() {
  const { t } = useTranslation();
  return (
    <Section id="problem" labelledBy="problem-title" className="bg-muted/40">
      <SectionHeading id="problem-title" eyebrow={t("landing.problem.eyebrow")} title={t("landing.problem.title")} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        <Card3
          tone="problem"
          icon={<SearchXIcon className="size-5" />}
          title={t("landing.problem.cards.scattered.title")}
          text={t("landing.problem.cards.scattered.text")}
        />
        <Card3
          tone="problem"
          icon={<ShieldCheckIcon className="size-5" />}
          title={t("landing.problem.cards.trust.title")}
          text={t("landing.problem.cards.trust.text")}
        />
        <Card3
          tone="problem"
          icon={<UserRoundXIcon className="size-5" />}
          title={t("landing.problem.cards.lost.title")}
          text={t("landing.problem.cards.lost.text")}
        />
      </ul>
    </Section>
  );
}

export function SolutionSection({ host }: { host: string }) {
  const { t } = useTranslation();
  return (
    <Section id="solution" labelledBy="solution-title">
      <SectionHeading id="solution-title" eyebrow={t("landing.solution.eyebrow")} title={t("landing.solution.title")} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        <Card3
          tone="solution"
          icon={<LinkIcon className="size-5" />}
          title={t("landing.solution.cards.page.title")}
          text={t("landing.solution.cards.page.text", { host })}
        />
        <Card3
          tone="solution"
          icon={<VideoIcon className="size-5" />}
          title={t("landing.solution.cards.reviews.title")}
          text={t("landing.solution.cards.reviews.text")}
        />
        <Card3
          tone="solution"
          icon={<HeartHandshakeIcon className="size-5" />}
          title={t("landing.solution.cards.honest.title")}
          text={t("landing.solution.cards.honest.text")}
        />
      </ul>
      <div className="mt-10 flex justify-center">
        <CtaButton>{t("landing.finalCta.button")}</CtaButton>
      </div>
    </Section>
  );
}

export function HowSection() {
  const { t } = useTranslation();
  const steps = [
    { key: "create", icon: UserPlusIcon },
    { key: "fill", icon: PenLineIcon },
    { key: "share", icon: Share2Icon },
  ] as const;
  return (
    <Section id="how" labelledBy="how-title" className="bg-muted/40">
      <SectionHeading id="how-title" title={t("landing.how.title")} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ key, icon: Icon }, i) => (
          <li key={key} className="flex flex-col items-center text-center">
            <span className="grid size-12 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
              {i + 1}
            </span>
            <Icon aria-hidden className="mt-4 size-6 text-primary" />
            <h3 className="mt-2 font-semibold text-lg">{t(`landing.how.steps.${key}.title`)}</h3>
            <p className="mt-1 max-w-xs text-muted-foreground">{t(`landing.how.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/**
 * Who Fiable is for (the footer's freelances, agencies, creators and companies links land
 * here): what each gets today, and plainly what is not offered yet, with a demo page or
 * the contact form to go further.
 */
export function AudiencesSection() {
  const { t } = useTranslation();
  const audiences = [
    { key: "freelances", icon: LaptopIcon, to: "/demo/margaux-petit" },
    { key: "creators", icon: MicVocalIcon, to: "/demo/karim-haddad" },
    { key: "agencies", icon: UsersIcon, to: "/#contact" },
    { key: "enterprise", icon: Building2Icon, to: "/#contact" },
  ] as const;
  return (
    <Section id="audiences" labelledBy="audiences-title">
      <SectionHeading id="audiences-title" title={t("landing.audiences.title")} lead={t("landing.audiences.lead")} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map(({ key, icon: Icon, to }) => (
          <li key={key} id={key} className="flex scroll-mt-28 flex-col rounded-xl border bg-card p-5">
            <Icon aria-hidden className="size-6 text-brand" />
            <h3 className="mt-3 font-semibold">{t(`landing.audiences.${key}.title`)}</h3>
            <p className="mt-1 flex-1 text-muted-foreground text-sm">{t(`landing.audiences.${key}.text`)}</p>
            <Link
              to={to}
              className="mt-4 inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
            >
              {t(`landing.audiences.${key}.cta`)}
              <ArrowRightIcon aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DemoSection() {
  const { t } = useTranslation();
  // Each trade opens the demo profile of someone in it (app/features/demo/demo-profiles.ts).
  const trades = [
    { key: "coach", icon: DumbbellIcon, demo: "thomas-girard" },
    { key: "creative", icon: PaletteIcon, demo: "jules-fontaine" },
    { key: "craft", icon: HammerIcon, demo: "mathieu-roux" },
    { key: "services", icon: BriefcaseIcon, demo: "lea-moreau" },
  ] as const;
  return (
    <Section id="demo" labelledBy="demo-title">
      <SectionHeading id="demo-title" title={t("landing.demo.title")} lead={t("landing.demo.lead")} />
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {trades.map(({ key, icon: Icon, demo }) => (
          <li key={key}>
            <Link
              to={`/demo/${demo}`}
              className="flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center font-medium transition-colors hover:border-primary"
            >
              <Icon aria-hidden className="size-7 text-brand" />
              {t(`landing.demo.trades.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/demo">{t("landing.demo.cta")}</Link>
        </Button>
      </div>
    </Section>
  );
}

export function ReviewsSection() {
  const { t } = useTranslation();
  const types = [
    { key: "text", icon: MessageSquareTextIcon },
    { key: "photo", icon: CameraIcon },
    { key: "audio", icon: MicIcon },
    { key: "video", icon: VideoIcon },
  ] as const;
  return (
    <Section id="reviews" labelledBy="reviews-title" className="bg-muted/40">
      <SectionHeading id="reviews-title" title={t("landing.reviews.title")} lead={t("landing.reviews.lead")} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {types.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl border bg-card p-5">
            <Icon aria-hidden className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{t(`landing.reviews.types.${key}.title`)}</h3>
            <p className="mt-1 text-muted-foreground text-sm">{t(`landing.reviews.types.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function StatsSection() {
  const { t } = useTranslation();
  const stats = ["accounts", "reviews", "countries", "rating"] as const;
  return (
    <Section id="stats" labelledBy="stats-title">
      <SectionHeading id="stats-title" title={t("landing.stats.title")} />
      <dl className="mt-10 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
        {stats.map((key) => (
          <div key={key} className="flex flex-col-reverse">
            <dt className="mt-1 text-muted-foreground text-sm">{t(`landing.stats.items.${key}`)}</dt>
            <dd className="font-bold text-3xl text-primary sm:text-4xl">{t(`landing.stats.values.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" labelledBy="testimonials-title" className="bg-muted/40">
      <SectionHeading id="testimonials-title" title={t("landing.testimonials.title")} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {(["one", "two", "three"] as const).map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6">
              <p className="flex gap-0.5" role="img" aria-label="5/5">
                {Array.from({ length: 5 }, (_, i) => (
                  <StarIcon key={i} aria-hidden className="size-4 fill-warning text-warning" />
                ))}
              </p>
              <blockquote className="mt-3 flex-1">{t(`landing.testimonials.items.${key}.quote`)}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t(`landing.testimonials.items.${key}.name`)}</span>
                <span className="text-muted-foreground"> · {t(`landing.testimonials.items.${key}.role`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function FaqSection({ host }: { host: string }) {
  const { t } = useTranslation();
  return (
    <Section id={LANDING_FAQ_ANCHOR} labelledBy="faq-title">
      <SectionHeading id="faq-title" title={t("landing.faq.title")} />
      {/* Native disclosure widgets: no script to load for the landing page's FAQ. `name` keeps
          one answer open at a time; onToggle does it where `name` is not supported. */}
      <div className="mx-auto mt-10 max-w-3xl divide-y">
        {LANDING_FAQ_ITEMS.map((key) => (
          <details
            key={key}
            name="landing-faq"
            className="group"
            onToggle={(event) => {
              const opened = event.currentTarget;
              if (!opened.open) return;
              for (const other of opened.parentElement?.querySelectorAll("details[open]") ?? []) {
                if (other !== opened) (other as HTMLDetailsElement).open = false;
              }
            }}
          >
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 font-medium hover:underline [&::-webkit-details-marker]:hidden">
              {t(`landing.faq.items.${key}.q`)}
              <ChevronDownIcon
                aria-hidden
                className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-muted-foreground">{t(`landing.faq.items.${key}.a`, { host })}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const included = ["page", "reviews", "platforms", "qr", "branding"] as const;
  const premium = ["stats", "invoices", "marketing", "payment"] as const;
  return (
    <Section id="pricing" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={t("landing.pricing.title")} />
      <div className="mx-auto mt-10 grid max-w-4xl gap-4 md:grid-cols-2">
        <div className="rounded-xl border-2 border-primary bg-card p-6">
          <Badge>{t("landing.pricing.badge")}</Badge>
          <h3 className="mt-3 font-semibold text-xl">{t("landing.pricing.plan")}</h3>
          <p className="mt-1">
            <span className="font-bold text-4xl">{t("landing.pricing.price")}</span>{" "}
            <span className="text-muted-foreground">{t("landing.pricing.period")}</span>
          </p>
          <ul className="mt-5 grid gap-2">
            {included.map((key) => (
              <li key={key} className="flex gap-2">
                <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {t(`landing.pricing.included.${key}`)}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <CtaButton size="default">{t("landing.pricing.cta")}</CtaButton>
          </div>
        </div>
        <div className="rounded-xl border border-dashed bg-muted/40 p-6">
          <p className="flex items-center gap-2 font-semibold text-xl">
            <GemIcon aria-hidden className="size-5 text-brand" />
            {t("landing.pricing.premiumTitle")}
          </p>
          <ul className="mt-5 grid gap-2 text-muted-foreground">
            {premium.map((key) => (
              <li key={key} className="flex gap-2">
                <SparklesIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t(`landing.pricing.premium.${key}`)}
              </li>
            ))}
          </ul>
          <p id="white-label" className="mt-5 scroll-mt-28 border-t pt-4 text-muted-foreground text-sm">
            {t("landing.pricing.whiteLabel")}
          </p>
        </div>
      </div>
    </Section>
  );
}

export function FinalCtaSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
        <h2 id="final-cta-title" className="text-balance font-bold text-3xl">
          {t("landing.finalCta.title")}
        </h2>
        <p className="mt-3 opacity-90">{t("landing.finalCta.text")}</p>
        <div className="mt-6 flex justify-center">
          <CtaButton variant="secondary">{t("landing.finalCta.button")}</CtaButton>
        </div>
      </div>
    </section>
  );
}

export function PartnersSection() {
  const { t } = useTranslation();
  return (
    <Section id="partners" labelledBy="partners-title" className="pt-4">
      <h2 id="partners-title" className="text-center font-medium text-muted-foreground">
        {t("landing.partners.title")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {PARTNERS.map((name) => (
          <li
            key={name}
            className="flex h-14 items-center justify-center gap-2.5 rounded-lg border bg-card px-3 font-semibold text-muted-foreground text-sm"
            lang="en"
          >
            <PartnerMark partner={name} />
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
