import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeReviewMedia } from "#app/features/reviews/review-media.server.ts";
import { mediaResponse } from "#app/services/media/media-response.server.ts";
import {
  createLocalMediaStore,
  createS3Client,
  createS3MediaStore,
  type MediaStore,
  newMediaKey,
} from "#app/services/media/media-store.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { jpegWithExif, wavBytes } from "#tests/integration/reviews/support.ts";
import { withTestDatabase } from "#tests/setup/database.ts";
import { type S3Server, startS3rver } from "./s3rver.ts";

/*
 * One contract for every media driver: what the rest of the app relies on. The local
 * driver runs on a temporary directory; the S3 driver runs through the real
 * @aws-sdk/client-s3 over HTTP against s3rver, an S3-compatible server (npm devDependency)
 * started by this file on a free port with a temporary directory (./s3rver.ts).
 */

/** Node 20 has no Array.fromAsync. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

// The review pipeline records each upload as a media object (decision 030).
withTestDatabase();

const BUCKET = "fiable-media";
const PAGED_BUCKET = "paged-media";

let root: string;
let s3: S3Server;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-media-contract-"));
  s3 = await startS3rver([BUCKET, PAGED_BUCKET]);
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

const s3Client = (credentials = s3.credentials) =>
  createS3Client({ region: "us-east-1", endpoint: s3.endpoint, ...credentials });

const drivers: [string, () => MediaStore][] = [
  ["local disk", () => createLocalMediaStore(root)],
  ["S3-compatible", () => createS3MediaStore({ client: s3Client(), bucket: BUCKET })],
];

describe.each(drivers)("the %s media store", (_name, make) => {
  it("gives back what was put, with the type it was put with (audio/webm is not video/webm)", async () => {
    const store = make();
    const key = newMediaKey("review-media", "webm");
    const bytes = Buffer.from("fake webm bytes");
    await store.put(key, bytes, "audio/webm");
    const object = await store.get(key);
    expect(object?.contentType).toBe("audio/webm");
    expect(object?.body.equals(bytes)).toBe(true);
    expect(await store.head(key)).toEqual({ contentType: "audio/webm", size: bytes.length });
  });

  it("answers null for unknown keys and for anything that is not a key it makes", async () => {
    const store = make();
    expect(await store.get(newMediaKey("review-media", "mp3"))).toBeNull();
    expect(await store.head(newMediaKey("review-media", "mp3"))).toBeNull();
    expect(await store.get("../secrets.json")).toBeNull();
    expect(await store.head("review-media/../../etc/passwd")).toBeNull();
    await expect(store.put("review-media/evil.html", Buffer.from("x"), "text/html")).rejects.toThrow();
  });

  it("deletes, and deleting a missing key is not an error", async () => {
    const store = make();
    const key = newMediaKey("review-media", "webp");
    await store.put(key, Buffer.from("image"), "image/webp");
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("is served at /media/<key> with the stored type, nosniff and byte ranges", async () => {
    const store = make();
    const key = newMediaKey("review-media", "wav");
    const wav = wavBytes();
    await store.put(key, wav, "audio/wav");
    expect(store.publicUrl(key)).toBe(`/media/${key}`);
    const response = await mediaResponse(
      new Request(`http://x/media/${key}`, { headers: { Range: "bytes=10-19" } }),
      key,
      store,
    );
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Type")).toBe("audio/wav");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(wav.subarray(10, 20))).toBe(true);
  });

  it("lists the keys under one prefix, with when each was written", async () => {
    const store = make();
    const before = Date.now() - 2000;
    const review = newMediaKey("review-media", "webp");
    const avatar = newMediaKey("avatars", "webp");
    await store.put(review, Buffer.from("review"), "image/webp");
    await store.put(avatar, Buffer.from("avatar"), "image/webp");
    const listed = await collect(store.list("review-media"));
    const mine = listed.find((entry) => entry.key === review);
    expect(mine?.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    expect(mine?.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    expect(listed.map((entry) => entry.key)).not.toContain(avatar);
    expect(listed.every((entry) => entry.key.startsWith("review-media/"))).toBe(true);
    expect((await collect(store.list("avatars"))).map((entry) => entry.key)).toContain(avatar);
    await store.delete(review);
    expect((await collect(store.list("review-media"))).map((entry) => entry.key)).not.toContain(review);
  });

  it("receives review media through the pipeline (re-encoded photo, sniffed audio)", async () => {
    const store = make();
    const post = (body: Buffer) => new Request("http://x/upload", { method: "POST", body: new Uint8Array(body) });
    const { profile } = await createUserWithProfile();
    const photo = await storeReviewMedia(post(await jpegWithExif()), "photo", profile.id, store);
    expect(photo.body.ok && photo.body.contentType).toBe("image/webp");
    const audio = await storeReviewMedia(post(wavBytes()), "audio", profile.id, store);
    if (!audio.body.ok) throw new Error("refused");
    expect((await store.head(audio.body.key))?.contentType).toBe("audio/wav");
  });
});

describe("the S3-compatible driver", () => {
  it("stores the type and cache headers on the object, path-style, and links to the public URL when given", async () => {
    const client = s3Client();
    const store = createS3MediaStore({ client, bucket: BUCKET, publicUrl: "https://cdn.example.com/media/" });
    const key = newMediaKey("review-media", "mp4");
    await store.put(key, Buffer.from("video"), "video/mp4");
    const object = await (await client).send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe("video/mp4");
    expect(object.CacheControl).toContain("immutable");
    expect(object.ContentLength).toBe(5);
    expect(store.publicUrl(key)).toBe(`https://cdn.example.com/media/${key}`);
  });

  it("signs its requests with the configured key (s3rver refuses an unknown one)", async () => {
    const store = createS3MediaStore({
      client: s3Client({ accessKeyId: "UNKNOWN", secretAccessKey: "S3RVER" }),
      bucket: BUCKET,
    });
    await expect(store.put(newMediaKey("review-media", "mp3"), Buffer.from("x"), "audio/mpeg")).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
  });

  it("lists a prefix page after page (ListObjectsV2 continuation)", async () => {
    const store = createS3MediaStore({ client: s3Client(), bucket: PAGED_BUCKET, listPageSize: 2 });
    const keys = Array.from({ length: 5 }, () => newMediaKey("portfolio", "webp"));
    for (const key of keys) await store.put(key, Buffer.from(key), "image/webp");
    await store.put(newMediaKey("blog-images", "webp"), Buffer.from("other"), "image/webp");
    // Pages of 2: a driver that did not follow the continuation token would list 2 keys.
    const listed = (await collect(store.list("portfolio"))).map((entry) => entry.key);
    expect(listed.sort()).toEqual([...keys].sort());
  });
});

describe("the local disk driver", () => {
  it("lists neither the type sidecars nor half-written temporaries", async () => {
    const store = createLocalMediaStore(root);
    const key = newMediaKey("blog-images", "webp");
    await store.put(key, Buffer.from("cover"), "image/webp");
    await writeFile(join(root, `${key}.tmp-1-abc`), "half");
    const listed = (await collect(store.list("blog-images"))).map((entry) => entry.key);
    expect(listed).toEqual([key]);
  });
});
