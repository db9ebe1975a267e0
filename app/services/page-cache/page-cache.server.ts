import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import Negotiator from "negotiator";

/*
 * Public pages, served from memory (decision 037).
 *
 * Rendering a page with React costs milliseconds; answering stored bytes costs
 * microseconds. The cache sits in front of React Router (a Hono middleware,
 * ./middleware.server.ts): an anonymous GET of a cacheable page is answered from the
 * stored page when there is one, otherwise the page is rendered, stored and answered.
 *
 * - Each variant (the caller's key: path, visitor's language, theme cookie) is stored ONCE,
 *   as the exact bytes every visitor gets: identity, gzip and brotli, compressed once when
 *   stored. A response chooses by Accept-Encoding; nothing is computed per request.
 * - A stored page carries no per-request value: its constant inline scripts are allowed by
 *   their hash in the CSP (app/lib/inline-scripts.ts), and the scripts the render marked
 *   with its CSP nonce (React Router's, on hydrated pages) are allowed by their hash too —
 *   the nonce is removed from the stored copy, and the stored CSP lists those hashes. So a
 *   304 and a 200 carry the same policy as the page the browser keeps (decision 037).
 * - Strong ETags, one per stored encoding (`"<sha256 of the page>"`, `…-br"`, `…-gz"`);
 *   `If-None-Match` naming any of the page's → 304 with the same headers as the 200.
 * - What may be stored: 200 `text/html` without Set-Cookie, for a request the caller
 *   declared cacheable; the response carries its tags in PAGE_CACHE_MARKER (e.g. the
 *   profile loader's `profile:<id>`), or the caller grants tags to the path (`site`).
 * - `invalidate(tag)` drops every page with that tag; a render that started before an
 *   invalidation is answered but not stored (epochs below), and concurrent misses share
 *   one render (single flight). Entries also expire after `ttlMs`, and the least recently
 *   used go when the cache holds more than `maxBytes`.
 */

/** Response header a loader sets (space-separated tags) to allow caching; never sent out. */
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
  "content-security-policy",
  "transfer-encoding",
  "etag",
  "set-cookie",
  "date",
  "x-request-id",
]);

export type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

export interface Variant {
  encoding: Encoding;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Every header of the 200 (and of the 304, without Content-Length and Content-Type). */
  headers: [string, string][];
  /**
   * The headers of the 200 as it left the server (every middleware's, the request's own
   * excepted), noted by the edge middleware once: the front door then answers without the
   * middleware chain (./front-door.server.ts).
   */
  wire?: Record<string, string>;
}

export interface Entry {
  key: string;
  tags: string[];
  variants: Record<Encoding, Variant>;
  etags: Set<string>;
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

/** What the caller (the middleware) knows of a request. */
export interface CacheableRequest {
  /** The variant: everything besides the database the page depends on. */
  key: string;
  /** Tags granted by the path (added to the response's own). */
  tags: string[];
  /** The CSP nonce the render will use ("" when none): scripts marked with it are allowed by hash once stored. */
  nonce: string;
  /** The Content-Security-Policy of a stored page, from the hashes of its inline scripts. */
  policy: (scriptHashes: readonly string[]) => string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
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

  ready(): boolean {
    return this.#isReady();
  }

  /** Drops every stored page with `tag`, and keeps renders already under way from storing theirs. */
  invalidate(tag: string): void {
    this.#epoch++;
    this.#invalidatedAt.set(tag, this.#epoch);
    // Requests arriving from now on must not join a render that may have read old data.
    this.#inflight.clear();
    const keys = this.#keysByTag.get(tag);
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
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  /** The stored page of `key` (counted as a hit), or null: for the front door. */
  lookup(key: string): Entry | null {
    const entry = this.#get(key);
    if (entry) this.#stats.hits++;
    return entry;
  }

  /** Counts a request the caller answered without the cache (a signed-in visitor, `?lang=`, the cache not ready). */
  countBypass(): void {
    this.#stats.bypasses++;
  }

  /**
   * Answers `request` from the cache, or through `render` (React Router) — storing the
   * result when it may be.
   */
  async handle(request: Request, cacheable: CacheableRequest, render: () => Promise<Response>): Promise<Response> {
    const { key } = cacheable;
    const entry = this.#get(key);
    if (entry) {
      this.#stats.hits++;
      return respond(entry, request, "HIT");
    }
    const pending = this.#inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) {
        this.#stats.hits++;
        return respond(shared, request, "HIT");
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
      const captured = await this.#capture(rendered, cacheable);
      settle(captured);
      if (!captured) return stripMarker(rendered);
      if (this.#mayStore(captured.tags, startEpoch)) this.#store(captured);
      return respond(captured, request, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    }
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

  #mayStore(tags: readonly string[], startEpoch: number): boolean {
    return (
      this.#isReady() &&
      this.#clearedAt <= startEpoch &&
      tags.every((tag) => (this.#invalidatedAt.get(tag) ?? 0) <= startEpoch)
    );
  }

  async #capture(response: Response, cacheable: CacheableRequest): Promise<Entry | null> {
    const marker = response.headers.get(PAGE_CACHE_MARKER);
    const tags = [...cacheable.tags, ...(marker ?? "").split(" ").filter(Boolean)];
    if (tags.length === 0 || response.status !== 200 || !response.body) return null;
    if (response.headers.has("set-cookie") || response.headers.has("content-encoding")) return null;
    if (!response.headers.get("content-type")?.startsWith("text/html")) return null;

    const { html, scriptHashes } = freezeScripts(await response.text(), cacheable.nonce);
    const identity = new TextEncoder().encode(html);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);

    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!NOT_STORED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
    });
    if (!response.headers.has("cache-control")) headers.push(["Cache-Control", "no-cache"]);
    headers.push(["Content-Security-Policy", cacheable.policy(scriptHashes)]);
    const vary = response.headers.get("vary");
    if (!vary || !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
      const at = headers.findIndex(([name]) => name.toLowerCase() === "vary");
      if (at >= 0) headers[at] = ["Vary", `${headers[at]![1]}, Accept-Encoding`];
      else headers.push(["Vary", "Accept-Encoding"]);
    }

    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const variant = (body: Uint8Array<ArrayBuffer>, encoding: Encoding, suffix: string): Variant => {
      const etag = `"${hash}${suffix}"`;
      const own: [string, string][] = [...headers, ["ETag", etag]];
      if (encoding !== "identity") own.push(["Content-Encoding", encoding]);
      return { encoding, body, etag, headers: own };
    };
    const variants: Record<Encoding, Variant> = {
      identity: variant(identity, "identity", ""),
      br: variant(new Uint8Array(br), "br", "-br"),
      gzip: variant(new Uint8Array(gz), "gzip", "-gz"),
    };
    return {
      key: cacheable.key,
      tags,
      variants,
      etags: new Set(ENCODINGS.map((encoding) => variants[encoding].etag)),
      bytes: identity.length + br.length + gz.length,
      expiresAt: this.#now() + this.#ttlMs,
    };
  }

