import {
  ALL_FORMATS,
  type AudioCodec,
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  type InputFormat,
  MatroskaInputFormat,
  Mp3InputFormat,
  Mp3OutputFormat,
  Mp4OutputFormat,
  OggInputFormat,
  OggOutputFormat,
  Output,
  type OutputFormat,
  type VideoCodec,
  WaveInputFormat,
  WavOutputFormat,
  WebMOutputFormat,
} from "mediabunny";

/*
 * Audio and video as we store them (decision 030): parsed by mediabunny, a demuxer/muxer
 * written in TypeScript (no native parser meets an untrusted upload), and rewritten into a
 * fresh file of the same family that holds the primary audio (and, for a video, video)
 * stream and nothing else: no metadata tag (location, device, dates, encoder), no other
 * track (Apple's location and timed-metadata tracks), and a duration in the header, which
 * MediaRecorder's WebM lacks. Nothing is decoded: the packets are copied as they are.
 */

export type AvKind = "audio" | "video";

/** The longest medium a review may carry. */
export const MAX_MEDIA_SECONDS = 10 * 60;

/** Codecs every current browser plays (Safari since 18.4 included). Others need transcoding. */
const PLAYABLE_VIDEO: readonly VideoCodec[] = ["avc", "vp8", "vp9", "av1"];
const PLAYABLE_AUDIO: readonly AudioCodec[] = [
  "aac",
  "opus",
  "mp3",
  "vorbis",
  "flac",
  "pcm-s16",
  "pcm-s24",
  "pcm-s32",
  "pcm-f32",
  "pcm-u8",
];

/** Why a file cannot become a review's medium. */
export type MediaProblem =
  /** Not a media file mediabunny can read, or truncated, or corrupt. */
  | "unreadable"
  /** Readable, but without the stream its review type needs. */
  | "no-stream"
  /** Longer than MAX_MEDIA_SECONDS. */
  | "too-long"
  /** A codec current browsers cannot play (HEVC, ProRes, AC-3…): transcoding needed. */
  | "unplayable";

export class MediaProblemError extends Error {
  constructor(
    readonly problem: MediaProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = "MediaProblemError";
  }
}

export interface MediaFacts {
  durationMs: number;
  width: number | null;
  height: number | null;
  videoCodec: VideoCodec | null;
  audioCodec: AudioCodec | null;
  /** Every kept stream is one a current browser plays. */
  playable: boolean;
}

export interface ProcessedMedia extends MediaFacts {
  bytes: Uint8Array;
  contentType: string;
  ext: string;
}

function openInput(bytes: Uint8Array): Input {
  return new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
}

/** The streams a review of `kind` keeps, and what they are. Throws MediaProblemError. */
export async function probeMedia(bytes: Uint8Array, kind: AvKind): Promise<MediaFacts> {
  const input = openInput(bytes);
  try {
    return await factsOf(input, kind);
  } catch (error) {
    throw asProblem(error);
  } finally {
    input.dispose();
  }
}

async function factsOf(input: Input, kind: AvKind): Promise<MediaFacts> {
  const video = kind === "video" ? await input.getPrimaryVideoTrack() : null;
  const audio = await input.getPrimaryAudioTrack();
  if (kind === "video" ? !video : !audio) throw new MediaProblemError("no-stream");
  const tracks = [video, audio].filter((track) => track !== null);
  const seconds = await input.computeDuration(tracks);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new MediaProblemError("unreadable", "no duration");
  if (seconds > MAX_MEDIA_SECONDS) throw new MediaProblemError("too-long");
  const videoCodec = video?.codec ?? null;
  const audioCodec = audio?.codec ?? null;
  if (video && !videoCodec) throw new MediaProblemError("unplayable", "unknown video codec");
  if (audio && !audioCodec) throw new MediaProblemError("unplayable", "unknown audio codec");
  return {
    durationMs: Math.round(seconds * 1000),
    width: video?.displayWidth ?? null,
    height: video?.displayHeight ?? null,
    videoCodec,
    audioCodec,
    playable:
      (!videoCodec || PLAYABLE_VIDEO.includes(videoCodec)) && (!audioCodec || PLAYABLE_AUDIO.includes(audioCodec)),
  };
}

/** The container written for each container read, with its stored type and extension. */
function outputFor(format: InputFormat, kind: AvKind): { format: OutputFormat; contentType: string; ext: string } {
  if (format instanceof MatroskaInputFormat) {
    return { format: new WebMOutputFormat(), contentType: `${kind}/webm`, ext: "webm" };
  }
  if (format instanceof OggInputFormat) {
    return { format: new OggOutputFormat(), contentType: "audio/ogg", ext: "ogg" };
  }
  if (format instanceof Mp3InputFormat) {
    return { format: new Mp3OutputFormat(), contentType: "audio/mpeg", ext: "mp3" };
  }
  if (format instanceof WaveInputFormat) {
    return { format: new WavOutputFormat(), contentType: "audio/wav", ext: "wav" };
  }
  // MP4, MOV and M4A: written as MP4 with the index first, so a player starts before the
  // whole file arrived.
  return {
    format: new Mp4OutputFormat({ fastStart: "in-memory" }),
    contentType: kind === "video" ? "video/mp4" : "audio/mp4",
    ext: kind === "video" ? "mp4" : "m4a",
  };
}

/**
 * The file rewritten as described above. Throws MediaProblemError for a file that cannot
 * be a review's medium, including `unplayable` (the caller may transcode it first).
 */
export async function remuxMedia(bytes: Uint8Array, kind: AvKind): Promise<ProcessedMedia> {
  const input = openInput(bytes);
  try {
    const facts = await factsOf(input, kind);
    if (!facts.playable)
      throw new MediaProblemError("unplayable", `${facts.videoCodec ?? ""} ${facts.audioCodec ?? ""}`);
    const target = new BufferTarget();
    const out = outputFor(await input.getFormat(), kind);
    const output = new Output({ format: out.format, target });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: "primary",
      video: kind === "audio" ? { discard: true } : undefined,
      // Packets copied, never re-encoded (Node has no codecs; a copy is also exact).
      copy: { mode: "forced" },
      // Every descriptive tag dropped.
      tags: {},
      showWarnings: false,
    });
    if (!conversion.isValid) {
      throw new MediaProblemError("unplayable", conversion.discardedTracks.map((d) => d.reason).join(", "));
    }
    await conversion.execute();
    const written = target.buffer;
    if (!written) throw new MediaProblemError("unreadable", "nothing written");
    const result = new Uint8Array(written);
    // The written file is read back: its duration is the one players will see.
    const check = await probeMedia(result, kind);
    return { ...check, bytes: result, contentType: out.contentType, ext: out.ext };
  } catch (error) {
    throw asProblem(error);
  } finally {
    input.dispose();
  }
}

/** mediabunny's own errors (unsupported format, malformed data) are a problem of the file, not a fault. */
function asProblem(error: unknown): MediaProblemError {
  if (error instanceof MediaProblemError) return error;
  return new MediaProblemError("unreadable", error instanceof Error ? error.message : String(error));
}
