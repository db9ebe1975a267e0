import { getPlatform } from "#app/services/platforms/catalogue.ts";

/*
 * THE rule for what a viewer of a public page may learn about a profile's links
 * (docs/product/public-page.md#links): it is applied here and nowhere else, by the profile loader before any
 * data leaves the server (HTML, loader JSON, `.data` requests alike).
 *
 * - A link to a phone number (WhatsApp, phone, Viber, tel:/sms:, wa.me, Telegram or Signal
 *   by number …) is a private number: a visitor gets neither its URL, nor its title or
 *   description (owners type the number there too), only the platform and a `/go/{id}`
 *   address that gives the number only to a POST from the page (decision 019: a GET of it
 *   leads back to the page).
 * - Other links reach visitors through `/go/{id}` as well, which counts the click; a
 *   visitor gets the host name to show (instagram.com), never the full URL.
 * - The owner gets the real URLs and numbers (their own clicks are not counted).
 */

/** Schemes a stored link may have, and the only ones a redirect or an href may carry. */
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

const WHATSAPP_HOSTS = new Set(["wa.me", "whatsapp.com", "api.whatsapp.com", "web.whatsapp.com", "chat.whatsapp.com"]);
const VIBER_HOSTS = new Set(["viber.click", "invite.viber.com"]);

export interface StoredLink {
  id: string;
  platform: string;
  url: string;
  title: string | null;
  description: string | null;
}

export interface PublicLink {
  id: string;
  /** Catalogue platform id (unknown platforms become "custom"). */
  platform: string;
  /** Where the link goes: `/go/{id}` for visitors, the real URL for the owner; null if the URL is unusable. */
  href: string | null;
  /** The owner's title for the link (null: show the platform's name). */
  title: string | null;
  description: string | null;
  /** Host to display (`instagram.com`) for web links; null otherwise. */
  host: string | null;
  /** A private number seen by a visitor: show 'numéro masqué'. */
  masked: boolean;
  /** The owner's own number, to show to the owner only. */
  number: string | null;
  /** One of the public page's social icons (Instagram, TikTok, X, Twitter, Facebook, Snapchat). */
  iconRow: boolean;
  /** Opens outside the site (a web page, not mailto:/tel:). */
  external: boolean;
}

/** The URL if its scheme is allowed (http, https, mailto, tel), else null. A `javascript:` URL never passes. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return null;
  if ((parsed.protocol === "http:" || parsed.protocol === "https:") && !parsed.hostname) return null;
  return parsed.href;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, "");
}

/** True when the link leads to a phone number (whatever the platform the owner picked). */
export function isPrivateNumberLink(link: Pick<StoredLink, "platform" | "url">): boolean {
  if (getPlatform(link.platform).privateNumber) return true;
  const url = parseUrl(link.url);
  if (!url) return false;
  if (url.protocol === "tel:" || url.protocol === "sms:") return true;
  const host = bareHost(url);
  if (WHATSAPP_HOSTS.has(host) || VIBER_HOSTS.has(host)) return true;
  // Signal by phone number: signal.me/#p/+33612345678.
  if (host === "signal.me" && /^#p\/\+?\d{6,}/.test(url.hash)) return true;
  // Telegram by phone number: t.me/+33612345678.
  return host === "t.me" && /^\/\+?\d{6,}/.test(url.pathname);
}

/** The number a private-number link points to, for its owner's eyes ("+33639981234"). */
export function phoneNumberOf(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  let raw: string | null = null;
  if (parsed.protocol === "tel:" || parsed.protocol === "sms:") raw = decodeURIComponent(parsed.pathname);
  else if (parsed.searchParams.get("phone")) raw = parsed.searchParams.get("phone");
  else if (parsed.searchParams.get("number")) raw = parsed.searchParams.get("number");
  else if (parsed.hash.startsWith("#p/")) raw = decodeURIComponent(parsed.hash.slice(3));
  else raw = parsed.pathname.replace(/^\//, "");
  const digits = (raw ?? "").replace(/[^\d+]/g, "");
  if (!/\d{6,}/.test(digits)) return null;
  return digits.startsWith("+") ? digits : `+${digits}`;
}

/** `/go/{id}`: the redirect that counts a click (for a masked number: the form that reveals it, decision 019). */
export function goHref(linkId: string): string {
  return `/go/${linkId}`;
}

/** What a viewer gets of one stored link. */
export function toPublicLink(link: StoredLink, viewer: { isOwner: boolean }): PublicLink {
  const platform = getPlatform(link.platform);
  const url = safeLinkUrl(link.url);
  const parsed = url ? parseUrl(url) : null;
  const web = parsed?.protocol === "http:" || parsed?.protocol === "https:";
  const base = { id: link.id, platform: platform.id, iconRow: Boolean(platform.iconRow) };

  if (isPrivateNumberLink(link)) {
    if (!viewer.isOwner) {
      return {
        ...base,
        href: url ? goHref(link.id) : null,
        title: null,
        description: null,
        host: null,
        masked: true,
        number: null,
        external: web,
      };
    }
    return {
      ...base,
      href: url,
      title: link.title,
      description: link.description,
      host: null,
      masked: false,
      number: url ? phoneNumberOf(url) : null,
      external: web,
    };
  }

  return {
    ...base,
    href: url ? (viewer.isOwner ? url : goHref(link.id)) : null,
    title: link.title,
    description: link.description,
    host: web && parsed ? bareHost(parsed) : null,
    masked: false,
    number: null,
    external: web,
  };
}

/** `rel` of every link to a page the profile's owner chose (docs/product/public-page.md#links). */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";
