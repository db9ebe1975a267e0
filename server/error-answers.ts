import type { MiddlewareHandler } from "hono";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getPool } from "#db/client.server.ts";
import { plainResponse } from "#server/plain-page.ts";

/*
 * How the server answers its own failures.
 *
 * While the database is out (a restart of the embedded PostgreSQL, an external server that
 * went away), a page or an endpoint that needed it answers a proper 503 — a short page in
 * the visitor's language that reloads itself, or JSON for a script — with Retry-After and
 * never a cache header, instead of a 500. Only a 5xx pays for the check: one
 * `select 1`, given at most PROBE_MS.
 *
 * Any other 5xx of a JSON endpoint (/api/…) is JSON too: a script never has to parse
 * React Router's plain-text "Unexpected Server Error".
 */

const PROBE_MS = 1_500;
export const RETRY_AFTER_SECONDS = 5;

/** Whether the database answers a trivial query right now. */
export async function databaseAnswers(timeoutMs = PROBE_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((ok) => {
    timer = setTimeout(() => ok(false), timeoutMs);
  });
  try {
    return await Promise.race([
      getPool()
        .query("select 1")
        .then(() => true)
        .catch(() => false),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function unavailableResponse(request: Request): Response {
  const { t } = getI18n(request, []);
  return plainResponse(request, {
    status: 503,
    title: t("errors.status.503"),
    message: t("errors.unavailable"),
    action: { href: new URL(request.url).pathname, label: t("errors.server.retry") },
    refreshSeconds: RETRY_AFTER_SECONDS,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/** Mount in front of the routes: a 5xx during an outage becomes that 503; an API's 5xx, JSON. */
export function errorAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status < 500) return;
    let replacement: Response | null = null;
    if (!(await databaseAnswers())) replacement = unavailableResponse(c.req.raw);
    else if (c.req.path.startsWith("/api/") && !c.res.headers.get("Content-Type")?.includes("json")) {
      const { t } = getI18n(c.req.raw, []);
      replacement = Response.json(
        { error: t("errors.server.title") },
        { status, headers: { "Cache-Control": "no-store" } },
      );
    }
    if (!replacement) return;
    await c.res.body?.cancel().catch(() => {});
    // Unset first: Hono would copy the failed response's headers onto the new one.
    c.res = undefined as unknown as Response;
    c.res = replacement;
  };
}
