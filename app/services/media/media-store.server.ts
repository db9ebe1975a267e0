import { randomBytes } from "node:crypto";
import { createReadStream, type Dirent } from "node:fs";
import {
  copyFile,
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { type Env, parseEnv } from "#app/lib/env.server.ts";

/**
 * Where user media lives (decision 030). Callers only see this interface, so
 * the local-disk and S3-compatible drivers are interchangeable. Keys are always made by `newMediaKey`, never from a file name.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** Like `put`, from a file on disk read as a stream (an archive too large to hold in memory). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /**
   * The whole object in memory; null when the key is unknown or not a key this store could
   * have made. Only for the files the server itself reads whole, whose size an upload limit
   * bounds (the share image, a blog article's images, a review's original being processed);
   * what is served to browsers is read with `open`.
   */
  get(key: string): Promise<MediaObject | null>;
  /** The stored type and size, without the bytes; null like `get`. */
  head(key: string): Promise<MediaHead | null>;
  /**
   * A stream of the object's bytes, or of `range` (both ends included, within the object):
   * the disk driver reads that part of the file, the S3 one asks for it with a `Range`
   * header, so a request holds a stream's buffers, never the object. `size` is the whole
   * object's. Null like `get`. Cancelling the stream closes the file or connection.
   */
  open(key: string, range?: ByteRange): Promise<MediaStream | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Path the browser fetches the object from. */
  publicUrl(key: string): string;
  /** Every key under one prefix with when it was written, in no particular order. */
  list(prefix: MediaPrefix): AsyncIterable<StoredKey>;
}

export interface StoredKey {
  key: string;
  lastModified: Date;
}

export interface MediaObject {
  body: Buffer;
  contentType: string;
}

export interface MediaHead {
  contentType: string;
  /** In bytes, of the whole object. */
  size: number;
}

/** First and last byte offsets, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStream extends MediaHead {
  body: ReadableStream<Uint8Array>;
}

/** The storage "buckets" are key prefixes. */
export const MEDIA_PREFIXES = [
  "review-media",
  "blog-images",
  "avatars",
  "portfolio",
  "review-originals",
  "account-exports",
] as const;
export type MediaPrefix = (typeof MEDIA_PREFIXES)[number];

/**
 * Prefixes never served at /media/*: a review's original upload, kept until it is processed;
 * an account's data export, downloaded only through its signed link (decision 034).
 */
const PRIVATE_MEDIA_PREFIXES: readonly MediaPrefix[] = ["review-originals", "account-exports"];

export const MEDIA_URL_PREFIX = "/media/";

const KEY_PATTERN = new RegExp(`^(?:${MEDIA_PREFIXES.join("|")})/\\d{4}/\\d{2}/[A-Za-z0-9_-]{16,64}\\.[a-z0-9]{1,5}$`);

