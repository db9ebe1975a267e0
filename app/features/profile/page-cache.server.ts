import { createHash } from "node:crypto";
import { crc32, deflateRawSync, type ZlibOptions, constants as zlibConstants } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { visitorLanguage } from "#app/services/i18n/resolve-language.ts";
import { parseThemeCookie } from "#app/services/theme/theme.ts";
import { hasSessionCookie } from "./get-viewer.server.ts";
import { normalizeProfileAddress } from "./reserved-slugs.ts";

/*
 * The anonymous public page, served from memory.
 *
 * Rendering /{slug} with React costs milliseconds; serving stored bytes costs
 * microseconds. This cache sits in front of React Router (a Hono middleware, after
 * secureHeaders and compress): an anonymous GET of /{slug} is answered from the stored
 * page when there is one, otherwise the page is rendered, stored and answered.
 *
 * What is stored, and why it is correct:
 * - Only responses the profile loader marked with PAGE_CACHE_MARKER (the profile's id):
 *   the loader sets it for anonymous viewers only, never for the owner's page (which holds
 *   the real WhatsApp number and owner controls). Requests carrying a session cookie are
 *   never looked up nor stored either.
 * - One entry per (address, the visitor's language or "page", theme cookie): the only
 *   inputs of the anonymous page besides the database (decision 027: a visitor who names
 *   none of our languages gets the owner's). `?lang=` (which sets a cookie) is not cached.
 * - Each response needs its own CSP nonce, and the stored page holds the one
 *   it was rendered with. The page is stored split at the nonce, and each segment
 *   compressed once (raw deflate, sync-flushed, so segments concatenate into one valid
 *   stream); a response is the segments with the request's nonce in between, the nonce as
 *   an uncompressed "stored" deflate block, then the gzip trailer (CRC-32 and length of
 *   the whole page). No per-request compression, every response with a fresh nonce.
 * - `invalidateProfile(profileId)` (invalidate-profile.server.ts) drops a profile's
 *   entries at once; a render that started before an invalidation is answered but not
 *   stored (epochs below), and concurrent misses share one render (single flight).
 * - Entries also expire after `ttlMs`, and the least recently used go when the cache
 *   holds more than `maxBytes`.
 *
 * Responses carry a weak ETag (If-None-Match → 304) and `Cache-Control` with
 * stale-while-revalidate set by the loader, so a CDN in front can help too.
 */

/** Response header the profile loader sets (value: the profile id) to allow caching; never sent out. */
export const PAGE_CACHE_MARKER = "x-fiable-page-cache";
/** Response header saying how the page was served: HIT, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = "x-fiable-cache";

const DEFAULT_TTL_MS = 10 * 60_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Headers of the rendered response that are not replayed from the cache. */
const NOT_STORED_HEADERS = new Set([
  PAGE_CACHE_MARKER,
  CACHE_STATUS_HEADER,
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "set-cookie",
  "date",
  "x-request-id",
]);

interface Entry {
  key: string;
  profileId: string;
  etag: string;
  /** The page split at its nonce. */
  plain: Buffer[];
  /** Each segment as raw deflate, sync-flushed. */
  deflated: Buffer[];
  /** CRC-32 of each plain segment, and the operator that appends a segment of its length (crc32Combine). */
  segmentCrcs: number[];
  segmentOps: number[];
  /** Fast compression when stored; recompressed smaller once the entry is used again. */
  level: 1 | 6;
  nonceLength: number;
  headers: [string, string][];
  bytes: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** False while the cache cannot trust that it hears every invalidation (its LISTEN connection down): it then neither serves nor stores. */
  isReady?: () => boolean;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
}

type Decision = { kind: "pass" } | { kind: "bypass" } | { kind: "cache"; key: string; refresh: boolean };

