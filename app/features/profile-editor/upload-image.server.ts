import sharp from "sharp";
import { logError } from "#app/lib/log-error.server.ts";
import { readLimited } from "#app/lib/read-limited.server.ts";
import { mediaKeyFromUrl, recordMediaObject } from "#app/services/media/media-objects.server.ts";
import { getMediaStore, type MediaPrefix } from "#app/services/media/media-store.server.ts";
import { isOwnedMediaKey, newOwnedMediaKey } from "#app/services/media/owned-keys.server.ts";

/** Media max 10 MB. */
export const MAX_IMAGE_BYTES = 10_485_760;

export type ImageKind = "avatar" | "portfolio";

/** Where each kind of editor image is stored. */
const PREFIX_OF: Record<ImageKind, MediaPrefix> = { avatar: "avatars", portfolio: "portfolio" };

export type UploadResult =
  | { ok: true; url: string }
  | { ok: false; status: number; error: "fileTooLarge" | "fileType" | "uploadFailed" };

/** jpeg, png or webp, read from the first bytes (never from the name or the declared type). */
export function sniffImageType(head: Uint8Array): "jpeg" | "png" | "webp" | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * The one size each kind is stored at (decision 013): the public page shows a photo at
 * 112 CSS px (260 px in its link-preview image) and a portfolio picture in a two-column tile
 * of 400 × 300 CSS px at most; these cover a 3× screen without a second file per image.
 */
export const IMAGE_SIZE: Record<ImageKind, number> = { avatar: 512, portfolio: 1200 };

/**
 * Stores one image of the editor (profile photo or portfolio picture): the raw request
 * body, at most 10 MB, checked by its bytes, re-encoded by sharp into a web-sized WebP
 * (orientation applied, EXIF/GPS and every other metadata dropped). Its key is `userId`'s
 * alone (owned-keys.server.ts): no other account can save it.
 */
export async function uploadEditorImage(request: Request, kind: ImageKind, userId: string): Promise<UploadResult> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: "fileTooLarge" };
  const bytes = await readLimited(request.body, MAX_IMAGE_BYTES);
  if (!bytes) return { ok: false, status: 413, error: "fileTooLarge" };
  if (!sniffImageType(bytes.subarray(0, 16))) return { ok: false, status: 415, error: "fileType" };
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    output = await (kind === "avatar"
      ? image.resize(IMAGE_SIZE.avatar, IMAGE_SIZE.avatar, { fit: "cover" })
      : image.resize(IMAGE_SIZE.portfolio, IMAGE_SIZE.portfolio, { fit: "inside", withoutEnlargement: true })
    )
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, status: 415, error: "fileType" };
  }
  const key = newOwnedMediaKey(PREFIX_OF[kind], "webp", { user: userId });
  try {
    const store = getMediaStore();
    await store.put(key, output.data, "image/webp");
    // The object is recorded as soon as it is stored: the profile's save references it (decision 030).
    await recordMediaObject({
      key,
      kind: "image",
      contentType: "image/webp",
      bytes: output.data.byteLength,
      width: output.info.width,
      height: output.info.height,
      state: "ready",
      ownerUserId: userId,
    });
    return { ok: true, url: store.publicUrl(key) };
  } catch (error) {
    logError("[editor] image upload failed:", error);
    return { ok: false, status: 500, error: "uploadFailed" };
  }
}

/**
 * The key of `url` when it is an image this route stored for `kind` and for `userId` (`/media/<key>`
 * or the media store's public URL of `<key>`, with a key under the kind's prefix that `userId`
 * uploaded); null otherwise. The editor's draft holds URLs for its preview, the profile keys
 * (decision 030): the save stores this key, and accepts nothing else in the image fields, so a
 * profile never points at a third-party host (which would see every visitor), at another kind
 * of upload (a review's medium) nor at another account's photo.
 */
export function editorUploadKey(url: string, kind: ImageKind, userId: string): string | null {
  const key = mediaKeyFromUrl(url);
  return key?.startsWith(`${PREFIX_OF[kind]}/`) && isOwnedMediaKey(key, { user: userId }) ? key : null;
}
