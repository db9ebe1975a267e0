import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { type PageCacheDecision, VARIANT_VARIABLE } from "./middleware.server.ts";
import { answerOf, CACHE_STATUS_HEADER, type PageCache, type Variant } from "./page-cache.server.ts";

/*
 * The page cache's front door (decision 037): a stored page is answered from the Node
 * request listener itself, before the Hono app — no Request/Response objects, no middleware
 * chain, the stored bytes written as they are. Its headers are the ones the full chain sent
 * for that very variant the first time (noted by edgeHeaders(), the app's first
 * middleware): the secure headers, Vary, the stored CSP. Until a variant has been answered
 * once through the chain, or for anything else, the request goes to the app.
 */

/** Headers of one response that are not replayed. */
const PER_RESPONSE = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The app's first middleware: notes the final headers of a 200 the cache answered. */
export function edgeHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const variant = c.get(VARIANT_VARIABLE as never) as Variant | undefined;
    if (!variant || variant.wire || c.res.status !== 200) return;
    // Only the stored bytes as stored: never a body a later middleware re-encoded.
    const encoding = c.res.headers.get("content-encoding") ?? "identity";
    if (encoding !== variant.encoding) return;
    if (c.res.headers.get("content-length") !== String(variant.body.byteLength)) return;
    // Nothing of one visitor's is ever replayed to the next.
    if (c.res.headers.has("set-cookie")) return;
    const wire: Record<string, string> = {};
    c.res.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name)) wire[name] = value;
    });
    wire[CACHE_STATUS_HEADER] = "HIT";
    variant.wire = wire;
  };
}

/** The request's headers as `decide` reads them (headers.get and has only), with the server's own. */
class NodeHeaders {
  constructor(
    private readonly raw: IncomingMessage["headers"],
    private readonly own: Readonly<Record<string, string | null>> = {},
  ) {}
  get(name: string): string | null {
    const key = name.toLowerCase();
    if (key in this.own) return this.own[key] ?? null;
    const value = this.raw[key];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.get(name) !== null;
  }
}

export interface FrontDoorOptions {
  getCache: () => PageCache;
  /** The same rules as the middleware's (they read only `request.headers.get`). */
  decide: (request: Request, url: URL) => PageCacheDecision;
  /** Called with the time the answer took and the request's headers (the status page's counts). */
  onAnswered?: (durationMs: number, headers: Headers) => void;
  /**
   * The request as the app will see it (decision 046): the URL `decide` gets and headers the
   * server sets in place of the client's (lower-case names, null: absent); null when only
   * the app can tell (the host is not known without the database). Default: the path as it is.
   */
  route?: (req: IncomingMessage, path: string) => { url: URL; headers: Record<string, string | null> } | null;
}

/** Returns the listener's first step: true when it answered the request from the cache. */
export function pageCacheFrontDoor(options: FrontDoorOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const path = req.url;
    if (!path || path.startsWith("/assets/")) return false;
    const started = performance.now();
    let url: URL;
    let own: Record<string, string | null> = {};
    try {
      if (options.route) {
        const routed = options.route(req, path);
        if (!routed) return false;
        url = routed.url;
        own = routed.headers;
      } else url = new URL(path, "http://front.door");
    } catch {
      return false;
    }
    const headers = new NodeHeaders(req.headers, own);
    const request = { headers } as unknown as Request;
    const decision = options.decide(request, url);
    if (decision.kind !== "cache") return false;
    const cache = options.getCache();
    if (!cache.ready()) return false;
    const entry = cache.lookup(decision.key);
    if (!entry) return false;
    const { variant, notModified } = answerOf(entry, headers.get("accept-encoding"), headers.get("if-none-match"));
    if (!variant.wire) return false;
    if (notModified) {
      const kept = { ...variant.wire };
      delete kept["content-type"];
      delete kept["content-encoding"];
      delete kept["content-length"];
      res.writeHead(304, kept);
      res.end();
    } else {
      res.writeHead(200, variant.wire);
      res.end(method === "HEAD" ? undefined : variant.body);
    }
    options.onAnswered?.(performance.now() - started, headers as unknown as Headers);
    return true;
  };
}