export class ProfilePageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByProfile = new Map<string, Set<string>>();
  readonly #inflight = new Map<string, Promise<Entry | null>>();
  /** Incremented by every invalidation; a render records it when it starts. */
  #epoch = 0;
  readonly #invalidatedAt = new Map<string, number>();
  #clearedAt = 0;
  #bytes = 0;
  readonly #stats = { hits: 0, misses: 0, bypasses: 0 };
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #isReady: () => boolean;

  constructor(options: PageCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#now = options.now ?? Date.now;
    this.#isReady = options.isReady ?? (() => true);
  }

  stats(): PageCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, ...this.#stats };
  }

  /** Drops every stored page of the profile, and keeps renders already under way from storing theirs. */
  invalidate(profileId: string): void {
    this.#epoch++;
    this.#invalidatedAt.set(profileId, this.#epoch);
    // Requests arriving from now on must not join a render that may have read old data.
    this.#inflight.clear();
    const keys = this.#keysByProfile.get(profileId);
    if (keys) for (const key of [...keys]) this.#delete(key);
    // A bound on the bookkeeping: past this many, forget them all at once.
    if (this.#invalidatedAt.size > 50_000) this.clear();
  }

  /** Drops everything (e.g. after missing invalidation messages). */
  clear(): void {
    this.#epoch++;
    this.#clearedAt = this.#epoch;
    this.#invalidatedAt.clear();
    this.#inflight.clear();
    this.#entries.clear();
    this.#keysByProfile.clear();
    this.#bytes = 0;
  }

  /**
   * Answers `request` from the cache, or through `render` (React Router) — storing the
   * result when the loader allowed it. `nonce` is this response's CSP nonce.
   */
  async handle(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
    const decision = this.#decide(request);
    if (decision.kind === "pass") return stripMarker(await render());
    if (decision.kind === "bypass") {
      this.#stats.bypasses++;
      const response = stripMarker(await render());
      response.headers.set(CACHE_STATUS_HEADER, "BYPASS");
      return response;
    }

    const { key, refresh } = decision;
    if (!refresh) {
      const entry = this.#get(key);
      if (entry) {
        this.#stats.hits++;
        this.#recompress(entry);
        return respond(entry, request, nonce, "HIT");
      }
      const pending = this.#inflight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          this.#stats.hits++;
          return respond(shared, request, nonce, "HIT");
        }
      }
    }

    this.#stats.misses++;
    const startEpoch = this.#epoch;
    let settle!: (entry: Entry | null) => void;
    const promise = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    this.#inflight.set(key, promise);
    try {
      const rendered = await render();
      const entry = await this.#capture(key, rendered, nonce);
      settle(entry);
      if (!entry) return stripMarker(rendered);
      if (this.#mayStore(entry.profileId, startEpoch)) this.#store(entry);
      return respond(entry, request, nonce, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    }
  }

  #decide(request: Request): Decision {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return { kind: "pass" };
    const url = new URL(request.url);
    const address = addressOfPath(url.pathname);
    if (!address) return { kind: "pass" };
    if (!this.#isReady() || hasSessionCookie(request) || url.searchParams.has("lang")) return { kind: "bypass" };
    const cookie = request.headers.get("Cookie");
    // The visitor's language, or "page": the owner's (decision 027), the same for every
    // visitor who names none of ours.
    const visitor = visitorLanguage({ url, cookie, acceptLanguage: request.headers.get("Accept-Language") });
    const key = `${address}|${visitor?.lang ?? "page"}|${parseThemeCookie(cookie)}`;
    return { kind: "cache", key, refresh: isNoCache(request) };
  }

  #get(key: string): Entry | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(key);
      return null;
    }
    // Least recently used goes first: move to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #mayStore(profileId: string, startEpoch: number): boolean {
    return this.#isReady() && this.#clearedAt <= startEpoch && (this.#invalidatedAt.get(profileId) ?? 0) <= startEpoch;
  }

  async #capture(key: string, response: Response, nonce: string): Promise<Entry | null> {
    const profileId = response.headers.get(PAGE_CACHE_MARKER);
    if (!profileId || response.status !== 200 || !response.body) return null;
    if (response.headers.has("set-cookie") || response.headers.has("content-encoding")) return null;
    if (!response.headers.get("content-type")?.startsWith("text/html")) return null;

    const html = Buffer.from(await response.arrayBuffer());
    const plain = splitAt(html, nonce);
    // A miss must answer fast: level 1 now, level 6 if the page is served again (#recompress).
    const nonceLength = Buffer.byteLength(nonce);
    const deflated = deflateSegments(plain, nonceLength, 1);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!NOT_STORED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    const hash = createHash("sha256");
    for (const part of plain) hash.update(part).update("\0");
    const bytes = plain.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, p) => n + p.length, 0);
    return {
      key,
      profileId,
      etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
      plain,
      deflated,
      segmentCrcs: plain.map((part) => crc32(part)),
      segmentOps: plain.map((part) => combineOperator(part.length)),
      level: 1,
      nonceLength,
      headers,
      bytes,
      expiresAt: this.#now() + this.#ttlMs,
    };
  }

  /** Once, after the response that reused it: the entry's segments at level 6 (about 10 % smaller). */
  #recompress(entry: Entry): void {
    if (entry.level !== 1) return;
    entry.level = 6;
    setImmediate(() => {
      if (this.#entries.get(entry.key) !== entry) return;
      const deflated = deflateSegments(entry.plain, entry.nonceLength, 6);
      const before = entry.deflated.reduce((n, p) => n + p.length, 0);
      const after = deflated.reduce((n, p) => n + p.length, 0);
      entry.deflated = deflated;
      entry.bytes += after - before;
      this.#bytes += after - before;
    });
  }

  #store(entry: Entry): void {
    this.#delete(entry.key);
    if (entry.bytes > this.#maxBytes) return;
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.bytes;
    let keys = this.#keysByProfile.get(entry.profileId);
    if (!keys) {
      keys = new Set();
      this.#keysByProfile.set(entry.profileId, keys);
    }
    keys.add(entry.key);
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    const keys = this.#keysByProfile.get(entry.profileId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByProfile.delete(entry.profileId);
  }
}

/*
 * Each segment is compressed on its own (a fresh raw deflate stream, sync-flushed so that
 * it ends on a byte boundary and the streams concatenate). To compress as well as one
 * stream would, each starts with the page so far as its dictionary — with every nonce
 * replaced by 0xFF bytes, which UTF-8 text never contains: a back-reference can never
 * match inside a nonce, so whatever nonce the response carries, every reference still
 * points at the same bytes (the nonce has the same length in every response).
 */
