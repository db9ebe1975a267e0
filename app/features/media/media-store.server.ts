import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * Where user media lives (design.md §1). Callers only see this interface, so
 * the local-disk and S3-compatible drivers are interchangeable. Keys are always made by `newMediaKey`, never from a file name.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** null when the key is unknown or not a key this store could have made. */
  get(key: string): Promise<MediaObject | null>;
  /** The stored type and size, without the bytes; null like `get`. */
  head(key: string): Promise<{ contentType: string; size: number } | null>;
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

/** The spec's "buckets" are key prefixes. */
export const MEDIA_PREFIXES = ["review-media", "blog-images", "avatars", "portfolio", "review-originals"] as const;
export type MediaPrefix = (typeof MEDIA_PREFIXES)[number];

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
};

/** Type implied by a key's extension; the fallback when no type was recorded. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

// ─── local disk driver ──────────────────────────────────────────────────────

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
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmpSuffix = `.tmp-${process.pid}-${randomBytes(6).toString("hex")}`;
      const meta = JSON.stringify({ contentType, size: bytes.byteLength });
      try {
        // Both temporaries written before either is renamed: a disk that fills leaves
        // neither a partial file nor a sidecar without its file.
        await writeFile(`${path}${tmpSuffix}`, bytes);
        await writeFile(`${path}.meta.json${tmpSuffix}`, meta);
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
  store ??= createMediaStoreFromEnv(process.env);
  return store;
}

/**
 * The one place that reads the media configuration (`MEDIA_STORE=s3` and the `S3_*`
 * variables, already validated by the env schema at boot).
 */
function createMediaStoreFromEnv(env: NodeJS.ProcessEnv): MediaStore {
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
  return createLocalMediaStore(resolve(env.DATA_DIR ?? "./data", "media"));
}