/** `review-media/2026/11/<22 random url-safe chars>.webp` */
export function newMediaKey(prefix: MediaPrefix, ext: string, now = new Date()): string {
  if (!MEDIA_PREFIXES.includes(prefix)) throw new Error(`Unknown media prefix: ${prefix}`);
  const extension = ext.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error(`Invalid media extension: ${ext}`);
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${prefix}/${year}/${month}/${randomBytes(16).toString("base64url")}.${extension}`;
}

/**
 * True for the keys `newMediaKey` makes. This is the guard that keeps a
 * request path (`/media/../../etc/passwd`, `….meta.json`) out of the disk.
 */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A key `/media/<key>` may serve: a store key outside the private prefixes. */
export function isPublicMediaKey(key: string): boolean {
  return isMediaKey(key) && !PRIVATE_MEDIA_PREFIXES.some((prefix) => key.startsWith(`${prefix}/`));
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  gif: "image/gif",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  zip: "application/zip",
};

/** Type implied by a key's extension; the fallback when no type was recorded. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

// ─── local disk driver ──────────────────────────────────────────────────────

/**
 * Writes `path` and its sidecar through temporary names: both temporaries are written before
 * either is renamed, so a disk that fills leaves neither a partial file nor a sidecar
 * without its file.
 */
async function writeInPlace(path: string, contentType: string, write: (tmp: string) => Promise<void>) {
  await mkdir(dirname(path), { recursive: true });
  const tmpSuffix = `.tmp-${process.pid}-${randomBytes(6).toString("hex")}`;
  try {
    await write(`${path}${tmpSuffix}`);
    const { size } = await stat(`${path}${tmpSuffix}`);
    await writeFile(`${path}.meta.json${tmpSuffix}`, JSON.stringify({ contentType, size }));
    await rename(`${path}.meta.json${tmpSuffix}`, `${path}.meta.json`);
    await rename(`${path}${tmpSuffix}`, path);
  } catch (error) {
    await Promise.all(
      [`${path}${tmpSuffix}`, `${path}.meta.json${tmpSuffix}`, `${path}.meta.json`].map((file) =>
        rm(file, { force: true }).catch(() => undefined),
      ),
    );
    throw error;
  }
}

/**
 * Files under `<root>/<key>`, with the stored content type in a
 * `<key>.meta.json` sidecar (an extension alone cannot tell audio/webm from
 * video/webm). Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return join(root, key);
  };

  return {
    async put(key, bytes, contentType) {
      await writeInPlace(pathOf(key), contentType, (tmp) => writeFile(tmp, bytes));
    },

    async putFile(key, source, contentType) {
      await writeInPlace(pathOf(key), contentType, (tmp) => copyFile(source, tmp));
    },

    async get(key) {
      if (!isMediaKey(key)) return null;
      const path = join(root, key);
      let body: Buffer;
      try {
        body = await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return { body, contentType: await readContentType(path, key) };
    },

    async head(key) {
      if (!isMediaKey(key)) return null;
      const path = join(root, key);
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return { contentType: await readContentType(path, key), size };
    },

    async open(key, range) {
      if (!isMediaKey(key)) return null;
      const path = join(root, key);
      let file: FileHandle;
      try {
        file = await open(path, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        const { size } = await file.stat();
        const contentType = await readContentType(path, key);
        return {
          body: fileStream(file, range?.start ?? 0, Math.min(range?.end ?? size - 1, size - 1)),
          contentType,
          size,
        };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async delete(key) {
      if (!isMediaKey(key)) return;
      const path = join(root, key);
      await rm(path, { force: true });
      await rm(`${path}.meta.json`, { force: true });
    },

    publicUrl(key) {
      return `${MEDIA_URL_PREFIX}${key}`;
    },

    async *list(prefix) {
      if (!MEDIA_PREFIXES.includes(prefix)) throw new Error(`Unknown media prefix: ${prefix}`);
      let entries: Dirent[];
      try {
        entries = await readdir(join(root, prefix), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // Sidecars (`.meta.json`) and half-written temporaries are not keys.
        const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
        if (!isMediaKey(key)) continue;
        try {
          yield { key, lastModified: (await stat(join(root, key))).mtime };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    },
  };
}

/** Bytes per read of `fileStream`: what a Node read stream reads at a time. */
const FILE_CHUNK = 64 * 1024;

/**
 * The bytes `start`…`end` of an open file, read at their position as the reader asks for
 * them (one chunk ahead); the file is closed at the end, on a failed read, and when the
 * reader cancels (an HTTP client that went away). Not `Readable.toWeb(createReadStream())`:
 * Node 20's adapter copies every chunk, twice the garbage per byte served.
 */
function fileStream(file: FileHandle, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let closed = false;
  const close = () => {
    if (closed) return Promise.resolve();
    closed = true;
    return file.close();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const length = Math.min(FILE_CHUNK, end + 1 - position);
        const { bytesRead, buffer } =
          length > 0
            ? await file.read(Buffer.allocUnsafe(length), 0, length, position)
            : { bytesRead: 0, buffer: null };
        if (closed) return;
        if (!buffer || bytesRead === 0) {
          await close();
          controller.close();
          return;
        }
        position += bytesRead;
        controller.enqueue(buffer.subarray(0, bytesRead));
      } catch (error) {
        await close().catch(() => undefined);
        controller.error(error);
      }
    },
    cancel: close,
  });
}

async function readContentType(path: string, key: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(`${path}.meta.json`, "utf8")) as { contentType?: unknown };
    if (typeof meta.contentType === "string" && meta.contentType) return meta.contentType;
  } catch {
    // No or unreadable sidecar: the extension decides.
  }
  return contentTypeForKey(key);
}

// ─── S3-compatible driver ───────────────────────────────────────────────────

export interface S3MediaStoreOptions {
  /** The client, or its promise (the SDK is loaded only by processes that use it). */
  client: S3Client | Promise<S3Client>;
  bucket: string;
  /**
   * Public base URL of the bucket (a CDN or the bucket's website). Without it the objects
   * are served by this app at /media/<key>, with the type, nosniff, CSP and byte ranges of
   * media-response.server.ts.
   */
  publicUrl?: string;
  /** Keys per ListObjectsV2 page (S3's own default, 1,000, when not given). */
  listPageSize?: number;
}

/**
 * Objects in one bucket of any S3-compatible service (AWS, MinIO, R2, Scaleway…), under
 * the same keys as the local driver; the content type is the object's own Content-Type.
 */
export function createS3MediaStore({ client, bucket, publicUrl, listPageSize }: S3MediaStoreOptions): MediaStore {
  const base = publicUrl?.replace(/\/+$/, "");
  const sdk = () => import("@aws-sdk/client-s3");
  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
  };
  return {
    async put(key, bytes, contentType) {
      if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
      const { PutObjectCommand } = await sdk();
      await (await client).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },

    async putFile(key, source, contentType) {
      if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
      const { PutObjectCommand } = await sdk();
      const { size } = await stat(source);
      await (await client).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(source),
          ContentType: contentType,
          ContentLength: size,
          CacheControl: "private, no-store",
        }),
      );
    },

    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const { GetObjectCommand } = await sdk();
        const object = await (await client).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
        return { body, contentType: object.ContentType || contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key, range) {
      if (!isMediaKey(key)) return null;
      try {
        const { GetObjectCommand } = await sdk();
        const object = await (await client).send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        // `bytes 0-9/1234`: the whole object's size is after the slash.
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? "")?.[1];
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType || contentTypeForKey(key),
          size: Number(whole ?? object.ContentLength ?? 0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      if (!isMediaKey(key)) return null;
      try {
        const { HeadObjectCommand } = await sdk();
        const object = await (await client).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: object.ContentType || contentTypeForKey(key), size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isMediaKey(key)) return;
      const { DeleteObjectCommand } = await sdk();
      await (await client).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    publicUrl(key) {
      return base ? `${base}/${key}` : `${MEDIA_URL_PREFIX}${key}`;
    },

    async *list(prefix) {
      if (!MEDIA_PREFIXES.includes(prefix)) throw new Error(`Unknown media prefix: ${prefix}`);
      const { ListObjectsV2Command } = await sdk();
      let token: string | undefined;
      do {
        const page = await (await client).send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}/`,
            ContinuationToken: token,
            MaxKeys: listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isMediaKey(object.Key)) {
            yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The S3 client of the configuration: path-style addressing when an endpoint is given (MinIO and most others). */
export async function createS3Client(config: {
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<S3Client> {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services reject the
    // SDK's default CRC32 trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

// ─── driver selection ───────────────────────────────────────────────────────

let store: MediaStore | undefined;

/** The media store of this process, chosen once from the environment. */
export function getMediaStore(): MediaStore {
  store ??= createMediaStoreFromEnv(parseEnv());
  return store;
}

/**
 * The one place that reads the media configuration (`MEDIA_STORE=s3` and the `S3_*`
 * variables, already validated by the env schema at boot).
 */
function createMediaStoreFromEnv(env: Env): MediaStore {
  if (env.MEDIA_STORE === "s3") {
    const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error("MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.");
    }
    const client = createS3Client({
      region: env.S3_REGION || "us-east-1",
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
    return createS3MediaStore({ client, bucket: S3_BUCKET, publicUrl: env.S3_PUBLIC_URL || undefined });
  }
  return createLocalMediaStore(resolve(env.DATA_DIR, "media"));
}
