import { and, isNull } from "drizzle-orm";
import { answersAt } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents, profiles } from "#db/schema.ts";
import { EmbedEventSchema } from "./events.ts";

export type EmbedEventOutcome =
  | { status: "recorded"; id: number; host: string | null }
  | { status: "ignored"; reason: "own-site" }
  | { status: "refused"; reason: "invalid" | "not-found" | "rate-limited" };

/** The origin of an absolute http(s) URL, or null ("null", a relative path, another scheme). */
function originOf(value: string | null | undefined): URL | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The page a widget event was sent from, as the browser tells it (decision 033): the
 * request's Origin, else its Referer. When that is our own origin, the event comes from the
 * iframe variant (a page of ours) and the host page is the iframe's `document.referrer`,
 * which the browser set; a page elsewhere cannot send our Origin, so that field is believed
 * only then. Returns "own" for a page of our own origin (the dashboard's preview), null when
 * nothing tells the site.
 */
export function hostPageOf(request: Request, publicUrl: string, bodyReferrer: string | undefined): URL | "own" | null {
  const own = new URL(publicUrl).origin;
  const sender = originOf(request.headers.get("Origin")) ?? originOf(request.headers.get("Referer"));
  if (!sender) return null;
  if (sender.origin !== own) return sender;
  const page = originOf(bodyReferrer);
  if (!page) return null;
  return page.origin === own ? "own" : page;
}

/** A hostname as stored: lower case, no trailing dot, no port, at most 253 characters. */
export function hostnameOf(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return host && host.length <= 253 ? host : null;
}

/**
 * Stores one impression or click of the embedded widget (POST /api/v1/events): the event,
 * the per-load session id, the profile (by its address; an unknown one is refused, 404),
 * the host site's hostname (hostPageOf) and the widget's variant, layout and click target.
 * No IP address, no user agent, no cookie, no user. The caller has already turned away bots
 * (isBotUserAgent) and oversized bodies; senders over RATE_LIMITS["analytics.embed.ip"] are
 * refused, and views of the dashboard's own preview are not counted.
 */
export async function recordEmbedEvent(
  json: unknown,
  request: Request,
  { clientIp, publicUrl }: { clientIp: string; publicUrl: string },
): Promise<EmbedEventOutcome> {
  const parsed = EmbedEventSchema.safeParse(json);
  if (!parsed.success) return { status: "refused", reason: "invalid" };
  const { event, sessionId, slug, properties } = parsed.data;
  const address = normalizeProfileAddress(slug);
  if (!address) return { status: "refused", reason: "not-found" };

  const page = hostPageOf(request, publicUrl, properties.referrer);
  if (page === "own") return { status: "ignored", reason: "own-site" };

  const limit = await consume("analytics.embed.ip", clientIp);
  if (!limit.allowed) return { status: "refused", reason: "rate-limited" };

  const db = getDb();
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(answersAt(address), isNull(profiles.deletedAt)))
    .limit(1);
  if (!profile) return { status: "refused", reason: "not-found" };

  const host = page ? hostnameOf(page) : null;
  const [row] = await db
    .insert(analyticsEvents)
    .values({
      eventName: event,
      sessionId,
      profileId: profile.id,
      userId: null,
      host,
      properties: {
        variant: properties.variant,
        layout: properties.layout,
        ...(properties.target ? { target: properties.target } : {}),
      },
    })
    .returning({ id: analyticsEvents.id });
  return { status: "recorded", id: row!.id, host };
}
