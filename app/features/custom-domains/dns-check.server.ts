import { Resolver } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { CustomDomainSettings } from "#app/lib/env.server.ts";

/*
 * The DNS side of a custom domain (docs/decisions/044-custom-domains.md): the TXT record
 * `_fiable.<hostname>` holding the row's token proves the owner controls the name; the name
 * points at us when its CNAME is CUSTOM_DOMAIN_TARGET, or when it has A/AAAA records and every
 * one of them is in CUSTOM_DOMAIN_IPS. Lookups go through node:dns's Resolver on DNS_SERVERS
 * (the system's when unset) with DNS_TIMEOUT_MS per try; a failure is a code, never a throw.
 */

/** Why a check failed; each has its text `customDomains.reasons.<code>`. */
export const CHECK_ERRORS = ["txt_missing", "txt_mismatch", "not_pointing", "timeout", "dns_error"] as const;
export type CheckError = (typeof CHECK_ERRORS)[number];

export type CheckResult = { ok: true } | { ok: false; error: CheckError };

/** The TXT record's name for `hostname`. */
export function verificationRecordName(hostname: string): string {
  return `_fiable.${hostname}`;
}

/** Attempts per lookup: one retry over UDP before giving up. */
const TRIES = 2;

export function createResolver(settings: Pick<CustomDomainSettings, "dnsServers" | "dnsTimeoutMs">): Resolver {
  const resolver = new Resolver({ timeout: settings.dnsTimeoutMs, tries: TRIES });
  if (settings.dnsServers.length > 0) resolver.setServers(settings.dnsServers);
  return resolver;
}

type Lookup<T> = { found: T } | { none: true } | { error: "timeout" | "dns_error" };

/** No such name, or no record of that type: an answer, not a fault. */
const NO_DATA = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

async function lookup<T>(query: () => Promise<T>): Promise<Lookup<T>> {
  try {
    return { found: await query() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (NO_DATA.has(code)) return { none: true };
    if (code === "ETIMEOUT") return { error: "timeout" };
    return { error: "dns_error" };
  }
}

const lowerNoDot = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** Whether `_fiable.<hostname>` holds `token` (a record may come in several strings: joined). */
export async function checkVerificationRecord(
  resolver: Resolver,
  hostname: string,
  token: string,
): Promise<CheckResult> {
  const txt = await lookup(() => resolver.resolveTxt(verificationRecordName(hostname)));
  if ("error" in txt) return { ok: false, error: txt.error };
  if ("none" in txt || txt.found.length === 0) return { ok: false, error: "txt_missing" };
  const values = txt.found.map((chunks) => chunks.join("").trim());
  return values.includes(token) ? { ok: true } : { ok: false, error: "txt_mismatch" };
}

/** Whether `hostname` points at us: a CNAME to the target, else A/AAAA records all among our addresses. */
export async function checkPointing(
  resolver: Resolver,
  hostname: string,
  settings: Pick<CustomDomainSettings, "target" | "ips">,
): Promise<CheckResult> {
  const cname = await lookup(() => resolver.resolveCname(hostname));
  if ("error" in cname) return { ok: false, error: cname.error };
  if ("found" in cname && cname.found.length > 0) {
    return cname.found.some((name) => lowerNoDot(name) === settings.target)
      ? { ok: true }
      : { ok: false, error: "not_pointing" };
  }
  const [v4, v6] = await Promise.all([
    lookup(() => resolver.resolve4(hostname)),
    lookup(() => resolver.resolve6(hostname)),
  ]);
  for (const answer of [v4, v6]) if ("error" in answer) return { ok: false, error: answer.error };
  const addresses = [v4, v6].flatMap((answer) => ("found" in answer ? answer.found : []));
  if (addresses.length === 0 || settings.ips.length === 0) return { ok: false, error: "not_pointing" };
  const ours = new BlockList();
  for (const ip of settings.ips) ours.addAddress(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");
  const allOurs = addresses.every((address) => ours.check(address, isIP(address) === 6 ? "ipv6" : "ipv4"));
  return allOurs ? { ok: true } : { ok: false, error: "not_pointing" };
}

/**
 * The whole check: the TXT record first (unless `pointingOnly`: a verified domain's daily
 * re-check needs only the records that send visitors to us), then where the name points.
 */
export async function checkDomainRecords(
  hostname: string,
  token: string,
  settings: CustomDomainSettings,
  { pointingOnly = false }: { pointingOnly?: boolean } = {},
): Promise<CheckResult> {
  const resolver = createResolver(settings);
  try {
    if (!pointingOnly) {
      const txt = await checkVerificationRecord(resolver, hostname, token);
      if (!txt.ok) return txt;
    }
    return await checkPointing(resolver, hostname, settings);
  } finally {
    resolver.cancel();
  }
}
