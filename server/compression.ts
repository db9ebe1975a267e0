import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import Negotiator from "negotiator";

/*
 * Compression of the app's answers (stored pages excepted: the page cache keeps its own
 * gzip and brotli copies, decision 037).
 *
 * A whole body of known length up to BUFFERED_LIMIT — a page of islands rendered to one
 * string (app/entry.server.tsx), a JSON answer — is gzipped in one call of node:zlib, off
 * the event loop. Hono's compress() does it through the web CompressionStream, about twice
 * the CPU for the same bytes (a rendered public page: 1.5 ms against 0.8 ms, decision 039).
 * A streamed body (a hydrated page, a download) keeps compress(), which streams.
 *
 * Level 3, not zlib's default 6: these bodies are compressed on every request (a stored
 * page is compressed once, at the best levels). On the 56 KB trust page, level 3 takes
 * 0.29 ms for 12.5 KB, level 6 0.49 ms for 11.4 KB — a tenth more bytes for two fifths
 * less CPU (levels 1–3 use zlib's fast strategy; nginx's own default is 1). Decision 039.
 */

const gzip = promisify(gzipCallback);
const GZIP_LEVEL = 3;

/** Below this, compressing costs more than it saves (compress()'s own threshold). */
const THRESHOLD = 1024;
/** Above this, a body is streamed rather than held in memory to be compressed. */
const BUFFERED_LIMIT = 1024 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Compression for the whole app: registered once, before the routes (server/http.ts). */
export function compression(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const res = c.res;
      const length = Number(res.headers.get("Content-Length"));
      if (
        !res.body ||
        !(length >= THRESHOLD && length <= BUFFERED_LIMIT) ||
        c.req.method === "HEAD" ||
        res.status === 206 ||
        res.headers.has("Content-Encoding") ||
        NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "") ||
        !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "")
      ) {
        return;
      }
      const headers = new Headers(res.headers);
      const vary = headers.get("Vary");
      if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
        headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
      if (!acceptsGzip(c.req.header("Accept-Encoding"))) {
        if (headers.get("Vary") !== vary) replace(c, new Response(res.body, { status: res.status, headers }));
        return;
      }
      const zipped = await gzip(new Uint8Array(await res.arrayBuffer()), { level: GZIP_LEVEL });
      headers.set("Content-Encoding", "gzip");
      headers.set("Content-Length", String(zipped.byteLength));
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
      replace(c, new Response(zipped, { status: res.status, headers }));
    });
}

/** Replace, not merge: Hono's `res` setter would copy the old response's headers (Content-Length) over ours. */
function replace(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}

/** Whether `Accept-Encoding` takes gzip (negotiator, as the page cache's chooseEncoding). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return new Negotiator({ headers: { "accept-encoding": header } }).encoding(["gzip"]) === "gzip";
}
