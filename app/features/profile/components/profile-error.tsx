import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { ErrorPage } from "#app/components/error-pages.tsx";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { isProfileErrorData } from "#app/features/address/index.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * Error boundary of the profile pages: '404 Profil introuvable' with a link home, or
 * 'Erreur lors du chargement du profil' with a retry; texts come localized from the
 * loader. Anything else falls back to the site's error page.
 */
export function ProfileErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || !isProfileErrorData(error.data)) {
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  }
  const { status } = error;
  const { pageTitle, title, text, retry } = error.data;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{pageTitle}</title>
      <meta name="robots" content="noindex" />
      <header className="border-b">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4 sm:px-6">
          <SiteLogo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center outline-none">
        <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <h1 className="flex flex-col items-center gap-3">
            <span className="font-semibold text-brand text-sm">{status}</span>{" "}
            <span className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{title}</span>
          </h1>
          <p className="mt-4 text-pretty text-muted-foreground">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {retry ? (
              <a href={location.pathname + location.search} className={buttonVariants({ size: "lg" })}>
                {retry}
              </a>
            ) : null}
            <Link to="/" className={buttonVariants({ variant: retry ? "outline" : "default", size: "lg" })}>
              {t("common.backHome")}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
