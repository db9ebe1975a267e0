import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  onPageCachesCleared,
  onProfileInvalidated,
  pageCacheScope,
  pageCachesTrusted,
} from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { customDomains, profiles } from "#db/schema.ts";
import { SERVED_DOMAIN_STATES } from "./states.ts";

/*
 * Which profile a custom domain serves (decision 046): hostname → { profileId, slug }, for a
 * domain whose state is served — `verified` or `failing`, SERVED_DOMAIN_STATES (states.ts,
 * docs/decisions/044-custom-domains.md).
 *
 * One indexed query (custom_domains.hostname is unique), joined with the profile's slug; a
 * deleted account's page is not served. Answers are kept in this process's memory for
 * TTL_MS, absent ones too (a stranger's host costs one query a minute, not one a request),
 * and kept true the way the page cache is (decision 037): invalidateProfile(profileId) — which
 * every change of a domain calls — drops that profile's entry and every "not served" entry,
 * here at once and in the other processes through PostgreSQL's NOTIFY. While this process
 * may miss an invalidation (its LISTEN connection down), nothing is kept. A look-up that ran
 * while an invalidation arrived is answered but not kept.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface ServedDomain {
  hostname: string;
  profileId: string;
  slug: string;
}

interface Entry {
  value: ServedDomain | null;
  at: number;
}

const entries = new Map<string, Entry>();
let epoch = 0;
let scope: object | undefined;

function subscribe(): void {
  const current = pageCacheScope();
  if (current === scope) return;
  scope = current;
  forgetServedDomains();
  onProfileInvalidated((profileId) => {
    epoch++;
    for (const [hostname, entry] of entries) {
      if (entry.value === null || entry.value.profileId === profileId) entries.delete(hostname);
    }
  });
  onPageCachesCleared(forgetServedDomains);
}

/** Forgets every kept answer (a resync of the invalidations; tests). */
export function forgetServedDomains(): void {
  epoch++;
  entries.clear();
}

/**
 * A hostname as the look-up keys it: lower case, no port, no trailing dot; null for what
 * cannot be a domain name (an IP literal in brackets, an empty host).
 */
export function hostnameOfHost(host: string | null | undefined): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return null;
  const colon = name.lastIndexOf(":");
  if (colon >= 0) name = name.slice(0, colon);
  if (name.endsWith(".")) name = name.slice(0, -1);
  if (!name || name.length > 253 || !/^[a-z0-9.-]+$/.test(name)) return null;
  return name;
}

/**
 * The kept answer for `hostname` without waiting: the served domain, null when it is known
 * not to be served, undefined when this process does not know (or may not trust what it
 * knows). For the page cache's front door, which cannot wait for the database.
 */
export function cachedServedDomain(hostname: string): ServedDomain | null | undefined {
  subscribe();
  if (!pageCachesTrusted()) return undefined;
  const entry = entries.get(hostname);
  if (!entry) return undefined;
  if (Date.now() - entry.at > TTL_MS) {
    entries.delete(hostname);
    return undefined;
  }
  return entry.value;
}

/** The profile `hostname` serves, or null: from memory when known, else one query. */
export async function lookupServedDomain(hostname: string): Promise<ServedDomain | null> {
  const kept = cachedServedDomain(hostname);
  if (kept !== undefined) return kept;
  const started = epoch;
  const [row] = await getDb()
    .select({ hostname: customDomains.hostname, profileId: customDomains.profileId, slug: profiles.slug })
    .from(customDomains)
    .innerJoin(profiles, eq(profiles.id, customDomains.profileId))
    .where(
      and(
        eq(customDomains.hostname, hostname),
        inArray(customDomains.state, [...SERVED_DOMAIN_STATES]),
        isNull(profiles.deletedAt),
      ),
    )
    .limit(1);
  const value = row ?? null;
  if (started === epoch && pageCachesTrusted()) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(hostname, { value, at: Date.now() });
  }
  return value;
}
