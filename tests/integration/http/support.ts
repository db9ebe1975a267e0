// What the tests of the HTTP layer share: a React Router build made of a few resource
// routes (real route modules or small ones of the test), to run server/http.ts — every
// middleware — without building the app.
import type { ServerBuild } from "react-router";

export interface ResourceRoute {
  /** The route's path, without its leading slash. */
  path: string;
  /** A route module: its loader and action (no component: nothing is rendered). */
  module: Record<string, unknown>;
}

/** Just enough of a React Router build for these resource routes (no page is rendered). */
export function resourceRoutesBuild(routes: Record<string, ResourceRoute>): ServerBuild {
  return {
    entry: {
      module: { default: () => new Response("No page in this build", { status: 500 }) },
    },
    routes: {
      root: { id: "root", path: "", module: {} },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, route]) => [
          id,
          { id, parentId: "root", path: route.path, module: route.module },
        ]),
      ),
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