const WINDOW = 32 * 1024;
const PLACEHOLDER_BYTE = 0xff;

function deflateSegments(plain: Buffer[], nonceLength: number, level: 1 | 6): Buffer[] {
  const total = plain.reduce((n, p) => n + p.length, 0) + nonceLength * (plain.length - 1);
  const history = Buffer.alloc(total, PLACEHOLDER_BYTE);
  let offset = 0;
  return plain.map((part, i) => {
    if (i > 0) offset += nonceLength;
    const options: ZlibOptions = { level, finishFlush: zlibConstants.Z_SYNC_FLUSH };
    if (offset > 0) options.dictionary = history.subarray(Math.max(0, offset - WINDOW), offset);
    part.copy(history, offset);
    offset += part.length;
    return deflateRawSync(part, options);
  });
}

/** `/camille-martin` (or with a trailing slash) → "camille-martin"; null for any other path. */
function addressOfPath(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1]!.endsWith(".data")) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return normalizeProfileAddress(segment);
}

/** A hard reload (or `curl -H 'Cache-Control: no-cache'`) renders afresh and refreshes the entry. */
function isNoCache(request: Request): boolean {
  const cacheControl = request.headers.get("Cache-Control");
  if (cacheControl && /(?:^|,)\s*(?:no-cache|max-age=0)\s*(?:,|$)/i.test(cacheControl)) return true;
  return request.headers.get("Pragma")?.toLowerCase() === "no-cache";
}

function stripMarker(response: Response): Response {
  if (response.headers.has(PAGE_CACHE_MARKER)) response.headers.delete(PAGE_CACHE_MARKER);
  return response;
}

/** The parts of `html` between the occurrences of `nonce` (one part when there is none). */
function splitAt(html: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [html];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

function acceptsGzip(request: Request): boolean {
  const accept = request.headers.get("Accept-Encoding");
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding?.trim().toLowerCase() !== "gzip" && coding?.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

function respond(entry: Entry, request: Request, nonce: string, status: "HIT" | "MISS"): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  headers.set(CACHE_STATUS_HEADER, status);
  if (etagMatches(request.headers.get("If-None-Match"), entry.etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const nonceBytes = Buffer.from(nonce);
  // The stored segments assume a nonce of the length they were rendered with.
  const gzip = acceptsGzip(request) && nonceBytes.length === entry.nonceLength;
  const body = gzip ? gzipBody(entry, nonceBytes) : plainBody(entry, nonceBytes);
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}

function plainBody(entry: Entry, nonce: Buffer): Buffer {
  const chunks: Buffer[] = [];
  entry.plain.forEach((part, i) => {
    if (i > 0) chunks.push(nonce);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

// gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
// Last deflate block: final, stored, empty.
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A non-final "stored" deflate block holding `data` as is (byte-aligned, as sync flush leaves the stream). */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function gzipBody(entry: Entry, nonce: Buffer): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  // The page's CRC from the segments' precomputed ones and the nonce's: no pass over the page.
  const nonceCrc = crc32(nonce);
  const nonceOp = combineOperator(nonce.length);
  let crc = 0;
  let size = 0;
  entry.deflated.forEach((part, i) => {
    if (i > 0) {
      chunks.push(storedBlockHeader(nonce.length), nonce);
      crc = crc32Combine(crc, nonceCrc, nonceOp);
      size += nonce.length;
    }
    chunks.push(part);
    crc = i === 0 ? entry.segmentCrcs[0]! : crc32Combine(crc, entry.segmentCrcs[i]!, entry.segmentOps[i]!);
    size += entry.plain[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, which Node
 * does not expose): crc(A‖B) = crc(A)·x^(8·len(B)) mod P ⊕ crc(B), in the reflected
 * bit order of CRC-32. The operator x^(8·len) depends only on the length.
 */
const CRC_POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}

// x^(2^n) mod P, n = 0…31.
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** x^(8·length) mod P: appends `length` bytes in crc32Combine. */
function combineOperator(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
  }
  return p >>> 0;
}

function crc32Combine(crcA: number, crcB: number, operatorOfB: number): number {
  return (multModP(operatorOfB, crcA) ^ crcB) >>> 0;
}

/**
 * The Hono middleware (server/http.ts, after secureHeaders and compress): answers
 * anonymous GETs of /{slug} from `cache`.
 */
export function profilePageCacheMiddleware(getCache: () => ProfilePageCache): MiddlewareHandler {
  return async (c, next) => {
    const original = c.req.raw;
    const nonce = (c.get("secureHeadersNonce") as string | undefined) ?? "";
    let rendered: Response | undefined;
    const response = await getCache().handle(original, nonce, async () => {
      await next();
      rendered = c.res;
      return c.res;
    });
    if (response !== rendered) {
      // Replace, not merge: Hono's `res` setter would copy the rendered response's headers over ours.
      c.res = undefined as unknown as Response;
      c.res = response;
    }
  };
}
