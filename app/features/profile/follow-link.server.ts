import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { LINK_CLICK } from "#app/features/analytics/events.ts";
import { isBotUserAgent } from "#app/features/analytics/record-event.server.ts";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents, profiles, socialLinks } from "#db/schema.ts";
import { safeLinkUrl } from "./link-visibility.ts";

export { LINK_CLICK as LINK_CLICK_EVENT } from "#app/features/analytics/events.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Salt of the visitor pseudonyms: random, drawn afresh every day and never stored, so the
// hash of an IP address can never be reversed by trying every address, nor linked from one
// day to the next; a click session therefore lasts a day in one process, which is all the
// counts need.
const salts = new Map<string, Buffer>();
function saltOf(day: string): Buffer {
  let salt = salts.get(day);
  if (!salt) {
    salts.clear();
    salt = randomBytes(16);
    salts.set(day, salt);
  }
  return salt;
}

/**
 * The `session_id` of an anonymous click: a pseudonym of (day, IP, user agent), so repeated
 * clicks of one visitor on one day share an id without any cookie or stored address.
 */
export function visitorPseudonym(clientIp: string, userAgent: string | null, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `anon-${createHash("sha256")
    .update(saltOf(day))
    .update(`${day}\n${clientIp}\n${userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 22)}`;
}

/**
 * `/go/{linkId}`: the stored URL of the link (only http, https, mailto and tel ever come
 * out) after recording one `link_click` event for its profile; null when the id is unknown
 * or its URL is not one a redirect may carry. Bots and the profile's owner (`viewerId`,
 * the signed-in user) are redirected without a click being counted. A failed event insert
 * does not stop the visitor (spec §7: analytics errors are ignored).
 */
export async function followLink(
  linkId: string,
  visitor: { clientIp: string; userAgent: string | null; viewerId?: string | null },
): Promise<string | null> {
  if (!UUID.test(linkId)) return null;
  const db = getDb();
  const [link] = await db
    .select({
      id: socialLinks.id,
      profileId: socialLinks.profileId,
      platform: socialLinks.platform,
      url: socialLinks.url,
      ownerId: profiles.userId,
    })
    .from(socialLinks)
    .innerJoin(profiles, eq(profiles.id, socialLinks.profileId))
    .where(eq(socialLinks.id, linkId))
    .limit(1);
  if (!link) return null;
  const url = safeLinkUrl(link.url);
  if (!url) return null;
  if (isBotUserAgent(visitor.userAgent)) return url;
  if (visitor.viewerId && visitor.viewerId === link.ownerId) return url;

  try {
    await db.insert(analyticsEvents).values({
      eventName: LINK_CLICK,
      profileId: link.profileId,
      properties: { linkId: link.id, platform: link.platform },
      sessionId: visitorPseudonym(visitor.clientIp, visitor.userAgent),
    });
  } catch (error) {
    console.error("[profile] link click not recorded:", error instanceof Error ? error.message : error);
  }
  return url;
}
