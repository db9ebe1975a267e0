import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { customDomains } from "#db/schema.ts";
import { normalizeHostname } from "./hostname.server.ts";
import { isServedDomainState } from "./states.ts";

/*
 * GET /internal/tls/ask?domain=<host> (docs/decisions/044-custom-domains.md): Caddy's on-demand
 * TLS asks before it requests a certificate for a name. 200 when the name is a served custom
 * domain (verified or failing: SERVED_DOMAIN_STATES), 404 otherwise, 400 when `domain` is
 * missing or not a host name. Plain text, never cached.
 */

export const TLS_ASK_PATH = "/internal/tls/ask";

/** Whether `hostname` (normalized) is a custom domain we serve. */
export async function isServedCustomDomain(hostname: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ state: customDomains.state })
    .from(customDomains)
    .where(eq(customDomains.hostname, hostname));
  return row !== undefined && isServedDomainState(row.state);
}

export async function tlsAskResponse(request: Request): Promise<Response> {
  const answer = (status: number, text: string) =>
    new Response(`${text}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const values = new URL(request.url).searchParams.getAll("domain");
  if (values.length !== 1) return answer(400, "one domain parameter expected");
  const normalized = normalizeHostname(values[0] ?? "");
  if (!normalized.ok) return answer(400, `invalid domain: ${normalized.reason}`);
  return (await isServedCustomDomain(normalized.hostname)) ? answer(200, "served") : answer(404, "not served");
}
