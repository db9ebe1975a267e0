import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { MAX_IMAGE_BYTES, sniffImageType } from "#app/features/profile-editor/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { readLimited } from "#app/lib/read-limited.server.ts";
import { mediaKeyFromUrl, recordMediaObject } from "#app/services/media/media-objects.server.ts";
import { getMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { mediaObjects } from "#db/schema.ts";
import { coverVariantKeys } from "./cover.ts";

export type CoverUploadResult =
  | { ok: true; url: string }
  | { ok: false; status: number; error: "fileTooLarge" | "fileType" | "uploadFailed" };

const WIDTHS = [1600, 800] as const;

/**
 * A cover image of the article editor (bucket blog-images): the raw request body,
 * at most 10 MB, checked by its bytes (jpeg, png, webp), re-encoded by sharp — orientation
 * applied, metadata (EXIF/GPS) dropped — into WebP and AVIF at 1600 and 800 pixels wide,
 * quality 85 (AVIF at 60, which looks alike at a third of the size).
 * Each file is recorded as a media object (decision 030). Returns the URL of the 1600-pixel
 * WebP, for the editor's preview; the article stores its key and the page derives the others (cover.ts).
 */
export async function uploadCoverImage(request: Request): Promise<CoverUploadResult> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: "fileTooLarge" };
  const bytes = await readLimited(request.body, MAX_IMAGE_BYTES);
  if (!bytes) return { ok: false, status: 413, error: "fileTooLarge" };
  return storeCoverImage(bytes);
}

export async function storeCoverImage(bytes: Buffer): Promise<CoverUploadResult> {
  if (!sniffImageType(bytes.subarray(0, 16))) return { ok: false, status: 415, error: "fileType" };
  const files: { suffix: string; body: Buffer; type: string; width: number; height: number }[] = [];
  try {
    for (const width of WIDTHS) {
      const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width, withoutEnlargement: true });
      const [webp, avif] = await Promise.all([
        image.clone().webp({ quality: 85 }).toBuffer({ resolveWithObject: true }),
        image.clone().avif({ quality: 60, effort: 3 }).toBuffer({ resolveWithObject: true }),
      ]);
      for (const [file, ext] of [
        [webp, "webp"],
        [avif, "avif"],
      ] as const) {
        const { width: w, height: h } = file.info;
        files.push({ suffix: `-c${width}.${ext}`, body: file.data, type: `image/${ext}`, width: w, height: h });
      }
    }
  } catch {
    return { ok: false, status: 415, error: "fileType" };
  }
  const base = newMediaKey("blog-images", "webp").replace(/\.webp$/, "");
  const store = getMediaStore();
  try {
    await Promise.all(files.map((file) => store.put(`${base}${file.suffix}`, file.body, file.type)));
    for (const file of files) {
      await recordMediaObject({
        key: `${base}${file.suffix}`,
        kind: "image",
        contentType: file.type,
        bytes: file.body.byteLength,
        width: file.width,
        height: file.height,
      });
    }
    return { ok: true, url: store.publicUrl(`${base}-c1600.webp`) };
  } catch (error) {
    logError("[blog] cover upload failed:", error);
    await Promise.all(coverVariantKeys(`${base}-c1600.webp`).map((key) => store.delete(key).catch(() => {})));
    return { ok: false, status: 500, error: "uploadFailed" };
  }
}

/**
 * The key of a cover URL the CMS sends back (an upload's URL, or the stored cover's URL its
 * loader gave): a recorded object under blog-images/. null for no cover; undefined for
 * anything else (an external URL: covers are keys, decision 030).
 */
export async function coverKeyFromUrl(url: string | null): Promise<string | null | undefined> {
  if (!url) return null;
  const key = mediaKeyFromUrl(url);
  if (!key?.startsWith("blog-images/")) return undefined;
  const [row] = await getDb()
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(inArray(mediaObjects.key, [key]));
  return row ? key : undefined;
}
