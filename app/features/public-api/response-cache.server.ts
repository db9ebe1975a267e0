import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import {
  onPageCachesCleared,
  onProfileInvalidated,
  pageCacheScope,
  pageCachesTrusted,
} from "#app/services/page-cache/index.server.ts";

/*
 * The read API's answers, kept in this process's memory (decision 031): the JSON body of
 * a profile's summary or of one page of its reviews, with its ETag. Kept true the way the
 * public page's cache is (invalidate-profile.server.ts): invalidateProfile(profileId) drops
 * the profile's entries here at once and, through PostgreSQL's NOTIFY, in every other
 * process; while this process may miss an invalidation (its LISTEN connection down) nothing
 * is served from memory nor stored. An answer computed while an invalidation of its profile
 * arrived is answered but not stored (epochs). Entries expire after TTL_MS anyway, and the
 * oldest go past MAX_ENTRIES.
 */

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

export interface CachedAnswer {
  profileId: string;
  body: string;
  etag: string;
  /** The body gzipped, made on first use and kept with the entry (see gzipOf). */
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * The answer's body gzipped once: the compression middleware would compress it again for
 * every request (a stream per response, the largest cost of a cached answer).
 */
export function gzipOf(answer: CachedAnswer): Uint8Array<ArrayBuffer> {
  answer.gzip ??= new Uint8Array(gzipSync(answer.body, { level: 6 }));
  return answer.gzip;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/** A weak ETag: a hash of the body (the compression middleware may re-encode it). */
export function etagOf(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

class ApiResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByProfile = new Map<string, Set<string>>();
  #epoch = 0;
  readonly #invalidatedAt = new Map<string, number>();
  #clearedAt = 0;
  #scope: object | null = null;

  /** Subscribes to the invalidations (again, after closePageCache() started them over). */
  #subscribe(): void {
    const scope = pageCacheScope();
    if (scope === this.#scope) return;
    this.#scope = scope;
    this.clear();
    onProfileInvalidated((profileId) => this.invalidate(profileId));
    onPageCachesCleared(() => this.clear());
  }

  invalidate(profileId: string): void {
    this.#epoch++;
    this.#invalidatedAt.set(profileId, this.#epoch);
    const keys = this.#keysByProfile.get(profileId);
    if (keys) for (const key of [...keys]) this.#delete(key);
    this.#keysByProfile.delete(profileId);
    if (this.#invalidatedAt.size > 50_000) this.clear();
  }

  clear(): void {
    this.#epoch++;
    this.#clearedAt = this.#epoch;
    this.#invalidatedAt.clear();
    this.#entries.clear();
    this.#keysByProfile.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer under `key`, or the one `compute` makes (null: nothing to store, e.g. an
   * unknown profile), stored when no invalidation of its profile arrived meanwhile.
   */
  async get(key: string, compute: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
    this.#subscribe();
    const trusted = pageCachesTrusted();
    if (trusted) {
      const entry = this.#entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry;
      if (entry) this.#delete(key);
    }
    const startEpoch = this.#epoch;
    const answer = await compute();
    if (!answer || !trusted || !pageCachesTrusted()) return answer;
    if (this.#clearedAt > startEpoch || (this.#invalidatedAt.get(answer.profileId) ?? 0) > startEpoch) return answer;
    this.#store(key, answer);
    return answer;
  }

  #store(key: string, answer: CachedAnswer): void {
    this.#delete(key);
    while (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { ...answer, expiresAt: Date.now() + TTL_MS });
    let keys = this.#keysByProfile.get(answer.profileId);
    if (!keys) {
      keys = new Set();
      this.#keysByProfile.set(answer.profileId, keys);
    }
    keys.add(key);
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    const keys = this.#keysByProfile.get(entry.profileId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByProfile.delete(entry.profileId);
  }
}

let cache: ApiResponseCache | undefined;

/** The process's cache of read API answers. */
export function apiResponseCache(): ApiResponseCache {
  cache ??= new ApiResponseCache();
  return cache;
}
