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
    body: new URLSearchParams(fields).toString(),
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
