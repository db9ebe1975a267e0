// Helpers of the reviews integration tests: the route functions called as React Router
// calls them, with a client address and (optionally) a session cookie.
import sharp from "sharp";
import { beforeAll, vi } from "vitest";
import { handleReviewMediaUpload, handleReviewSubmit } from "#app/features/reviews/review-form-page.server.ts";
import type { MediaUploadResult, ReviewActionResult } from "#app/features/reviews/schema.ts";
import { PUBLIC_URL } from "#tests/integration/profile/support.ts";

/** The outbox prints each mail's link: useful on a server, noise in a test run. */
export function quietOutbox(): void {
  beforeAll(() => {
    const log = console.log;
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith("[mail]")) return;
      log(...args);
    });
  });
}

let ipCounter = 0;
/** A fresh client address, so that one test's submissions never count against another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

const context = (ip: string) => ({ publicUrl: PUBLIC_URL, clientIp: ip, requestId: "test" });

export async function uploadMedia(
  slug: string,
  kind: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  {
    ip = freshIp(),
    cookie,
    contentType = "application/octet-stream",
  }: { ip?: string; cookie?: string; contentType?: string } = {},
): Promise<{ status: number; body: MediaUploadResult }> {
  const headers = new Headers({ Origin: PUBLIC_URL, "Content-Type": contentType });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${PUBLIC_URL}/${slug}/review/media?kind=${kind}`, {
    method: "POST",
    headers,
    body,
    // A stream body: no Content-Length, the limit is enforced while reading.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await handleReviewMediaUpload({ request, params: { slug }, context: context(ip) });
  return { status: response.status, body: (await response.json()) as MediaUploadResult };
}

export async function submitReview(
  slug: string,
  fields: Record<string, string>,
  { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {},
): Promise<{ status: number; data: ReviewActionResult; headers: Headers }> {
  const headers = new Headers({ Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${PUBLIC_URL}/${slug}/review`, {
    method: "POST",
    headers,
    // The consent box is checked unless the test says otherwise (consent: "").
    body: new URLSearchParams({ consent: "on", ...fields }).toString(),
  });
  const result = await handleReviewSubmit({ request, params: { slug }, context: context(ip) });
  return { status: result.init?.status ?? 200, data: result.data, headers: new Headers(result.init?.headers) };
}

/** A real JPEG carrying EXIF (camera make, copyright and a GPS position). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SpyCam", Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 0/1" },
    })
    .toBuffer();
}

/** A minimal PCM WAV file (0.1 s of silence). */
export function wavBytes(): Buffer {
  const samples = 4410;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(44_100, 24);
  buffer.writeUInt32LE(88_200, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

/*
 * Small real media files, made here since no encoder (ffmpeg, sox) is installed: the
 * containers are complete and well formed, the payloads are silence or a blank frame.
 */

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: `frames` silent frames of 417 bytes. */
export function mp3Bytes(frames = 10): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggPage(packet: Buffer, sequence: number, flags: number, granule: bigint): Buffer {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27 + segments.length);
  header.write("OggS", 0, "latin1");
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x0f1ab1e, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  header.set(segments, 27);
  const page = Buffer.concat([header, packet]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** Ogg Opus (RFC 7845): the OpusHead and OpusTags pages, then one 20 ms packet. */
export function oggOpusBytes(): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  const vendor = Buffer.from("fiable-tests", "latin1");
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write("OpusTags", 0, "latin1");
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  return Buffer.concat([
    oggPage(head, 0, 0x02, 0n),
    oggPage(tags, 1, 0x00, 0n),
    // TOC 0xf8: CELT full band 20 ms, mono, one frame; no frame bytes = a silent (DTX) frame.
    oggPage(Buffer.from([0xf8]), 2, 0x04, 960n + 312n),
  ]);
}

/** An EBML element with an 8-byte size. */
function ebml(id: number[], ...content: (Buffer | number[])[]): Buffer {
  const body = Buffer.concat(content.map((part) => Buffer.from(part)));
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (0x01n << 56n));
  return Buffer.concat([Buffer.from(id), size, body]);
}
const uint = (value: number) => [value];
const text = (value: string) => Buffer.from(value, "latin1");

/** WebM (EBML, Matroska subset) with one track: Opus audio, or a VP8 video. */
export function webmBytes(track: "audio" | "video"): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebml([0x42, 0x86], uint(1)),
    ebml([0x42, 0xf7], uint(1)),
    ebml([0x42, 0xf2], uint(4)),
    ebml([0x42, 0xf3], uint(8)),
    ebml([0x42, 0x82], text("webm")),
    ebml([0x42, 0x87], uint(4)),
    ebml([0x42, 0x85], uint(2)),
  );
  const float48k = Buffer.alloc(4);
  float48k.writeFloatBE(48_000);
  const entry =
    track === "audio"
      ? ebml(
          [0xae],
          ebml([0xd7], uint(1)),
          ebml([0x73, 0xc5], uint(1)),
          ebml([0x83], uint(2)),
          ebml([0x86], text("A_OPUS")),
          ebml([0xe1], ebml([0xb5], float48k), ebml([0x9f], uint(1))),
        )
      : ebml(
          [0xae],
          ebml([0xd7], uint(1)),
          ebml([0x73, 0xc5], uint(1)),
          ebml([0x83], uint(1)),
          ebml([0x86], text("V_VP8")),
          ebml([0xe0], ebml([0xb0], [0x01, 0x40]), ebml([0xba], [0xf0])),
        );
  const segment = ebml(
    [0x18, 0x53, 0x80, 0x67],
    ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), ebml([0x4d, 0x80], text("fiable"))),
    ebml([0x16, 0x54, 0xae, 0x6b], entry),
    ebml([0x1f, 0x43, 0xb6, 0x75], ebml([0xe7], uint(0)), ebml([0xa3], [0x81, 0x00, 0x00, 0x80, 0xf8])),
  );
  return Buffer.concat([header, segment]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

/** ISO base media file (ftyp, moov/mvhd, empty mdat): `mp4` video, `m4a` audio or QuickTime `mov`. */
export function isoMediaBytes(kind: "mp4" | "m4a" | "mov"): Buffer {
  const brands = { mp4: ["isom", "isom", "iso2", "mp41"], m4a: ["M4A ", "M4A ", "isom"], mov: ["qt  ", "qt  "] }[kind];
  const [major, ...compatible] = brands;
  const ftyp = box("ftyp", text(major!), Buffer.alloc(4), ...compatible.map(text));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [i, v] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries())
    mvhd.writeUInt32BE(v, 36 + i * 4);
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([ftyp, box("moov", box("mvhd", mvhd)), box("mdat")]);
}

