import { createHash } from "node:crypto";
import {
  getMediaStore,
  isPublicMediaKey,
  MEDIA_URL_PREFIX,
  type MediaStore,
} from "#app/services/media/media-store.server.ts";

/**
 * The HTTP answer for `GET|HEAD /media/<key>` (docs/product/media.md#serving: stored type,
 * nosniff, sandboxing CSP). Keys are random and never reused, so a response
 * can be cached forever. Single byte ranges are honoured: Safari will not
 * play an audio or video file from a server that ignores `Range`.
 *
 * The bytes are streamed from the store (`MediaStore.open`, only the range asked
 * for): a request holds a stream's buffers, whatever the size of the file. A HEAD
 * reads no bytes. When the store has a public URL of its own (`S3_PUBLIC_URL`,
 * decision 010), the answer is a redirect there and the bucket or CDN serves the
 * bytes. Keys under a private prefix (`isPublicMediaKey`) are not served.
 */
export async function mediaResponse(request: Request, key: string, store: MediaStore = getMediaStore()) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  if (!isPublicMediaKey(key)) return notFound();

  const elsewhere = store.publicUrl(key);
  if (elsewhere !== `${MEDIA_URL_PREFIX}${key}`) {
    // Cached for a day, not forever: the key never changes, the configured base may.
    return new Response(null, {
      status: 302,
      headers: { Location: elsewhere, "Cache-Control": "public, max-age=86400" },
    });
  }

  const object = await store.head(key);
  if (!object) return notFound();

  const { size } = object;
  const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": object.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Accept-Ranges": "bytes",
    ETag: etag,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const status = range ? 206 : 200;
  const [start, end] = range ?? [0, size - 1];
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  if (request.method === "HEAD") return new Response(null, { status, headers });

  const stream = await store.open(key, range ? { start, end } : undefined);
  // Deleted since `head`, or not the object whose length the headers already give.
  if (!stream || stream.size !== size) {
    await stream?.body.cancel();
    return notFound();
  }
  return new Response(stream.body, { status, headers });
}

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is served whole (RFC 9110 allows ignoring it). */
function parseRange(header: string | null, size: number): [number, number] | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return [start, end];
}
