/*
 * Where an image file logically ends, read from its own structure, so that an upload with
 * anything after that end (a script, an HTML page, a ZIP: a polyglot) is refused rather
 * than only neutralized by re-encoding. Nothing after the end is ever shown by an image
 * decoder; a file that carries something there was made to be read as something else.
 *
 * What a camera legitimately puts after the main JPEG image is part of the logical end:
 * the further images its MPF index (CIPA DC-007) lists — the gain map of an HDR photo from
 * an iPhone or an Android "Ultra HDR" phone, the second view of a 3D camera — and the video
 * of a Google "motion photo", declared in its XMP (Container:Item of type video/mp4, or the
 * older GCamera:MicroVideoOffset). Zero bytes of padding after the end are tolerated.
 */

/** True when `bytes` (a JPEG, PNG or WebP by its signature) carries data after its logical end, or cannot be walked. */
export function hasDataAfterImageEnd(bytes: Buffer, ext: string): boolean {
  const end = ext === "jpg" ? jpegEnd(bytes) : ext === "png" ? pngEnd(bytes) : ext === "webp" ? webpEnd(bytes) : null;
  if (end === null) return true;
  for (let i = end; i < bytes.length; i++) if (bytes[i] !== 0) return true;
  return false;
}

const MPF_ID = Buffer.from("MPF\0", "latin1");
const XMP_ID = Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1");

/** After the EOI of the main image, extended by the MPF images and a declared motion-photo video. */
function jpegEnd(b: Buffer): number | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  let mpfEnd = 0;
  let videoLength: number | null = null;
  for (;;) {
    if (i >= b.length || b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++;
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (marker === 0xd9) break;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return null;
    const segment = b.subarray(i + 2, i + length);
    if (marker === 0xe2 && segment.subarray(0, 4).equals(MPF_ID)) {
      mpfEnd = Math.max(mpfEnd, mpfImagesEnd(b, i + 2 + 4));
    } else if (marker === 0xe1 && segment.subarray(0, XMP_ID.length).equals(XMP_ID)) {
      videoLength = motionPhotoVideoLength(segment.subarray(XMP_ID.length).toString("utf8")) ?? videoLength;
    }
    i += length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0x00 nor a restart.
      for (;;) {
        i = b.indexOf(0xff, i);
        if (i < 0 || i + 1 >= b.length) return null;
        const next = b[i + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
        else if (next === 0xff) i += 1;
        else break;
      }
    }
  }
  let end = Math.max(i, mpfEnd);
  if (videoLength !== null && b.length - videoLength === end && isIsoMedia(b, end)) end = b.length;
  return end;
}

/**
 * The end of the furthest image an MPF index lists (0 when none is valid). Offsets count
 * from the index's TIFF header, at `base`; each listed image must start like a JPEG.
 */
function mpfImagesEnd(b: Buffer, base: number): number {
  if (base + 8 > b.length) return 0;
  const order = b.toString("latin1", base, base + 2);
  if (order !== "II" && order !== "MM") return 0;
  const le = order === "II";
  const u16 = (at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = base + u32(base + 4);
  if (ifd + 2 > b.length) return 0;
  const count = u16(ifd);
  let end = 0;
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > b.length) return 0;
    // Tag 0xB002: the MP Entry list, 16 bytes per image (attribute, size, offset, 2 dependencies).
    if (u16(entry) !== 0xb002) continue;
    const listSize = u32(entry + 4);
    const list = base + u32(entry + 8);
    if (list + listSize > b.length) return 0;
    for (let at = list; at + 16 <= list + listSize; at += 16) {
      const size = u32(at + 4);
      const offset = u32(at + 8);
      // Offset 0 is the main image itself.
      if (offset === 0) continue;
      const start = base + offset;
      if (start + size > b.length || b[start] !== 0xff || b[start + 1] !== 0xd8) continue;
      end = Math.max(end, start + size);
    }
  }
  return end;
}

/** The byte length of the MP4 video a motion photo's XMP declares at the end of the file. */
function motionPhotoVideoLength(xmp: string): number | null {
  for (const item of xmp.matchAll(/<Container:Item\b([^>]*)>/g)) {
    const attributes = item[1] ?? "";
    const length = /Item:Length="(\d+)"/.exec(attributes)?.[1];
    if (/Item:Mime="video\/mp4"/.test(attributes) && length) return Number(length);
  }
  const offset = /GCamera:MicroVideoOffset="(\d+)"/.exec(xmp)?.[1];
  return offset ? Number(offset) : null;
}

function isIsoMedia(b: Buffer, at: number): boolean {
  return at + 8 <= b.length && b.toString("latin1", at + 4, at + 8) === "ftyp";
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** After the IEND chunk. */
function pngEnd(b: Buffer): number | null {
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString("latin1", i + 4, i + 8);
    i += 12 + length;
    if (i > b.length) return null;
    if (type === "IEND") return i;
  }
  return null;
}

/** The size the RIFF header declares. */
function webpEnd(b: Buffer): number | null {
  if (b.length < 12 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP") return null;
  const end = 8 + b.readUInt32LE(4);
  return end <= b.length ? end : null;
}
