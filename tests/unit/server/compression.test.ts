import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "#server/compression.ts";

/*
 * The app's compression (server/compression.ts): a whole body of known length is gzipped in
 * one call with correct headers; a streamed body keeps Hono's streaming compress().
 */

const page = `<!DOCTYPE html><html><body>${"<p>Avis vérifié — très bon travail.</p>".repeat(200)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get("/whole", (c) => {
    c.header("Vary", "Cookie");
    c.header("ETag", '"abc"');
    return c.body(page, 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(page)),
    });
  });
  hono.get("/small", (c) => c.body("court", 200, { "Content-Type": "text/plain", "Content-Length": "5" }));
  hono.get("/no-transform", (c) =>
    c.body(page, 200, {
      "Content-Type": "text/html",
      "Content-Length": String(Buffer.byteLength(page)),
      "Cache-Control": "no-transform",
    }),
  );
  hono.get("/image", (c) =>
    c.body(page, 200, { "Content-Type": "image/png", "Content-Length": String(Buffer.byteLength(page)) }),
  );
  hono.get("/stream", () => {
    const bytes = new TextEncoder().encode(page);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1000));
        controller.enqueue(bytes.subarray(1000));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html" } });
  });
  return hono;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, { method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("compression", () => {
  it("gzips a whole body in one piece, with its length, Vary and a weak ETag", async () => {
    const res = await get("/whole", "gzip, deflate, br");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(gunzipSync(body).toString("utf8")).toBe(page);
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(res.headers.get("ETag")).toBe('W/"abc"');
  });

  it("sends it as it is to a client that takes no gzip, still varying on Accept-Encoding", async () => {
    for (const accept of [undefined, "identity", "br", "gzip;q=0"]) {
      const res = await get("/whole", accept);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(await res.text()).toBe(page);
      expect(res.headers.get("Vary")).toBe(
        accept === undefined ? "Cookie, Accept-Encoding" : "Cookie, Accept-Encoding",
      );
      expect(res.headers.get("ETag")).toBe('"abc"');
    }
    expect((await get("/whole", "*")).headers.get("Content-Encoding")).toBe("gzip");
  });

  it("leaves small bodies, no-transform, and types that do not compress alone", async () => {
    for (const path of ["/small", "/no-transform", "/image"]) {
      const res = await get(path, "gzip");
      expect(res.headers.get("Content-Encoding"), path).toBeNull();
    }
  });

  it("streams a body of unknown length through compress()", async () => {
    const res = await get("/stream", "gzip");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(page);
  });
});
