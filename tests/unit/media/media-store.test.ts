import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaKeyFromUrl } from "#app/services/media/media-objects.server.ts";
import { mediaResponse } from "#app/services/media/media-response.server.ts";
import {
  createLocalMediaStore,
  isMediaKey,
  type MediaStore,
  newMediaKey,
} from "#app/services/media/media-store.server.ts";

let root: string;
let store: MediaStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-media-"));
  store = createLocalMediaStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("newMediaKey", () => {
  it("makes prefix/yyyy/mm/<random>.ext keys, unique every time", () => {
    const key = newMediaKey("review-media", ".WEBP", new Date("2026-11-05T12:00:00Z"));
    expect(key).toMatch(/^review-media\/2026\/11\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(isMediaKey(key)).toBe(true);
    expect(newMediaKey("avatars", "webp")).not.toBe(newMediaKey("avatars", "webp"));
  });

  it("refuses unknown prefixes and odd extensions", () => {
    expect(() => newMediaKey("secrets" as "avatars", "webp")).toThrow();
    expect(() => newMediaKey("avatars", "../x")).toThrow();
    expect(() => newMediaKey("avatars", "")).toThrow();
  });
});

describe("isMediaKey / mediaKeyFromUrl", () => {
  it("accepts only keys the server could have made", () => {
    const key = newMediaKey("portfolio", "jpg");
    expect(mediaKeyFromUrl(`/media/${key}`)).toBe(key);
    for (const bad of [
      "../etc/passwd",
      "avatars/2026/11/../../../etc/passwd",
      `${key}.meta.json`,
      "avatars/2026/11/short.webp",
      "other/2026/11/aaaaaaaaaaaaaaaaaaaaaa.webp",
      `/${key}`,
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
    expect(mediaKeyFromUrl("https://example.com/media/x.webp")).toBeNull();
    // Another host's URL ending with a key is not ours.
    expect(mediaKeyFromUrl(`https://example.com/media/${key}`)).toBeNull();
    const cdn = { ...store, publicUrl: (k: string) => `https://cdn.example/media/${k}` };
    expect(mediaKeyFromUrl(`https://cdn.example/media/${key}`, cdn)).toBe(key);
    expect(mediaKeyFromUrl(null)).toBeNull();
  });
});

describe("local media store", () => {
  it("puts, gets and deletes with the stored content type", async () => {
    const key = newMediaKey("review-media", "webm");
    await store.put(key, Buffer.from("audio bytes"), "audio/webm");
    const object = await store.get(key);
    expect(object?.body.toString()).toBe("audio bytes");
    expect(object?.contentType).toBe("audio/webm");
    expect(store.publicUrl(key)).toBe(`/media/${key}`);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    // No temporary or sidecar files are left behind.
    expect((await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())).toEqual([]);
  });

  it("falls back to the extension when the sidecar is missing", async () => {
    const key = newMediaKey("blog-images", "webp");
    await store.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    await rm(join(root, `${key}.meta.json`));
    expect((await store.get(key))?.contentType).toBe("image/webp");
  });

  it("never reads outside its root", async () => {
    expect(await store.get("../outside.txt")).toBeNull();
    await expect(store.put("../outside.txt", Buffer.from("x"), "text/plain")).rejects.toThrow();
  });
});

describe("mediaResponse", () => {
  it("serves the bytes with safe headers, ranges and 404s", async () => {
    const key = newMediaKey("review-media", "mp4");
    await store.put(key, Buffer.from("0123456789"), "video/mp4");
    const url = `http://localhost/media/${key}`;

    const full = await mediaResponse(new Request(url), key, store);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    expect(full.headers.get("content-security-policy")).toContain("sandbox");
    expect(await full.text()).toBe("0123456789");

    const part = await mediaResponse(new Request(url, { headers: { Range: "bytes=2-4" } }), key, store);
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-4/10");
    expect(await part.text()).toBe("234");

    const tail = await mediaResponse(new Request(url, { headers: { Range: "bytes=-3" } }), key, store);
    expect(await tail.text()).toBe("789");

    const beyond = await mediaResponse(new Request(url, { headers: { Range: "bytes=20-" } }), key, store);
    expect(beyond.status).toBe(416);

    const cached = await mediaResponse(
      new Request(url, { headers: { "If-None-Match": full.headers.get("etag")! } }),
      key,
      store,
    );
    expect(cached.status).toBe(304);

    expect((await mediaResponse(new Request(url), "../../etc/passwd", store)).status).toBe(404);
    expect((await mediaResponse(new Request(url), newMediaKey("avatars", "webp"), store)).status).toBe(404);
  });
});
