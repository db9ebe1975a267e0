// `npm run bench` (last part) or `npm run bench:media`: what the media pipeline costs
// (decision 030) — the CPU time and wall time of the remux per minute of audio and of video,
// and the process's peak memory. Inputs are the committed fixtures (tests/fixtures/media)
// repeated, packet by packet with shifted timestamps, into one-minute files and files at the
// limits (10 minutes, 10 MB); no encoder is needed, so the figures come out on any machine.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
  type InputAudioTrack,
  type InputVideoTrack,
  Mp4OutputFormat,
  Output,
  type OutputFormat,
  WebMOutputFormat,
} from "mediabunny";
import { type AvKind, remuxMedia } from "#app/services/media/process-media.server.ts";

const FIXTURES = resolve(import.meta.dirname, "../tests/fixtures/media");
const RUNS = 5;

/** `fixture` repeated until it lasts `seconds` (or weighs `bytes`), as one file. */
async function repeated(
  name: string,
  format: () => OutputFormat,
  until: { seconds?: number; bytes?: number },
): Promise<Uint8Array> {
  const input = new Input({ source: new BufferSource(readFileSync(resolve(FIXTURES, name))), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  const target = new BufferTarget();
  const output = new Output({ format: format(), target });
  const tracks: {
    track: InputVideoTrack | InputAudioTrack;
    source: EncodedVideoPacketSource | EncodedAudioPacketSource;
  }[] = [];
  if (video?.codec) {
    const source = new EncodedVideoPacketSource(video.codec);
    output.addVideoTrack(source);
    tracks.push({ track: video, source });
  }
  if (audio?.codec) {
    const source = new EncodedAudioPacketSource(audio.codec);
    output.addAudioTrack(source);
    tracks.push({ track: audio, source });
  }
  await output.start();
  const packets = await Promise.all(
    tracks.map(async ({ track }) => {
      const sink = new EncodedPacketSink(track);
      const all = [];
      for await (const packet of sink.packets()) all.push(packet);
      // Audio packets are all key packets: presentation order is a valid decode order.
      return track.type === "audio" ? all.sort((a, b) => a.timestamp - b.timestamp) : all;
    }),
  );
  const perLoop = packets.flat().reduce((sum, p) => sum + p.data.byteLength, 0);
  // Each repetition starts after the last packet of the previous one ends (whole milliseconds).
  // (AAC's first packets start before 0: the encoder's priming.)
  const all = packets.flat();
  const span = Math.max(...all.map((p) => p.timestamp + p.duration)) - Math.min(...all.map((p) => p.timestamp));
  const length = Math.ceil(span * 1000 + 1) / 1000;
  const loops = Math.min(
    until.seconds ? Math.floor(until.seconds / length) : Number.POSITIVE_INFINITY,
    until.bytes ? Math.floor(until.bytes / perLoop) : Number.POSITIVE_INFINITY,
  );
  for (let loop = 0; loop < loops; loop++) {
    for (const [index, { track, source }] of tracks.entries()) {
      const config = await track.getDecoderConfig();
      for (const [n, packet] of packets[index]!.entries()) {
        const shifted = packet.clone({ timestamp: packet.timestamp + loop * length });
        const meta = loop === 0 && n === 0 ? { decoderConfig: config ?? undefined } : undefined;
        // biome-ignore lint/suspicious/noExplicitAny: one call for the audio and video sources.
        await (source as any).add(shifted, meta);
      }
    }
  }
  await output.finalize();
  input.dispose();
  return new Uint8Array(target.buffer!);
}

async function measure(label: string, bytes: Uint8Array, kind: AvKind) {
  const runs: { cpu: number; wall: number; minutes: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await remuxMedia(bytes, kind);
    const used = process.cpuUsage(cpu);
    runs.push({
      cpu: (used.user + used.system) / 1000,
      wall: performance.now() - started,
      minutes: result.durationMs / 60_000,
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const minutes = runs[0]!.minutes;
  const cpuPerMinute = median(runs.map((r) => r.cpu)) / minutes;
  const wallPerMinute = median(runs.map((r) => r.wall)) / minutes;
  console.log(
    `  ${label.padEnd(38)} ${(bytes.byteLength / 1e6).toFixed(1).padStart(5)} MB ${(minutes * 60).toFixed(0).padStart(4)} s` +
      `   CPU ${cpuPerMinute.toFixed(0).padStart(5)} ms/min   wall ${wallPerMinute.toFixed(0).padStart(5)} ms/min`,
  );
}

console.log("[bench] media processing: remux by mediabunny (decision 030), median of 5 runs");
const cases: [string, string, AvKind, () => OutputFormat, { seconds?: number; bytes?: number }][] = [
  ["audio, recorder WebM/Opus, 1 min", "recorder-audio.webm", "audio", () => new WebMOutputFormat(), { seconds: 61 }],
  ["audio, M4A/AAC, 1 min", "voice-memo.m4a", "audio", () => new Mp4OutputFormat(), { seconds: 61 }],
  [
    "video, recorder WebM/VP8+Opus, 1 min",
    "recorder-video.webm",
    "video",
    () => new WebMOutputFormat(),
    { seconds: 61 },
  ],
  ["video, phone MP4/H.264+AAC, 1 min", "phone.mov", "video", () => new Mp4OutputFormat(), { seconds: 61 }],
  ["video, phone MP4, ~10 min (the limit)", "phone.mov", "video", () => new Mp4OutputFormat(), { seconds: 590 }],
  [
    "video, recorder WebM, ~10 min (the limit)",
    "recorder-video.webm",
    "video",
    () => new WebMOutputFormat(),
    { seconds: 590, bytes: 10_000_000 },
  ],
];
for (const [label, file, kind, format, until] of cases) {
  await measure(label, await repeated(file, format, until), kind);
}
console.log(
  `  peak resident memory of the whole process, building the inputs included: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
