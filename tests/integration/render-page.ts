// Server-renders one route module of the app the way the framework does: React Router's
// static handler runs the real root loader and the page's loader, then React renders the
// page's component with its props — or the root's ErrorBoundary when a loader threw. The
// document shell (<html>, scripts) needs the build's assets and is left out; the
// translations come from the root's I18nProvider, as in app/root.tsx's Layout.
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import * as root from "#app/root.tsx";
import { I18nProvider } from "#app/services/i18n/i18n-provider.tsx";
import { contextFor, PUBLIC_URL } from "./admin/support.ts";

export interface RouteModule {
  loader: (args: never) => unknown;
  default: ComponentType<never>;
}

export type RenderedPage = { kind: "html"; status: number; html: string } | { kind: "redirect"; location: string };

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as { lang: "fr" | "en" | "ar" };
  return h(I18nProvider, { lang: data.lang, children });
}

function RootComponent() {
  return h(Shell, null, h(Outlet));
}

function RootBoundary() {
  const props = { error: useRouteError(), params: useParams(), loaderData: undefined };
  return h(Shell, null, h(root.ErrorBoundary as ComponentType<typeof props>, props));
}

/** The route module's component (in its route's `handle`) with the props the framework gives it. */
function PageShell() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { component: ComponentType<never> } | undefined;
  const props = { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches };
  if (!handle) throw new Error("PageShell outside its route");
  return h(handle.component as ComponentType<typeof props>, props);
}

/** GET `path` through `module` mounted at `pattern` (French unless `?lang=` or the headers say otherwise). */
export async function renderPage(
  module: RouteModule,
  pattern: string,
  path: string,
  { headers = {} }: { headers?: Record<string, string> } = {},
): Promise<RenderedPage> {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: root.loader as never,
      Component: RootComponent,
      ErrorBoundary: RootBoundary,
      children: [
        {
          id: "page",
          path: pattern.replace(/^\//, ""),
          loader: module.loader as never,
          Component: PageShell,
          handle: { component: module.default },
        },
      ],
    },
  ]);
  const request = new Request(`${PUBLIC_URL}${path}`, { headers: { "User-Agent": "vitest", ...headers } });
  const context = await handler.query(request, { requestContext: contextFor() as never });
  if (context instanceof Response) {
    return { kind: "redirect", location: context.headers.get("Location") ?? "" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
  return { kind: "html", status: context.statusCode, html };
}

/** The visible text of some HTML (tags dropped, the renderer's entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
