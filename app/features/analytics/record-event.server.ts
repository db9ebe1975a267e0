import { eq } from "drizzle-orm";
import { isbot } from "isbot";
import { getSessionUser } from "#app/features/auth/index.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents, profiles } from "#db/schema.ts";
import { EMBED_EVENTS, EventSchema, MAX_EVENT_BYTES, PAGE_VIEW } from "./events.ts";
import { recordEmbedEvent } from "./record-embed-event.server.ts";

/**
 * User agents of crawlers, link previewers, monitors and headless tools: not counted. The
 * isbot list (kept up to date upstream) plus our own words for tools it lets through.
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|scrapy|phantomjs/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent) || BOT_PATTERN.test(userAgent);
}

export type RecordEventOutcome =
  | { status: "recorded"; id: number }
  | { status: "ignored"; reason: "bot" | "owner" | "own-site" }
  | { status: "refused"; reason: "too-large" | "invalid" | "rate-limited" | "not-found" };

/** HTTP status of each outcome: the browser ignores the answer anyway. */
export function statusOf(outcome: RecordEventOutcome): number {
  if (outcome.status !== "refused") return 204;
  if (outcome.reason === "too-large") return 413;
  if (outcome.reason === "rate-limited") return 429;
  if (outcome.reason === "not-found") return 404;
  return 400;
}

/**
 * Stores one event posted by the browser (POST /api/v1/events) in analytics_events: its
 * name, the session id the browser created, the properties it sent (page, path, referrer,
 * source) plus the user agent read from the request, and the signed-in user's id, read from
 * the session cookie, never from the body; a view of a public profile carries its
 * profile_id. No IP address is stored. Bots and owners viewing their own profile are skipped; bodies over MAX_EVENT_BYTES
 * and senders over RATE_LIMITS["analytics.event.ip"] are refused. The embedded widget's
 * events (embed_impression, embed_click) go to recordEmbedEvent, under the same bot and
 * size rules (decision 033).
 */
export async function recordEvent(
  request: Request,
  { clientIp, publicUrl = new URL(request.url).origin }: { clientIp: string; publicUrl?: string },
): Promise<RecordEventOutcome> {
  const userAgent = request.headers.get("user-agent");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_EVENT_BYTES) return { status: "refused", reason: "too-large" };
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > MAX_EVENT_BYTES) return { status: "refused", reason: "too-large" };
  if (isBotUserAgent(userAgent)) return { status: "ignored", reason: "bot" };

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: "refused", reason: "invalid" };
  }
  const name = (json as { event?: unknown } | null)?.event;
  if (EMBED_EVENTS.some((event) => event === name)) {
    const outcome = await recordEmbedEvent(json, request, { clientIp, publicUrl });
    return outcome.status === "recorded" ? { status: "recorded", id: outcome.id } : outcome;
  }
  const parsed = EventSchema.safeParse(json);
  if (!parsed.success) return { status: "refused", reason: "invalid" };

  const limit = await consume("analytics.event.ip", clientIp);
  if (!limit.allowed) return { status: "refused", reason: "rate-limited" };

  const user = await getSessionUser(request).catch(() => null);
  const { event, sessionId, properties } = parsed.data;
  const db = getDb();
  // A profile view counts for its profile only when the profile exists, and not at all when
  // the viewer is its owner (the owner's own visits are excluded when recording, so no
  // figure anywhere counts them).
  let profileId: string | null = null;
  if (parsed.data.profileId && event === PAGE_VIEW) {
    const [profile] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.id, parsed.data.profileId))
      .limit(1);
    if (profile && user && profile.userId === user.id) return { status: "ignored", reason: "owner" };
    if (profile) profileId = parsed.data.profileId;
  }
  const [row] = await db
    .insert(analyticsEvents)
    .values({
      eventName: event,
      sessionId,
      profileId,
      userId: user?.id ?? null,
      properties: { ...properties, userAgent: userAgent!.slice(0, 400) },
    })
    .returning({ id: analyticsEvents.id });
  return { status: "recorded", id: row!.id };
}
