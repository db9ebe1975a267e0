import { ArrowRightIcon, ExpandIcon, IdCardIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, replace, useNavigationType } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { listDemoSummaries, presentDemoProfile, resolveDemoSlug } from "#app/features/demo/index.server.ts";
import { DemoSwitcher, PhoneMockup } from "#app/features/demo/index.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/demo";

/** The mockup scrolls into view 100 ms after a profile is chosen. */
const SCROLL_DELAY_MS = 100;
/** Below md the mockup sits under the 13 stacked buttons, out of sight; from md it has its own column. */
const PHONE_LAYOUT = "(max-width: 767px)";

/**
 * Whether this document was opened at its address: followed or typed, not reached through
 * a redirect (/demo → /demo/{first profile}), not reloaded, not back/forward.
 */
function documentOpenedAtItsAddress(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "navigate" && entry.redirectCount === 0;
}

/** True until the demo page has been shown once in this document (its first showing may be the hydration). */
let firstShowingInDocument = true;

function scrollIntoViewSoon(element: HTMLElement | null): () => void {
  const timer = window.setTimeout(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "nearest" });
  }, SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { profile: source, redirect } = resolveDemoSlug(params.slug);
  if (redirect) {
    // /demo, or a slug that names no profile: the first profile, replacing the entry.
    const { search } = new URL(request.url);
    throw replace(`/demo/${source.slug}${search}`);
  }
  const { lang, t, messages } = getI18n(request, ["demo"]);
  const profile = presentDemoProfile(source, lang);
  return {
    messages,
    profile,
    profiles: listDemoSummaries(lang),
    meta: {
      title: t("meta.demo.page.title", { name: profile.name, title: profile.title }),
      description: t("meta.demo.page.description", {
        name: profile.name,
        title: profile.title,
        location: profile.location,
      }),
      canonical: new URL(`/demo/${profile.slug}`, context.publicUrl).href,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.meta.title },
        { name: "description", content: loaderData.meta.description },
        { tagName: "link", rel: "canonical", href: loaderData.meta.canonical },
      ]
    : [];

export default function DemoPage({ loaderData }: Route.ComponentProps) {
  const { profile, profiles } = loaderData;
  const { t } = useTranslation();
  const mockup = useRef<HTMLDivElement>(null);

  // After a choice, bring the phone into view — below the list on a phone.
  const shown = useRef(profile.slug);
  useEffect(() => {
    if (shown.current === profile.slug) return;
    shown.current = profile.slug;
    return scrollIntoViewSoon(mockup.current);
  }, [profile.slug]);

  // On arrival on a phone, when the address itself names the profile (a shared link, the
  // detail page's back link), the visitor came for that profile: bring its phone into view
  // too. Not after the /demo redirect (a first look starts at the top, with the heading and
  // the choice), nor on reload or back/forward, where the browser restores the position.
  const navigationType = useNavigationType();
  const arrivedBy = useRef(navigationType);
  useEffect(() => {
    const first = firstShowingInDocument;
    firstShowingInDocument = false;
    // PUSH: a link to this profile. POP on the first showing: the hydration of a document
    // (or a back/forward into it, which documentOpenedAtItsAddress tells apart). REPLACE:
    // the /demo redirect followed in the browser.
    const how = arrivedBy.current;
    const namedByAddress = how === "PUSH" || (how === "POP" && first && documentOpenedAtItsAddress());
    if (!namedByAddress || !window.matchMedia(PHONE_LAYOUT).matches) return;
    return scrollIntoViewSoon(mockup.current);
  }, []);

  return (
    // Phone: heading, the stacked choice, the mockup, then who this is. From 768 px: the
    // mockup in its own column, alongside (and sticky beside) the rest.
    <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-x-12 gap-y-8 px-4 pt-8 pb-20 sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:pt-12 lg:gap-x-16">
      <header className="text-center md:text-start">
        <p className="font-semibold text-brand text-sm">{t("demo.page.eyebrow")}</p>
        <h1 className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{t("demo.page.title")}</h1>
        <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
          {t("demo.page.lead", { total: profiles.length })}
        </p>
      </header>

      <div className="md:col-start-1">
        <DemoSwitcher profiles={profiles} currentSlug={profile.slug} />
      </div>

      <div
        ref={mockup}
        data-testid="demo-mockup-anchor"
        className="flex scroll-mt-20 justify-center md:sticky md:top-24 md:col-start-2 md:row-span-3 md:row-start-1"
      >
        <PhoneMockup profile={profile} />
      </div>

      <div className="md:col-start-1">
        <section aria-labelledby="demo-current" className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            <img
              src={profile.avatar}
              alt=""
              width={192}
              height={192}
              className="size-16 shrink-0 rounded-full object-cover shadow-sm"
            />
            <div className="min-w-0">
              <h2 id="demo-current" className="font-bold text-2xl tracking-tight">
                {profile.name}
              </h2>
              <p className="text-muted-foreground">{profile.title}</p>
            </div>
          </div>
          <Badge variant="outline" className="text-muted-foreground">
            {t("demo.page.fictional")}
          </Badge>
          <p className="max-w-prose text-pretty">{t("demo.page.explain")}</p>
          <ul className="grid max-w-prose gap-2 text-sm sm:grid-cols-2">
            {(["identity", "links", "work", "reviews", "skills", "faq"] as const).map((key) => (
              <li key={key} className="flex items-start gap-2">
                <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
                {t(`demo.page.features.${key}`)}
              </li>
            ))}
          </ul>

          <div className="mt-2 flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground sm:p-6">
            <p className="text-balance font-semibold text-lg">{t("demo.cta.title")}</p>
            <p className="text-muted-foreground text-sm">{t("demo.cta.lead")}</p>
            <Button asChild size="lg" className="h-auto min-h-10 w-full whitespace-normal py-2 sm:w-fit">
              <Link to="/auth?mode=signup">
                {t("demo.cta.createLike", { firstName: profile.firstName })}
                <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
              </Link>
            </Button>
          </div>

          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {profile.hasDetail ? (
              <Link
                to={`/demo/profile/${profile.id}`}
                className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              >
                <IdCardIcon aria-hidden className="size-4" />
                {t("demo.page.detailLink")}
              </Link>
            ) : null}
            <Link
              to={`/mockup/${profile.id}`}
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExpandIcon aria-hidden className="size-4" />
              {t("demo.page.mockupLink")}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
