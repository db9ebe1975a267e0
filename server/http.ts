import "#app/load-context.ts";
import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { CLIENT_IP_HEADER, getAuth } from "#app/features/auth/index.server.ts";
import { embedScriptResponse } from "#app/features/embed/index.server.ts";
import { recordRequest } from "#app/features/status/index.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { mediaResponse } from "#app/services/media/media-response.server.ts";
import { edgeHeaders, getPageCache, pageCacheMiddleware } from "#app/services/page-cache/index.server.ts";
import { apiBodyLimits } from "#server/api-body-limits.ts";
import { clientAddress } from "#server/client-address.ts";
import { compression } from "#server/compression.ts";
import { contentSecurityPolicy } from "#server/content-security-policy.ts";
import { errorAnswers } from "#server/error-answers.ts";
import { healthCheck } from "#server/health.ts";
import { hostRouting, hostRoutingAnswers, loadContextDomain } from "#server/host-routing-http.ts";
import { decidePageCache } from "#server/page-cache-rules.ts";
import { pageLanguage } from "#server/page-language.ts";
import { privateAreas } from "#server/private-areas.ts";
import { closeUnreadBodies, requestGuard } from "#server/request-guard.ts";
import { routeHeaders } from "#server/route-headers.ts";
import { varyOnLanguage } from "#server/vary-language.ts";

export interface HttpAppOptions {
  env: Env;
  publicUrl: string;
  /**
   * The React Router server build: the loaded object in production (React Router
   * then builds its route table once), a loader function in dev (hot reload).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serve build/client (production); Vite serves it in dev. */
  serveClientAssets: boolean;
}

type HonoEnv = { Variables: { requestId: string; cspNonce?: string } };

/**
 * The app: the host decides first which site a request is for (server/host-routing.ts,
 * decision 046) — a served custom domain's paths are rewritten to the app's own before the
 * routes are matched — then every middleware and route of appForHosts.
 */
export function createHttpApp(options: HttpAppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all("*", hostRouting(appForHosts(options), options));
  return app;
}

function appForHosts(options: HttpAppOptions) {
  const { env, publicUrl } = options;
  const isHttps = publicUrl.startsWith("https:");
  const isDev = env.NODE_ENV === "development";
  // Media served by the bucket itself (S3_PUBLIC_URL, decision 030): pages load them from its origin.
  const mediaOrigins = env.MEDIA_STORE === "s3" && env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
  const csp = contentSecurityPolicy({ dev: isDev, mediaOrigins });
  const app = new Hono<HonoEnv>();

  // Notes the final headers of a page the cache answered: the front door replays them (decision 037).
  app.use(edgeHeaders());
  app.use(requestId());
  app.use(closeUnreadBodies());
  // Request count and response time over 24 h, shown on /status.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    recordRequest(performance.now() - started, c.req.raw.headers);
  });
  // Headers per route (decision 032): what the reviews widget loads or frames from other
  // sites is relaxed after the secure headers below are set; everything else keeps them.
  app.use(routeHeaders());
  app.use(
    secureHeaders({
      // No contentSecurityPolicy: set below (server/content-security-policy.ts, decision 037).
      strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: { camera: ["self"], microphone: ["self"], geolocation: [] },
      overwrite: false,
    }),
  );
  app.use(csp.middleware());
  app.use(compression());
  // Pages and JSON are in the visitor's language: `Vary: Cookie, Accept-Language` (decision 027).
  app.use(varyOnLanguage());
  // Admin, CMS, dashboards, analytics: `private, no-store`, one rule (app/lib/private-areas.ts).
  app.use(privateAreas());
  // An unknown host's 404 page, a custom domain's redirects (decision 046).
  app.use(hostRoutingAnswers(publicUrl));

  if (env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "info") {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      if (c.req.path.startsWith("/assets/")) return;
      const ms = (performance.now() - started).toFixed(1);
      if (env.LOG_LEVEL === "debug" || c.res.status >= 500) {
        console.log(`[${c.get("requestId")}] ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
      }
    });
  }

  // The reviews widget's script (decision 032): for any site, built or bundled from source.
  app.on(["GET", "HEAD"], "/embed.js", (c) => embedScriptResponse(c.req.raw, { buildDir: env.BUILD_DIR, dev: isDev }));

  if (options.serveClientAssets) {
    const clientDir = `${env.BUILD_DIR}/client`;
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    // Other public files (favicon, robots.txt …): only paths that name a file,
    // so page requests never pay for a disk lookup; never a dot-folder (.vite/manifest.json).
    const publicFiles = serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    app.use("*", (c, next) =>
      /\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.includes("/.") ? publicFiles(c, next) : next(),
    );
  }

  // User media: server-made keys only, stored type, nosniff, sandboxing CSP, ranges.
  app.on(["GET", "HEAD"], "/media/*", (c) => mediaResponse(c.req.raw, c.req.path.slice("/media/".length)));

  app.get("/healthz", async (c) => {
    const result = await healthCheck();
    c.header("Cache-Control", "no-store");
    return c.json(result, result.status === "ok" ? 200 : 503);
  });

  // The JSON API's bodies are small: 413 before a larger one is read (API_BODY_LIMITS).
  app.use("/api/v1/*", apiBodyLimits());
  // Every other body: 415 / 413 / 400 / 422 before a route reads it (decision 020).
  app.use(requestGuard());

  // A 5xx while the database is out becomes a proper 503 (page or JSON) that is never cached;
  // an API's 5xx is JSON.
  app.use(errorAnswers());

  const auth = getAuth(publicUrl);
  // better-auth's own limiter keys on this header: set it from the socket (or the
  // trusted proxies of TRUST_PROXY), overwriting whatever the client sent.
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, env.TRUST_PROXY));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  // Anonymous views of the public pages (the site's and /{slug}) are served from the page
  // cache, inside the CSP and compression middlewares: a stored page keeps its own policy
  // and encoding (server/page-cache-rules.ts, decision 037).
  app.use(
    pageCacheMiddleware({
      getCache: getPageCache,
      decide: decidePageCache,
      nonceOf: (c) => (c.get("cspNonce") as string | undefined) ?? "",
      policy: (scriptHashes) => csp.policy({ scriptHashes }),
    }),
  );
  // A trust page's owner language, for a visitor who names none of ours (decision 027).
  app.use(pageLanguage());

  const handleRequest = createRequestHandler(options.build, env.NODE_ENV);
  app.all("*", async (c) => {
    const context: AppLoadContext = {
      requestId: c.get("requestId"),
      cspNonce: c.get("cspNonce") ?? "",
      env,
      publicUrl,
      clientIp: clientAddress(c, env.TRUST_PROXY),
      customDomain: loadContextDomain(c),
      documentRequest: !c.req.path.endsWith(".data"),
    };
    return handleRequest(c.req.raw, context);
  });

  return app;
}
