import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { escapeHtml } from "#app/services/mail/templates.server.ts";

/*
 * The answers the server gives before (or instead of) a React Router page: a refused body
 * (server/request-guard.ts), a database outage (server/database-outage.ts). A script gets
 * JSON; a browser a small page in the request's language and direction that needs neither
 * the database nor the app's scripts.
 */

/** Whether the request is a script's (the API, a `.data` fetch, no HTML in Accept). */
export function wantsJson(request: Request): boolean {
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/") || path.endsWith(".data")) return true;
  const accept = request.headers.get("Accept") ?? "";
  return !accept.includes("text/html");
}

export interface PlainPage {
  status: number;
  title: string;
  message: string;
  /** What to do next: a link. */
  action: { href: string; label: string };
  /** Reload the page after so many seconds (an outage that will end). */
  refreshSeconds?: number;
  headers?: Record<string, string>;
}

export function plainResponse(request: Request, page: PlainPage): Response {
  const headers = { "Cache-Control": "no-store", ...page.headers };
  if (wantsJson(request)) return Response.json({ error: page.message }, { status: page.status, headers });
  const { lang, dir } = getI18n(request, []);
  const e = escapeHtml;
  const refresh = page.refreshSeconds ? `<meta http-equiv="refresh" content="${page.refreshSeconds}">` : "";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${e(page.title)} | Fiable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2430;overflow-wrap:anywhere">
<p style="color:#c2553b;font-weight:600">Fiable · ${page.status}</p><h1 style="font-size:1.5rem">${e(page.title)}</h1><p>${e(page.message)}</p>
<p><a href="${e(page.action.href)}">${e(page.action.label)}</a></p></body></html>`;
  return new Response(html, {
    status: page.status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
