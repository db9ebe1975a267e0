import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { isBotUserAgent, LINK_CLICK } from "#app/features/analytics/index.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents, profiles, socialLinks } from "#db/schema.ts";
import { isPrivateNumberLink, safeLinkUrl } from "./link-visibility.ts";

export { LINK_CLICK as LINK_CLICK_EVENT } from "#app/features/analytics/index.server.ts";

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

export interface LinkVisitor {
  clientIp: string;
  userAgent: string | null;
  /** The signed-in user, if any: the profile's owner is never counted. */
  viewerId?: string | null;
}

/** A stored link as /go reads it: its URL is one a redirect may carry. */
export interface FollowedLink {
  id: string;
  profileId: string;
  slug: string;
  platform: string;
  url: string;
  ownerId: string;
  /** A private number (link-visibility.ts): given only to a POST from the page (decision 019). */
  masked: boolean;
}

/** The link of `/go/{linkId}`; null when the id is unknown or its URL is not one a redirect may carry. */
export async function findLink(linkId: string): Promise<FollowedLink | null> {
  if (!UUID.test(linkId)) return null;
  const [link] = await getDb()
    .select({
      id: socialLinks.id,
      profileId: socialLinks.profileId,
      platform: socialLinks.platform,
      url: socialLinks.url,
      ownerId: profiles.userId,
      slug: profiles.slug,
    })
    .from(socialLinks)
    .innerJoin(profiles, eq(profiles.id, socialLinks.profileId))
    .where(and(eq(socialLinks.id, linkId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!link) return null;
  const url = safeLinkUrl(link.url);
  if (!url) return null;
  return { ...link, url, masked: isPrivateNumberLink(link) };
}

/** The visitor is the profile's owner. */
export function isOwnerOf(link: FollowedLink, visitor: LinkVisitor): boolean {
  return Boolean(visitor.viewerId && visitor.viewerId === link.ownerId);
}

/**
 * Records one `link_click` of `link` for its owner's statistics, unless the visitor is a
 * bot or the owner, or this address already had a click of this link counted within the
 * hour (RATE_LIMITS["analytics.link-click.ip"], keyed by link and address): repeated
 * clicks, by hand or by script, cannot inflate the counts. A failed insert does not stop
 * the visitor (analytics errors are ignored).
 */
export async function recordLinkClick(link: FollowedLink, visitor: LinkVisitor): Promise<void> {
  if (isBotUserAgent(visitor.userAgent)) return;
  if (isOwnerOf(link, visitor)) return;
  try {
    const once = await consume("analytics.link-click.ip", `${link.id} ${visitor.clientIp}`);
    if (!once.allowed) return;
    await getDb()
      .insert(analyticsEvents)
      .values({
        eventName: LINK_CLICK,
        profileId: link.profileId,
        properties: { linkId: link.id, platform: link.platform },
        sessionId: visitorPseudonym(visitor.clientIp, visitor.userAgent),
      });
  } catch (error) {
    console.error("[profile] link click not recorded:", error instanceof Error ? error.message : error);
  }
}

/** Where the trust page of a masked link's profile shows its links. */
export function linksOfPage(link: Pick<FollowedLink, "slug">): string {
  return `/${link.slug}#links`;
}

/**
 * `GET /go/{linkId}`: where the visitor goes. For a link that is not a private number, its
 * stored URL (only http, https, mailto and tel ever come out), after counting one click
 * (recordLinkClick; not for a HEAD nor a prefetch: `countClick: false`). For a masked
 * number, never the number, whoever asks: the profile's trust page at its links, where
 * the number is one POST away (revealLink, decision 019); nothing is counted. Null when
 * the id is unknown or its URL is not one a redirect may carry.
 */
export async function followLink(
  linkId: string,
  visitor: LinkVisitor & { countClick?: boolean },
): Promise<string | null> {
  const link = await findLink(linkId);
  if (!link) return null;
  if (link.masked) return linksOfPage(link);
  if (visitor.countClick !== false) await recordLinkClick(link, visitor);
  return link.url;
}
