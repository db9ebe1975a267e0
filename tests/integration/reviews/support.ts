// Helpers of the reviews integration tests: the route functions called as React Router
// calls them, with a client address and (optionally) a session cookie.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { handleModerationAction } from "#app/features/reviews/moderation-page.server.ts";
import { handleReviewMediaUpload, handleReviewSubmit } from "#app/features/reviews/review-form-page.server.ts";
import type { MediaUploadResult, ReviewActionResult } from "#app/features/reviews/schema.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { PUBLIC_URL, signIn } from "#tests/integration/profile/support.ts";

export { quietOutbox } from "#tests/setup/quiet-outbox.ts";

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

/*
 * Real media files of three seconds (a tone, a test pattern), made once with Debian's ffmpeg
 * and committed under tests/fixtures/media (README there): the server parses every upload
 * (decision 030), so crafted headers would no longer pass. Several carry private metadata
 * (a location, a device, a name) that processing must drop.
 */
const FIXTURES = resolve(import.meta.dirname, "../../fixtures/media");

export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

/** PCM WAV with an artist and a comment holding a location. */
export function wavBytes(): Buffer {
  return fixture("voice.wav");
}

/**
 * A silent PCM WAV of exactly `totalBytes`, 8-bit mono at `sampleRate` (its length is
 * (totalBytes - 44) / sampleRate seconds): a file of any size or duration.
 */
export function silentWav(totalBytes: number, sampleRate = 48_000): Buffer {
  const wav = Buffer.alloc(totalBytes, 0x80);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(totalBytes - 8, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(totalBytes - 44, 40);
  return wav;
}

/** MP3 with ID3 tags (artist, comment holding a location). */
export function mp3Bytes(): Buffer {
  return fixture("voice.mp3");
}

/** Ogg Opus with comments (artist, location). */
export function oggOpusBytes(): Buffer {
  return fixture("voice.ogg");
}

/** WebM as MediaRecorder writes it (no duration in its header): Opus audio, or VP8 video with Opus. */
export function webmBytes(track: "audio" | "video"): Buffer {
  return fixture(track === "audio" ? "recorder-audio.webm" : "recorder-video.webm");
}

/** ISO base media: `mp4` video with a ©xyz location, `m4a` audio with tags, QuickTime `mov` with a location. */
export function isoMediaBytes(kind: "mp4" | "m4a" | "mov"): Buffer {
  return fixture(kind === "mp4" ? "phone-location.mp4" : kind === "m4a" ? "voice-memo.m4a" : "phone.mov");
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

/** An owner (slug `<prefix>-…`, password « secret1 ») with a profile: its rows, slug and e-mail. */
export async function ownerWithProfile(prefix: string, name = "Nina Roussel") {
  const slug = `${prefix}-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name },
    profile: { slug, name },
  });
  return { user, profile, slug, email };
}

/** The same owner (default « Nina »), signed in: `cookie` is their session. */
export async function signedInOwner(prefix: string, name = "Nina") {
  const { user, profile, slug, email } = await ownerWithProfile(prefix, name);
  return { user, profile, slug, cookie: await signIn(email, "secret1") };
}

/** Posts the moderation form of /dashboard/reviews as `cookie`; its status and data. */
export async function moderate(fields: Record<string, string>, cookie: string, origin = PUBLIC_URL) {
  const request = new Request(`${PUBLIC_URL}/dashboard/reviews`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await handleModerationAction({ request, context: { publicUrl: PUBLIC_URL } });
  return { status: result.init?.status ?? 200, data: result.data };
}
