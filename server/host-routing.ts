import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import {
  cachedServedDomain,
  hostnameOfHost,
  lookupServedDomain,
  type ServedDomain,
} from "#app/features/custom-domains/index.server.ts";
import type { TrustProxy } from "#app/lib/env.server.ts";

/*
 * Which site a request is for, by its host (decision 046) — the one module that decides it.
 *
 * - The request's host is `Host`, or `X-Forwarded-Host` (its first value) when TRUST_PROXY
 *   trusts the address the request came from (as server/client-address.ts trusts
 *   X-Forwarded-For); a client's own X-Forwarded-Host is never believed.
 * - "main": PUBLIC_URL's host, loopback names and addresses (the status probes, the local
 *   tools), any IP literal (a load balancer's probe), a request without a host, and `/healthz`
 *   on any host. Without PUBLIC_URL (local use) every host that is not a served custom domain
 *   is "main", as before custom domains.
 * - "custom": a served custom domain (app/features/custom-domains/lookup.server.ts): its
 *   owner's trust page at `/` and the pages under it at their short paths (customRoute).
 * - "unknown": with PUBLIC_URL set, any other name: a 404 page, never someone's page.
 */

export type HostMode =
  | { kind: "main" }
  | { kind: "unknown"; hostname: string }
  | { kind: "custom"; domain: ServedDomain; origin: string };

export interface HostRoutingOptions {
  /** The public URL (PUBLIC_URL, or http://localhost:PORT). */
  publicUrl: string;
  /** Whether PUBLIC_URL is set: unknown hosts get a 404 only then. */
  publicUrlSet: boolean;
  trust: TrustProxy | undefined;
}

/**
 * Set by the server on a request of a served custom domain (its hostname), a client's copy
 * dropped: the page cache keys that domain's pages apart (server/page-cache-rules.ts).
 */
export const SITE_HEADER = "x-fiable-site";

const LOOPBACK_NAMES = new Set(["localhost"]);

/**
 * The host the client asked for: `Host`, or the first `X-Forwarded-Host` when the request
 * came from a trusted proxy (hop 0 of TRUST_PROXY, as Express reads it).
 */
export function requestHost(
  headers: { get(name: string): string | null },
  socketAddress: string | undefined,
  trust: TrustProxy | undefined,
): string | null {
  const forwarded = headers.get("X-Forwarded-Host");
  if (forwarded && trust && socketAddress && trust(socketAddress, 0)) {
    const first = forwarded.split(",")[0]!.trim();
    if (first) return first;
  }
  return headers.get("Host");
}

function isMainHostname(host: string | null, options: HostRoutingOptions): boolean {
  if (!host) return true;
  const bare = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
  if (isIP(bare) || LOOPBACK_NAMES.has(bare.toLowerCase()) || bare.toLowerCase().endsWith(".localhost")) return true;
  return hostnameOfHost(host) === hostnameOfHost(new URL(options.publicUrl).host);
}

function origin(domain: ServedDomain, options: HostRoutingOptions): string {
  // The scheme the public URL uses (https behind Caddy); the domain's own name.
  return `${new URL(options.publicUrl).protocol}//${domain.hostname}`;
}

/** The request's mode, waiting for the database when this process does not know the host. */
export async function hostModeOf(host: string | null, path: string, options: HostRoutingOptions): Promise<HostMode> {
  if (path === "/healthz" || isMainHostname(host, options)) return { kind: "main" };
  const hostname = hostnameOfHost(host);
  const domain = hostname ? await lookupServedDomain(hostname) : null;
  if (domain) return { kind: "custom", domain, origin: origin(domain, options) };
  return options.publicUrlSet ? { kind: "unknown", hostname: hostname ?? "" } : { kind: "main" };
}

/** The same decision without waiting: undefined when it would need the database (the front door). */
export function hostModeNow(host: string | null, path: string, options: HostRoutingOptions): HostMode | undefined {
  if (path === "/healthz" || isMainHostname(host, options)) return { kind: "main" };
  const hostname = hostnameOfHost(host);
  const domain = hostname ? cachedServedDomain(hostname) : null;
  if (domain === undefined) return undefined;
  if (domain) return { kind: "custom", domain, origin: origin(domain, options) };
  return options.publicUrlSet ? { kind: "unknown", hostname: hostname ?? "" } : { kind: "main" };
}

export type CustomRoute =
  /** Served, at this path of the app's route table (app/routes.ts). */
  | { kind: "serve"; path: string }
  /** A page of the main site, or a signed-in area: the same path on the main host. */
  | { kind: "main-host" }
  /** Elsewhere on this host: the page's own short path, or the page itself. */
  | { kind: "here"; path: string };

