import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { data, Link } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { findDemoProfileById, presentDemoProfile } from "#app/features/demo/index.server.ts";
import { DemoNotFound, PhoneMockup } from "#app/features/demo/index.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/mockup";

// /mockup/{profileId}: one demo profile's phone mockup on its own, with a light chrome.
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["demo"]);
  const source = findDemoProfileById(params.profileId);
  if (!source) {
    return data(
      {
        messages,
        profile: null,
        meta: {
          title: t("meta.demo.notFound.title"),
          description: t("meta.demo.notFound.description"),
          canonical: null,
        },
      },
      { status: 404 },
    );
  }
  const profile = presentDemoProfile(source, lang);
  return data({
    messages,
    profile,
    meta: {
      title: t("meta.demo.mockup.title", { name: profile.name }),
      description: t("meta.demo.mockup.description", { name: profile.name, title: profile.title }),
      canonical: new URL(`/mockup/${profile.id}`, context.publicUrl).href,
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, description, canonical } = loaderData.meta;
  return [
    { title },
    { name: "description", content: description },
    canonical ? { tagName: "link", rel: "canonical", href: canonical } : { name: "robots", content: "noindex" },
  ];
};

export default function MockupPage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/50">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <SiteLogo />
          <Link
            to={profile ? `/demo/${profile.slug}` : "/demo"}
            className="inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
            {t("demo.detail.back")}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-8 outline-none sm:py-12">
        {profile ? (
          <div className="flex flex-col items-center gap-6">
            <h1 className="sr-only">{t("demo.mockup.label", { name: profile.name })}</h1>
            <PhoneMockup profile={profile} />
            <p className="text-center text-muted-foreground text-sm">{t("demo.page.fictional")}</p>
            <Button asChild size="lg">
              <Link to="/auth?mode=signup">
                {t("demo.cta.createLike", { firstName: profile.firstName })}
                <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
              </Link>
            </Button>
          </div>
        ) : (
          <DemoNotFound />
        )}
      </main>
    </div>
  );
}