  #store(entry: Entry): void {
    this.#delete(entry.key);
    if (entry.bytes > this.#maxBytes) return;
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(entry.key);
    }
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
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

/** The sha256 source of a CSP for an inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page without its render's nonce, and the hashes of the inline scripts that carried it.
 * Only a script the render itself marked with this response's nonce was trusted; it stays
 * trusted, by its hash (content a visitor wrote can never hold a nonce drawn after it was
 * written).
 */
export function freezeScripts(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  if (!nonce) return { html, scriptHashes: [] };
  const attribute = ` nonce="${nonce}"`;
  if (!html.includes(attribute)) return { html, scriptHashes: [] };
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = "", text = ""] = match;
    if (text && attributes.includes(attribute) && !/\ssrc=/i.test(attributes)) hashes.add(scriptHash(text));
  }
  return { html: html.replaceAll(attribute, ""), scriptHashes: [...hashes] };
}

function stripMarker(response: Response): Response {
  if (response.headers.has(PAGE_CACHE_MARKER)) response.headers.delete(PAGE_CACHE_MARKER);
  return response;
}

/** The stored variant whose ETag `If-None-Match` names (the one the browser keeps), or null. */
function matchingVariant(header: string, entry: Entry, chosen: Variant): Variant | null {
  if (header.trim() === "*") return chosen;
  for (const tag of header.split(",")) {
    const etag = tag.trim().replace(/^W\//, "");
    if (!entry.etags.has(etag)) continue;
    return ENCODINGS.map((encoding) => entry.variants[encoding]).find((variant) => variant.etag === etag) ?? null;
  }
  return null;
}

// Few distinct Accept-Encoding values exist: each is parsed once (negotiator).
const chosenEncodings = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. */
export function chooseEncoding(header: string | null): Encoding {
  if (!header) return "identity";
  let chosen = chosenEncodings.get(header);
  if (chosen) return chosen;
  // negotiator ≥ 1 breaks ties by `preferred` (its types predate the option).
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const best = negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] });
  chosen = best === "br" || best === "gzip" ? best : "identity";
  if (chosenEncodings.size > 200) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
}

/**
 * What to answer from a stored page: the variant the client gets (by Accept-Encoding), and
 * whether it already holds it (If-None-Match → 304 with the kept variant's headers).
 */
export function answerOf(
  entry: Entry,
  acceptEncoding: string | null,
  ifNoneMatch: string | null,
): { variant: Variant; notModified: boolean } {
  const chosen = entry.variants[chooseEncoding(acceptEncoding)];
  const kept = ifNoneMatch ? matchingVariant(ifNoneMatch, entry, chosen) : null;
  return kept ? { variant: kept, notModified: true } : { variant: chosen, notModified: false };
}

/** The variant a response of the cache was made from (the edge middleware notes its final headers). */
export const VARIANT_OF_RESPONSE = new WeakMap<Response, Variant>();

function respond(entry: Entry, request: Request, status: "HIT" | "MISS"): Response {
  const chosen = entry.variants[chooseEncoding(request.headers.get("Accept-Encoding"))];
  const ifNoneMatch = request.headers.get("If-None-Match");
  const kept = ifNoneMatch ? matchingVariant(ifNoneMatch, entry, chosen) : null;
  if (kept) {
    // The same headers as the 200 the browser keeps (its ETag, its CSP), without the body's.
    const headers = new Headers(kept.headers);
    headers.set(CACHE_STATUS_HEADER, status);
    headers.delete("Content-Type");
    headers.delete("Content-Encoding");
    return new Response(null, { status: 304, headers });
  }
  const headers = new Headers(chosen.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  headers.set("Content-Length", String(chosen.body.byteLength));
  const response = new Response(request.method === "HEAD" ? null : chosen.body, { status: 200, headers });
  VARIANT_OF_RESPONSE.set(response, chosen);
  return response;
}