/** The trust page's sub-pages, served under `/` on its domain (app/routes.ts's `:slug/…`). */
const PAGE_PATHS: readonly RegExp[] = [
  /^\/(?:reviews|wall|review|review\/media|embed|qr)$/,
  /^\/reviews\/[^/]+\/(?:report|captions\.vtt)$/,
  /^\/invitation\/[^/]+$/,
];

/** What a page on the domain loads or posts to, at the same path as on the main host. */
const SHARED_PATHS: readonly RegExp[] = [
  /^\/assets\//,
  /^\/media\//,
  /^\/og\/[^/]+$/,
  /^\/go\/[^/]+$/,
  /^\/embed\.js$/,
  /^\/preferences$/,
  /^\/api\/v1\/(?:messages|events)$/,
  /^\/api\/v1\/reviews\/[^/]+$/,
  /^\/api\/v1\/profiles\/[^/]+(?:\/reviews)?$/,
  // Public files at the root (favicon, manifest), but the site's sitemap and robots rules.
  /^\/(?!sitemap\.xml$|robots\.txt$)[^/]+\.(?:ico|png|svg|webmanifest|json)$/,
];

/**
 * The main site's pages a trust page links to, and every signed-in area: opened on the
 * main host (a session cookie belongs to the main host only).
 */
const MAIN_HOST_PATHS: readonly RegExp[] = [
  /^\/(?:auth|login\.html|signup\.html|sign-out|dashboard|admin|admin-simple|admin-blog|analytics|contact-dashboard|account)(?:\/|$)/,
  /^\/api\/auth\//,
  /^\/(?:my-review|unsubscribe)\//,
  /^\/(?:how-reviews-work|help|legal|blog|docs|changelog|contact|status|security|policy|privacy|privacy-policy|terms|data-protection|robots\.txt|sitemap\.xml)(?:\/|$)/,
];

/**
 * Where a path on a served custom domain goes (decision 046): the page at `/`, its sub-pages
 * at their short paths, what they load at the same path, the main site's pages and signed-in
 * areas on the main host, anything else to the page. The long form `/{slug}/…` that the
 * page's own links and forms use is served as well: a GET leads to the short path, any other
 * method (a form's POST, an upload) is served as it is.
 */
export function customRoute(pathname: string, method: string, slug: string): CustomRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "") return { kind: "serve", path: `/${slug}` };
  if (PAGE_PATHS.some((re) => re.test(path))) return { kind: "serve", path: `/${slug}${path}` };
  if (SHARED_PATHS.some((re) => re.test(path))) return { kind: "serve", path: pathname };
  const long = `/${slug}`;
  if (path === long || path.startsWith(`${long}/`)) {
    const short = path.slice(long.length) || "/";
    if (short !== "/" && !PAGE_PATHS.some((re) => re.test(short))) return { kind: "here", path: "/" };
    if (method === "GET" || method === "HEAD") return { kind: "here", path: short };
    return { kind: "serve", path };
  }
  if (MAIN_HOST_PATHS.some((re) => re.test(path))) return { kind: "main-host" };
  return { kind: "here", path: "/" };
}

/** The host of a Node request as requestHost reads it (the front door). */
export function incomingHost(req: IncomingMessage, trust: TrustProxy | undefined): string | null {
  const raw = req.headers;
  const get = (name: string) => {
    const value = raw[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  return requestHost({ get }, req.socket?.remoteAddress, trust);
}

/**
 * The page cache's front door (server/app.ts): the URL and site header the app would see,
 * decided without waiting; null when only the app can answer (a host not known in memory,
 * an unknown host's 404, a redirect), so a removed domain is never answered from memory.
 */
export function frontDoorRoute(options: HostRoutingOptions) {
  return (req: IncomingMessage, path: string): { url: URL; headers: Record<string, string | null> } | null => {
    const url = new URL(path, "http://front.door");
    const mode = hostModeNow(incomingHost(req, options.trust), url.pathname, options);
    if (!mode || mode.kind === "unknown") return null;
    if (mode.kind === "main") return { url, headers: { [SITE_HEADER]: null } };
    const route = customRoute(url.pathname, req.method ?? "GET", mode.domain.slug);
    if (route.kind !== "serve") return null;
    return {
      url: new URL(`${route.path}${url.search}`, "http://front.door"),
      headers: { [SITE_HEADER]: mode.domain.hostname },
    };
  };
}
