import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/*
 * Rendered by the root ErrorBoundary, hence part of every page's JavaScript (the public
 * profile included): deliberately light, with only the logo for chrome — not the site
 * header and footer, whose controls would weigh on pages that never fail, and which may be
 * what failed.
 */
function ErrorShell({
  pageTitle,
  code,
  title,
  description,
  children,
}: {
  pageTitle: string;
  code: string;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{pageTitle}</title>
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <SiteLogo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center outline-none">
        <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <p className="font-semibold text-brand text-sm">{code}</p>
          <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          {description ? <p className="mt-4 text-pretty text-muted-foreground">{description}</p> : null}
          <div className="mt-8 flex w-full flex-col items-center gap-4">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** 'Oops! Page not found' with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorShell
      pageTitle={t("errors.notFound.pageTitle")}
      code={t("errors.notFound.code")}
      title={t("errors.notFound.title")}
      description={t("errors.notFound.description")}
    >
      <Button asChild size="lg">
        <Link to="/">{t("common.backHome")}</Link>
      </Button>
    </ErrorShell>
  );
}

/**
 * Any other failure. `message` is for expected failures, whose text the server already
 * localized; `details` only ever comes in development.
 */
export function ErrorPage({
  status,
  title,
  message,
  requestId,
  details,
}: {
  status: number;
  title?: string;
  message?: string;
  requestId?: string;
  details?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ErrorShell
      pageTitle={t("errors.server.pageTitle")}
      code={t("errors.server.code", { status })}
      title={title ?? t("errors.server.title")}
      description={message ?? t("errors.server.description")}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {status >= 500 ? (
          <Button asChild size="lg">
            {/* A full reload: the failure may have left the page's state broken. */}
            <a href={location.pathname + location.search}>{t("errors.server.retry")}</a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="lg">
          <Link to="/">{t("common.backHome")}</Link>
        </Button>
      </div>
      {requestId ? (
        <p className="text-muted-foreground text-xs">{t("errors.server.reference", { id: requestId })}</p>
      ) : null}
      {details ? (
        <pre className="mt-4 max-h-96 w-full overflow-auto rounded-md border bg-muted p-4 text-start text-xs">
          {details}
        </pre>
      ) : null}
    </ErrorShell>
  );
}