/**
 * `primary` with `second` after it, listed in an MPF index (CIPA DC-007) as phones list the
 * gain map of an HDR photo: an APP2 segment right after SOI, offsets from its TIFF header.
 */
export function withMpfImage(primary: Buffer, second: Buffer): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 32);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8);
  const entry = (n: number, tag: number, type: number, count: number, value: number | Buffer) => {
    const at = 10 + n * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof value === "number") tiff.writeUInt32LE(value, at + 8);
    else value.copy(tiff, at + 8);
  };
  const listAt = 10 + 3 * 12 + 4;
  entry(0, 0xb000, 7, 4, Buffer.from("0100", "latin1"));
  entry(1, 0xb001, 4, 1, 2);
  entry(2, 0xb002, 7, 32, listAt);
  const payload = Buffer.concat([Buffer.from("MPF\0", "latin1"), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe2]), Buffer.alloc(2), payload]);
  segment.writeUInt16BE(payload.length + 2, 2);
  const base = 2 + 4 + 4; // SOI, marker and length, "MPF\0"
  const primaryLength = primary.length + segment.length;
  tiff.writeUInt32LE(0x030000, listAt); // primary image, baseline
  tiff.writeUInt32LE(primaryLength, listAt + 4);
  tiff.writeUInt32LE(0, listAt + 8);
  tiff.writeUInt32LE(second.length, listAt + 16 + 4);
  tiff.writeUInt32LE(primaryLength - base, listAt + 16 + 8);
  tiff.copy(payload, 4);
  payload.copy(segment, 4);
  return Buffer.concat([primary.subarray(0, 2), segment, primary.subarray(2), second]);
}

/** The XMP of a Google motion photo whose MP4 video (`videoLength` bytes) ends the file. */
export function motionPhotoXmp(videoLength: number): string {
  return `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:Camera="http://ns.google.com/photos/1.0/camera/" xmlns:Container="http://ns.google.com/photos/1.0/container/" xmlns:Item="http://ns.google.com/photos/1.0/container/item/" Camera:MotionPhoto="1" Camera:MotionPhotoVersion="1"><Container:Directory><rdf:Seq><rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0"/></rdf:li><rdf:li rdf:parseType="Resource"><Container:Item Item:Mime="video/mp4" Item:Semantic="MotionPhoto" Item:Length="${videoLength}"/></rdf:li></rdf:Seq></Container:Directory></rdf:Description></rdf:RDF></x:xmpmeta>`;
}

/** `jpeg` with an XMP packet (APP1) right after SOI. */
export function withXmp(jpeg: Buffer, xmp: string): Buffer {
  const payload = Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1"), Buffer.from(xmp, "utf8")]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}
