import { existsSync } from "node:fs";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MediaProblemError, probeMedia, remuxMedia } from "#app/services/media/process-media.server.ts";
import { transcode } from "#app/services/media/transcode.server.ts";
import { fixture, jpegWithExif } from "#tests/integration/reviews/support.ts";

/*
 * What the media pipeline leaves of a phone's or a recorder's file (decision 030): the
 * fixtures (tests/fixtures/media/README.md) carry a location, a device, names and dates;
 * the rewritten file must carry none of them — checked with the parser on the stored bytes
 * and by searching the bytes themselves.
 */

const LOCATION = ["48.8584", "2.2945", "002.2945"];
// Container-level only: an encoder's name inside a codec's own bitstream (x264's settings in an
// H.264 SEI, "Lavc" in an AAC fill element) is part of the copied packets (decision 030).
const PRIVATE = [...LOCATION, "iPhone", "Apple", "Jeanne Dupont", "©xyz", "ISO6709", "Lavf", "2026-05-01"];

async function tagsOf(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const tracks = await input.getTracks();
    return { tags: await input.getMetadataTags(), tracks: tracks.map((t) => t.type) };
  } finally {
    input.dispose();
  }
}

/** The duration a file's header states, without scanning its packets (null when it states none). */
async function headerDuration(bytes: Uint8Array): Promise<number | null> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    return await input.getDurationFromMetadata();
  } finally {
    input.dispose();
  }
}

function expectNoPrivateBytes(bytes: Uint8Array, original: Buffer) {
  const stored = Buffer.from(bytes);
  for (const text of PRIVATE) {
    // The planted value is in the original (or the check would prove nothing)…
    if (original.includes(text, 0, "latin1")) expect(stored.includes(text, 0, "latin1"), text).toBe(false);
  }
}

describe("remuxMedia", () => {
  it.each([
    ["phone-location.mp4", "video", "video/mp4"],
    ["phone-iso6709.mp4", "video", "video/mp4"],
    ["phone.mov", "video", "video/mp4"],
    ["voice-memo.m4a", "audio", "audio/mp4"],
    ["voice.ogg", "audio", "audio/ogg"],
    ["voice.mp3", "audio", "audio/mpeg"],
    ["voice.wav", "audio", "audio/wav"],
  ] as const)("drops every tag of %s (location, device, names, dates, encoder)", async (name, kind, type) => {
    const original = fixture(name);
    // The fixture does carry a location or a name, as the parser reads it.
    expect(LOCATION.some((l) => original.includes(l, 0, "latin1")) || original.includes("Jeanne")).toBe(true);
    const processed = await remuxMedia(original, kind);
    expect(processed.contentType).toBe(type);
    expectNoPrivateBytes(processed.bytes, original);
    const { tags, tracks } = await tagsOf(processed.bytes);
    // What remains is the name of the muxer that wrote the file (Ogg's mandatory vendor string).
    for (const [key, value] of Object.entries(tags.raw ?? {})) {
      expect(`${key}=${String(value)}`).toMatch(/^(vendor|encoder)=Mediabunny v[\d.]+$/);
    }
    for (const field of ["title", "artist", "comment", "date", "description"] as const)
      expect(tags[field]).toBeUndefined();
    // Only the streams a review needs: one video (for a video) and one audio.
    expect(tracks.sort()).toEqual(kind === "video" ? ["audio", "video"] : ["audio"]);
    expect(processed.durationMs).toBeGreaterThanOrEqual(2900);
    expect(processed.durationMs).toBeLessThanOrEqual(3100);
  });

  it.each([
    ["recorder-audio.webm", "audio"],
    ["recorder-video.webm", "video"],
  ] as const)("writes the duration a recorder's %s lacks", async (name, kind) => {
    const original = fixture(name);
    // As MediaRecorder writes it: no duration in the header.
    expect(await headerDuration(original)).toBeNull();
    const processed = await remuxMedia(original, kind);
    expect(processed.contentType).toBe(`${kind}/webm`);
    expect(await headerDuration(processed.bytes)).toBeCloseTo(3, 0);
  });

  it("keeps only the audio of an audio review sent as a video file", async () => {
    const processed = await remuxMedia(fixture("phone-location.mp4"), "audio");
    expect(processed.contentType).toBe("audio/mp4");
    expect((await tagsOf(processed.bytes)).tracks).toEqual(["audio"]);
  });

  it("refuses a codec browsers cannot play, a truncated file, garbage, and a file without the stream needed", async () => {
    await expect(remuxMedia(fixture("phone-hevc.mp4"), "video")).rejects.toMatchObject({ problem: "unplayable" });
    const truncated = fixture("phone.mov").subarray(0, 2000);
    await expect(remuxMedia(truncated, "video")).rejects.toBeInstanceOf(MediaProblemError);
    await expect(remuxMedia(Buffer.from("RIFF\0\0\0\0WAVEjunk"), "audio")).rejects.toMatchObject({
      problem: "unreadable",
    });
    await expect(remuxMedia(fixture("voice.ogg"), "video")).rejects.toMatchObject({ problem: "no-stream" });
  });

  it("measures what a review needs at upload: duration, size, playability", async () => {
    expect(await probeMedia(fixture("phone.mov"), "video")).toMatchObject({
      width: 160,
      height: 120,
      videoCodec: "avc",
      audioCodec: "aac",
      playable: true,
    });
    expect(await probeMedia(fixture("phone-hevc.mp4"), "video")).toMatchObject({ videoCodec: "hevc", playable: false });
  });
});

describe("a photo", () => {
  it("loses its EXIF and GPS when re-encoded (the upload's sharp pipeline)", async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const webp = await sharp(jpeg).rotate().webp().toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeUndefined();
  });
});

describe.skipIf(!existsSync("/usr/bin/ffmpeg"))("with Debian's ffmpeg installed", () => {
  it("transcodes HEVC to H.264/AAC, which is then remuxed without metadata", async () => {
    const original = fixture("phone-hevc.mp4");
    const processed = await remuxMedia(await transcode(original, "video", "/usr/bin/ffmpeg"), "video");
    expect(processed).toMatchObject({ contentType: "video/mp4", videoCodec: "avc", audioCodec: "aac", playable: true });
    expect(Buffer.from(processed.bytes).includes("Lavf", 0, "latin1")).toBe(false);
  });
});
