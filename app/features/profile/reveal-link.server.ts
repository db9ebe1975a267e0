import { isBotUserAgent } from "#app/features/analytics/index.server.ts";
import { isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { escapeHtml } from "#app/services/mail/templates.server.ts";
import { consumeEach } from "#app/services/rate-limit/rate-limit.server.ts";
import { findLink, isOwnerOf, type LinkVisitor, recordLinkClick } from "./follow-link.server.ts";
import { phoneNumberOf } from "./link-visibility.ts";
import { platformNamer } from "./load-profile-page.server.ts";

/*
 * `POST /go/{linkId}`: the one way to a masked number (decision 019). The trust page shows
 * a masked WhatsApp, phone, Viber, Telegram or Signal number as a form posting here; its
 * script posts it with fetch and opens the address answered in JSON, and without a script
 * the browser posts it and gets a small page with the link. A GET never reveals it
 * (followLink). The number goes only to a POST that:
 * - comes from a page of this site: `Origin` (or, when a browser sends none,
 *   `Sec-Fetch-Site: same-origin`) says so; a request naming neither is refused;
 * - is not a bot's (isbot, plus our own list, and an empty user agent) nor a prefetch;
 * - is within RATE_LIMITS["profile.reveal.ip"] then ["profile.reveal.profile"] (429).
 * The owner gets their own number without limits. A reveal counts one click like a GET of
 * another link does (recordLinkClick).
 */

export type RevealOutcome =
  | { status: "revealed"; url: string; slug: string; platform: string }
  | { status: "not-found" }
  | { status: "forbidden"; slug: string }
  | { status: "rate-limited"; slug: string; retryAfterSeconds: number };

/** A speculative load (prefetch, prerender) rather than the visitor's own request. */
export function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || request.headers.get("X-Moz") === "prefetch";
}

/**
 * A POST sent by a page of this very site. Stricter than isSameSiteRequest, which lets a
 * request without `Origin` through (for forms of older browsers): every current browser
 * sends `Origin` or `Sec-Fetch-Site` with a POST, so a request naming neither is a script's.
 * Behind a proxy the request's own host may differ from the public one: either matches.
 */
export function isSameOriginPost(request: Request, publicUrl?: string): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return site === "same-origin";
  if (isSameSiteRequest(request)) return true;
  try {
    return Boolean(publicUrl) && new URL(origin).host === new URL(publicUrl as string).host;
  } catch {
    return false;
  }
}

export async function revealLink(
  linkId: string,
  request: Request,
  visitor: LinkVisitor & { publicUrl?: string },
): Promise<RevealOutcome> {
  const link = await findLink(linkId);
  if (!link) return { status: "not-found" };
  const refused = { status: "forbidden", slug: link.slug } as const;
  if (request.method !== "POST" || isPrefetch(request)) return refused;
  if (!isSameOriginPost(request, visitor.publicUrl) || isBotUserAgent(visitor.userAgent)) return refused;
  const revealed = { status: "revealed", url: link.url, slug: link.slug, platform: link.platform } as const;
  if (isOwnerOf(link, visitor)) return revealed;
  if (link.masked) {
    const limit = await consumeEach([
      ["profile.reveal.ip", visitor.clientIp],
      ["profile.reveal.profile", link.profileId],
    ]);
    if (!limit.allowed) return { status: "rate-limited", slug: link.slug, retryAfterSeconds: limit.retryAfterSeconds };
  }
  await recordLinkClick(link, visitor);
  return revealed;
}

const HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** The page script asks for JSON; a browser posting the form by itself gets a page. */
function wantsJson(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

function page(
  request: Request,
  input: { status: number; title: string; body: string; refresh?: string; headers?: Record<string, string> },
): Response {
  const { lang, dir } = getI18n(request);
  const refresh = input.refresh ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(input.refresh)}">` : "";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow">${refresh}<title>${escapeHtml(input.title)} | Fiable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2430">
${input.body}</body></html>`;
  return new Response(html, {
    status: input.status,
    headers: { ...HEADERS, ...input.headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

/**
 * The answer to `POST /go/{linkId}`: JSON `{ url }` (or `{ error }`) to the page script;
 * to a browser without it, a page holding the link (a redirect would be blocked: the CSP's
 * `form-action 'self'` covers where a form's answer redirects to) that an http(s) address
 * opens by itself, or a refusal page. 404 for an unknown link; 403; 429 with `Retry-After`.
 */
export function revealResponse(request: Request, outcome: RevealOutcome): Response {
  if (outcome.status === "not-found") {
    return new Response("Not found", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain" } });
  }
  const { t } = getI18n(request);
  const back = `<p><a href="/${escapeHtml(outcome.slug)}#links">${escapeHtml(t("profile.links.backToProfile"))}</a></p>`;
  if (outcome.status === "revealed") {
    if (wantsJson(request)) return Response.json({ url: outcome.url }, { headers: HEADERS });
    const name = platformNamer(t)(outcome.platform);
    const number = phoneNumberOf(outcome.url);
    const web = /^https?:/i.test(outcome.url);
    return page(request, {
      status: 200,
      title: name,
      refresh: web ? outcome.url : undefined,
      body: `<h1 style="font-size:1.5rem">${escapeHtml(name)}</h1>
${number ? `<p style="font-size:1.25rem"><bdi>${escapeHtml(number)}</bdi></p>` : ""}
<p><a href="${escapeHtml(outcome.url)}" rel="noopener noreferrer nofollow" style="font-weight:600">${escapeHtml(t("profile.links.revealOpen"))}</a></p>
${back}`,
    });
  }
  const status = outcome.status === "rate-limited" ? 429 : 403;
  const headers: Record<string, string> =
    outcome.status === "rate-limited" ? { "Retry-After": String(Math.max(1, outcome.retryAfterSeconds)) } : {};
  const message = t("profile.links.revealFailed");
  if (wantsJson(request)) return Response.json({ error: message }, { status, headers: { ...HEADERS, ...headers } });
  return page(request, {
    status,
    title: message,
    headers,
    body: `<h1 style="font-size:1.25rem">${escapeHtml(message)}</h1>
${back}`,
  });
}
