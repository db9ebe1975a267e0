import { lazy, type ReactNode, Suspense, useContext, useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { ControlCharacterCheck } from "#app/components/control-character-check.tsx";
import { ErrorPage, NotFoundPage } from "#app/components/error-pages.tsx";
import { DirectionProvider } from "#app/components/ui/direction.tsx";
import { PageViewRecorder } from "#app/features/analytics/index.ts";
import { markHydrated } from "#app/lib/hydration-marker.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { RenderContext } from "#app/lib/render-mode.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { DEFAULT_LANGUAGE, type DictionaryKey, directionOf, SHELL_AREAS } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { I18nProvider, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { languageCookieFromQuery } from "#app/services/i18n/resolve-language.ts";
import { useForcedColorScheme } from "#app/services/theme/forced-scheme.ts";
import { PREFERENCES_PATH, parseThemeCookie } from "#app/services/theme/theme.ts";
import { ThemeScript } from "#app/services/theme/theme-script.tsx";
import { useTheme } from "#app/services/theme/use-theme.ts";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export function loader({ request, context }: Route.LoaderArgs) {
  const secure = context.publicUrl.startsWith("https:");
  const { lang, dir, messages } = getI18n(request, SHELL_AREAS);
  const headers = new Headers();
  // `?lang=` chose the language: keep it for the next pages.
  const langCookie = languageCookieFromQuery(request, { secure });
  if (langCookie) headers.append("Set-Cookie", langCookie);
  return data(
    {
      lang,
      dir,
      theme: parseThemeCookie(request.headers.get("Cookie")),
      messages,
      requestId: context.requestId,
      contactEmail: `contact@${new URL(context.publicUrl).hostname}`,
    },
    { headers },
  );
}

// The logo mark, inline: no extra request, and no 404 for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#3c41ae"/><path d="M24 10 13.5 21 8 15.5" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

export const links: Route.LinksFunction = () => [{ rel: "icon", type: "image/svg+xml", href: FAVICON }];

// The root also reads the preference cookies: run it again after /preferences, even
// when the submission asked the page's loaders not to (see useTheme).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === PREFERENCES_PATH || defaultShouldRevalidate;

// Sonner is ~10 KB gzip; most pages never toast. It loads after hydration, and toasts
// created before it arrives are replayed when it subscribes. Pages that call `toast()`
// import sonner themselves and share the chunk.
const Toaster = lazy(() => import("#app/components/ui/sonner.tsx").then((m) => ({ default: m.Toaster })));
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Decided once, by entry.server.tsx from the routes' `handle` (app/lib/render-mode.ts).
  const render = useContext(RenderContext);
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = root?.lang ?? DEFAULT_LANGUAGE;
  const dir = directionOf(lang);
  const { theme, resolvedTheme } = useTheme();
  // A trust page's branding may force light or dark (decision 045): the inline ThemeScript
  // then sees no « system » and leaves the class alone.
  const forced = useForcedColorScheme();
  const shownTheme = forced ?? resolvedTheme;
  const hydrated = useHydrated();
  useEffect(() => {
    hydrationDone = true;
    markHydrated();
  }, []);

  return (
    // The class and the ThemeScript may differ for "system" before hydration ends.
    <html
      lang={lang}
      dir={dir}
      data-theme={forced ?? theme}
      className={shownTheme === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React places the stylesheet before the module preloads it
            hoists into <head>: the CSS, which blocks the first paint, is fetched first. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <ThemeScript />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider lang={lang}>
          <DirectionProvider dir={dir}>
            {root ? <SkipLink /> : null}
            {children}
            <ControlCharacterCheck />
            {/* A page_view for every hydrated page, error pages included; a page of islands
                is recorded by its own script (decision 039). */}
            {render.mode === "islands" ? null : <PageViewRecorder />}
            {hydrated ? (
              <Suspense fallback={null}>
                <Toaster theme={theme} dir={dir} />
              </Suspense>
            ) : null}
          </DirectionProvider>
        </I18nProvider>
        {render.mode === "islands" ? (
          // An external module: deferred, admitted by the CSP's 'self', no per-request value.
          <script type="module" src={render.src} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:shadow-lg"
    >
      {t("common.skipToContent")}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

const STATUS_TITLES: Record<number, DictionaryKey<"errors">> = {
  400: "errors.status.400",
  401: "errors.status.401",
  403: "errors.status.403",
  405: "errors.status.405",
  413: "errors.status.413",
  422: "errors.status.422",
  429: "errors.status.429",
  503: "errors.status.503",
};

/**
 * The localized text an expected failure carries: `throw data({ message: t("…") }, { status: 503 })`
 * — of any status: a 503 'Impossible de charger les données' is meant to be read too. Only
 * an object the server threw on purpose has one: bare strings are ignored (React Router's
 * own 404/405 responses carry its internal messages as strings), and an unexpected
 * exception never becomes a route error response (it is an Error, sanitized in production).
 */
function messageOf(payload: unknown): string | undefined {
  if (typeof payload === "object" && payload !== null && !(payload instanceof Error)) {
    const message = (payload as { message?: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return undefined;
}

// Set once the first render in the browser has committed.
let hydrationDone = false;

/**
 * The root loader's request id is the document request's. It names the failure only when
 * the error was rendered by the server (and then hydrated, which must print the same
 * text), not for an error met later by a client-side navigation, whose request had its
 * own id. (The ScrollRestoration script gives the first history entry a random key, so
 * the key cannot say it; what the first render saw can.)
 */
function useDocumentRequestId(requestId: string | undefined): string | undefined {
  const location = useLocation();
  const [documentKey] = useState(() => (hydrationDone ? null : location.key));
  return documentKey === location.key ? requestId : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof loader>("root");
  const requestId = useDocumentRequestId(root?.requestId);

  // The root loader did not run (e.g. React Router's 405 for a POST to a page without an
  // action): no language, no translations.
  if (!root) return <UntranslatedErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const titleKey = STATUS_TITLES[error.status];
    return (
      <ErrorPage
        status={error.status}
        title={titleKey ? t(titleKey) : undefined}
        message={messageOf(error.data)}
        requestId={error.status >= 500 ? requestId : undefined}
      />
    );
  }

  // Unexpected: in production the server already replaced the error by a generic one; show
  // nothing of it. In development, show what happened.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorPage status={500} requestId={requestId} details={details} />;
}

/** Last resort, in both product languages, without i18n. */
function UntranslatedErrorPage({ status }: { status: number }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <title>{`Erreur ${status} | Fiable`}</title>
      <p className="font-semibold text-brand text-sm">{status}</p>
      <h1 className="font-bold text-3xl tracking-tight">Une erreur est survenue</h1>
      <p lang="en" className="text-muted-foreground">
        Something went wrong.
      </p>
      <a href="/" className="font-medium text-primary underline-offset-4 hover:underline">
        Retour à l'accueil · <span lang="en">Back to home</span>
      </a>
    </main>
  );
}
