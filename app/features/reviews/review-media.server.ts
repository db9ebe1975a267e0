import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { logError } from "#app/lib/log-error.server.ts";
import { readLimited } from "#app/lib/read-limited.server.ts";
import { hasDataAfterImageEnd } from "#app/services/media/image-end.server.ts";
import { recordMediaObject } from "#app/services/media/media-objects.server.ts";
import { probeMediaSafely } from "#app/services/media/media-sandbox.server.ts";
import { getMediaStore, type MediaStore } from "#app/services/media/media-store.server.ts";
import { newOwnedMediaKey } from "#app/services/media/owned-keys.server.ts";
import { type MediaFacts, MediaProblemError } from "#app/services/media/process-media.server.ts";
import { findFfmpeg } from "#app/services/media/transcode.server.ts";
import { MAX_MEDIA_BYTES, type MediaKind, type MediaUploadResult } from "./schema.ts";

/*
 * The review media pipeline (decision 030): the raw request body, at most 10 MB counted
 * while it streams in, its type read from its bytes by `file-type` (never from the file
 * name or the declared Content-Type) and checked against the allow-list of the review
 * type, images refused when they carry anything after their logical end (a polyglot:
 * a real JPEG followed by a script), photos re-encoded by sharp (EXIF/GPS and every other
 * metadata dropped) and stored under a server-made key in review-media/ with the type the
 * server decided. Audio and video are read by mediabunny at once (a file it cannot read, too
 * long, or in a codec no browser plays while no ffmpeg can transcode it is refused here)
 * and kept as the reviewer's original under review-originals/, never served, until the job
 * of process-review-media.server.ts has rewritten it (decision 030). Each stored file is a
 * media object; its key is usable only by a review of the profile it was uploaded for
 * (owned-keys.server.ts).
 */

export type UploadKind = MediaKind | "poster";

/** Detected extension → stored content type, per review type (docs/product/media.md). */
const ALLOWED: Record<Exclude<UploadKind, "photo" | "poster">, Record<string, string>> = {
  video: { mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime" },
  audio: {
    mp3: "audio/mpeg",
    wav: "audio/wav",
    m4a: "audio/mp4",
    // A recording made by Safari is an MP4 container with only an audio track.
    mp4: "audio/mp4",
    ogg: "audio/ogg",
    oga: "audio/ogg",
    opus: "audio/ogg",
    // What Chrome and Firefox record (webm/opus).
    webm: "audio/webm",
  },
};
const IMAGE_TYPES = new Set(["jpg", "png", "webp"]);

/** A poster frame is a small still made by the browser. */
export const MAX_POSTER_BYTES = 2 * 1024 * 1024;

export async function storeReviewMedia(
  request: Request,
  kind: UploadKind,
  profileId: string,
  store: MediaStore = getMediaStore(),
): Promise<{ status: number; body: MediaUploadResult }> {
  const limit = kind === "poster" ? MAX_POSTER_BYTES : MAX_MEDIA_BYTES;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return refuse(413, "fileTooLarge");
  const bytes = await readLimited(request.body, limit);
  if (!bytes) return refuse(413, "fileTooLarge");
  if (bytes.length === 0) return refuse(415, "fileType");
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected) return refuse(415, "fileType");

  let output: Buffer;
  let ext: string;
  let contentType: string;
  let facts: Pick<MediaFacts, "durationMs" | "width" | "height"> = { durationMs: 0, width: null, height: null };
  if (kind === "photo" || kind === "poster") {
    if (!IMAGE_TYPES.has(detected.ext)) return refuse(415, "fileType");
    if (hasDataAfterImageEnd(bytes, detected.ext)) return refuse(415, "fileType");
    try {
      const size = kind === "poster" ? 720 : 1600;
      const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(size, size, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
      output = data;
      facts = { durationMs: 0, width: info.width, height: info.height };
    } catch {
      // Not a decodable image after all (a header followed by anything else).
      return refuse(415, "fileType");
    }
    ext = "webp";
    contentType = "image/webp";
  } else {
    const type = ALLOWED[kind][detected.ext];
    if (!type) return refuse(415, "fileType");
    try {
      const probed = await probeMediaSafely(bytes, kind);
      if (!probed.playable && !(await findFfmpeg())) return refuse(415, "formatUnsupported");
      facts = probed;
    } catch (error) {
      if (!(error instanceof MediaProblemError)) throw error;
      if (error.problem === "too-long") return refuse(422, "durationTooLong");
      if (error.problem === "unplayable" && !(await findFfmpeg())) return refuse(415, "formatUnsupported");
      if (error.problem !== "unplayable") return refuse(415, "fileType");
    }
    output = bytes;
    ext = detected.ext === "oga" || detected.ext === "opus" ? "ogg" : detected.ext === "m4a" ? "m4a" : detected.ext;
    contentType = type;
  }

  const original = kind === "audio" || kind === "video";
  const key = newOwnedMediaKey(original ? "review-originals" : "review-media", ext, { reviewsOf: profileId });
  try {
    await store.put(key, output, contentType);
    await recordMediaObject({
      key,
      kind: kind === "photo" || kind === "poster" ? "image" : kind,
      contentType,
      bytes: output.byteLength,
      durationMs: original ? facts.durationMs : null,
      width: facts.width,
      height: facts.height,
      state: original ? "original" : "ready",
      ownerProfileId: profileId,
    });
  } catch (error) {
    logError("[reviews] media upload failed:", error);
    await store.delete(key).catch(() => undefined);
    return refuse(500, "uploadFailed");
  }
  return { status: 200, body: { ok: true, key, contentType } };
}

type UploadProblem = Extract<MediaUploadResult, { ok: false }>["error"];

function refuse(status: number, error: UploadProblem) {
  return { status, body: { ok: false as const, error } };
}

/** The review type a stored object may illustrate, from the type the server stored it with. */
export function kindOfContentType(contentType: string): UploadKind | null {
  if (contentType === "image/webp") return "photo";
  if (contentType.startsWith("video/")) return "video";
  if (contentType.startsWith("audio/")) return "audio";
  return null;
}
