import type { HttpBindings } from "@hono/node-server";
import type { Context, Handler, MiddlewareHandler } from "hono";
import type { Env } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import type { CustomDomainContext } from "#app/load-context.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { customRoute, type HostMode, hostModeOf, requestHost, SITE_HEADER } from "#server/host-routing.ts";
import { plainResponse } from "#server/plain-page.ts";

/*
 * The host routing of server/host-routing.ts in the Hono app (decision 046). The outer app
 * reads the request's host and mode once; a served custom domain's request goes on with the
 * app's own path (`/` → `/{slug}`) and its host kept, so that the same-origin checks compare
 * the browser's Origin with that host; what it does not serve goes on marked, and
 * hostRoutingAnswers — inside the secure headers — answers it: a 404 page for an unknown
 * host, a redirect for a path the domain does not serve.
 */

type HostAnswer =
  | { kind: "unknown" }
  | { kind: "redirect"; location: string }
  | { kind: "unavailable" }
  | { kind: "custom"; domain: CustomDomainContext };

/** What the outer app hands to the inner one, beside Node's bindings. */
export type HostBindings = Partial<HttpBindings> & { hostAnswer?: HostAnswer };

interface Options {
  env: Env;
  publicUrl: string;
}

/** The outer app's one handler: the mode, then the inner app with the request it should see. */
export function hostRouting(
  inner: { fetch: (request: Request, env: HostBindings) => Response | Promise<Response> },
  { env, publicUrl }: Options,
): Handler<{ Bindings: HttpBindings }> {
  const routing = { publicUrl, publicUrlSet: Boolean(env.PUBLIC_URL), trust: env.TRUST_PROXY };
  return async (c) => {
    const original = c.req.raw;
    const url = new URL(original.url);
    const host = requestHost(original.headers, c.env?.incoming?.socket?.remoteAddress, env.TRUST_PROXY);
    // The site header is the server's (server/page-cache-rules.ts): a client's copy is dropped.
    const forged = original.headers.has(SITE_HEADER);
    let mode: HostMode;
    try {
      mode = await hostModeOf(host, url.pathname, routing);
    } catch (error) {
      logError("[host-routing] custom domain look-up failed:", error);
      return inner.fetch(withoutSiteHeader(original, forged), { ...c.env, hostAnswer: { kind: "unavailable" } });
    }
    if (mode.kind === "main") return inner.fetch(withoutSiteHeader(original, forged), c.env);
    if (mode.kind === "unknown") {
      return inner.fetch(withoutSiteHeader(original, forged), { ...c.env, hostAnswer: { kind: "unknown" } });
    }
    const route = customRoute(url.pathname, original.method, mode.domain.slug);
    if (route.kind !== "serve") {
      const location = route.kind === "main-host" ? `${publicUrl}${url.pathname}${url.search}` : route.path;
      return inner.fetch(withoutSiteHeader(original, forged), {
        ...c.env,
        hostAnswer: { kind: "redirect", location },
      });
    }
    const headers = new Headers(original.headers);
    headers.set(SITE_HEADER, mode.domain.hostname);
    const target = `${url.protocol}//${host}${route.path}${url.search}`;
    const request = new Request(target, {
      method: original.method,
      headers,
      body: original.body,
      signal: original.signal,
      duplex: "half",
    } as RequestInit);
    const domain: CustomDomainContext = { ...mode.domain, origin: mode.origin };
    return inner.fetch(request, { ...c.env, hostAnswer: { kind: "custom", domain } });
  };
}

function withoutSiteHeader(request: Request, forged: boolean): Request {
  if (!forged) return request;
  const headers = new Headers(request.headers);
  headers.delete(SITE_HEADER);
  return new Request(request, { headers, duplex: "half" } as RequestInit);
}

/** Inside the secure headers: the answers of hosts and paths that are not served. */
export function hostRoutingAnswers(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const answer = (c.env as HostBindings | undefined)?.hostAnswer;
    if (!answer || answer.kind === "custom") return next();
    const request = c.req.raw;
    if (answer.kind === "redirect") {
      return new Response(null, {
        status: 302,
        // Never permanent: a domain can be removed, or change hands.
        headers: { Location: answer.location, "Cache-Control": "no-store" },
      });
    }
    const { t } = getI18n(request, []);
    if (answer.kind === "unavailable") {
      return plainResponse(request, {
        status: 503,
        title: t("errors.status.503"),
        message: t("errors.unavailable"),
        action: { href: "/", label: t("errors.back") },
        refreshSeconds: 10,
      });
    }
    return plainResponse(request, {
      status: 404,
      title: t("errors.notFound.title"),
      message: t("errors.unknownHost"),
      action: { href: publicUrl, label: t("errors.unknownHostAction") },
    });
  };
}

/** The load context's custom domain: the one this request is served on, or null. */
export function loadContextDomain(c: Context): CustomDomainContext | null {
  const answer = (c.env as HostBindings | undefined)?.hostAnswer;
  return answer?.kind === "custom" ? answer.domain : null;
}
