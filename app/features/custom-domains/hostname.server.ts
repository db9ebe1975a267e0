import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { parse } from "tldts";
import type { CustomDomainSettings } from "#app/lib/env.server.ts";

/*
 * What a custom domain may be (docs/decisions/044-custom-domains.md, docs/product/custom-domains.md):
 * the owner's typing normalized (trimmed, lower case, IDN → ASCII punycode, one trailing dot
 * dropped), then refused when it is an IP address, our own host or a name under it, a public
 * suffix itself (`fr`, `co.uk`, `github.io`: tldts, the Public Suffix List with its private
 * section), longer than DNS allows (253 characters, 63 per label) or not made of letters, digits
 * and inner hyphens. The server applies it to every claim; the TLS ask endpoint normalizes with it.
 */

/** Why a host name is refused; each has its text `customDomains.errors.<reason>`. */
export type HostnameRefusal =
  | "empty"
  | "invalid"
  | "notAName"
  | "ip"
  | "ownHost"
  | "publicSuffix"
  | "tooLong"
  | "labelTooLong";

export type HostnameCheck = { ok: true; hostname: string } | { ok: false; reason: HostnameRefusal };

/** The longest name DNS carries (RFC 1035, without the root's dot) and the longest label. */
export const MAX_HOSTNAME_LENGTH = 253;
export const MAX_LABEL_LENGTH = 63;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The typed name as DNS knows it (lower case, punycode, no trailing dot), or why it is not one.
 * Only the name's shape: see `checkCustomHostname` for what may be claimed.
 */
export function normalizeHostname(typed: string): HostnameCheck {
  const trimmed = typed.trim().toLowerCase();
  if (trimmed === "") return { ok: false, reason: "empty" };
  // An address pasted whole (https://…/page) or with a port is not a name.
  if (/[/:@?#\s\\]/.test(trimmed) && isIP(trimmed.replace(/^\[|\]$/g, "")) === 0) {
    return { ok: false, reason: "notAName" };
  }
  const withoutDot = trimmed.endsWith(".") ? trimmed.slice(0, -1) : trimmed;
  if (isIP(withoutDot.replace(/^\[|\]$/g, "")) !== 0) return { ok: false, reason: "ip" };
  if (withoutDot === "" || withoutDot.startsWith(".") || withoutDot.includes("..")) {
    return { ok: false, reason: "invalid" };
  }
  const ascii = domainToASCII(withoutDot);
  if (ascii === "") return { ok: false, reason: "invalid" };
  if (ascii.length > MAX_HOSTNAME_LENGTH) return { ok: false, reason: "tooLong" };
  const labels = ascii.split(".");
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH)) return { ok: false, reason: "labelTooLong" };
  if (!labels.every((label) => LABEL.test(label))) return { ok: false, reason: "invalid" };
  // The URL parser reads `1.2.3` or `0x7f.1` as IPv4 addresses.
  if (isIP(ascii) !== 0 || /^[\d.]+$/.test(ascii)) return { ok: false, reason: "ip" };
  return { ok: true, hostname: ascii };
}

/** Our own host names: PUBLIC_URL's, the CNAME target, localhost — and every name under them. */
function isOwnHost(hostname: string, settings: Pick<CustomDomainSettings, "publicHost" | "target">): boolean {
  const own = ["localhost", settings.publicHost, settings.target].filter(Boolean);
  return own.some((name) => hostname === name || hostname.endsWith(`.${name}`));
}

/** A name an owner may claim as their page's domain, or the reason it is refused. */
export function checkCustomHostname(
  typed: string,
  settings: Pick<CustomDomainSettings, "publicHost" | "target">,
): HostnameCheck {
  const normalized = normalizeHostname(typed);
  if (!normalized.ok) return normalized;
  const { hostname } = normalized;
  if (isOwnHost(hostname, settings)) return { ok: false, reason: "ownHost" };
  const parsed = parse(hostname, { allowPrivateDomains: true });
  // No registrable part: the name is a public suffix itself (or a bare word such as `intranet`).
  if (parsed.domain === null || parsed.publicSuffix === hostname) return { ok: false, reason: "publicSuffix" };
  return normalized;
}
