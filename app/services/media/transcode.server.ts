import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "#app/lib/env.server.ts";
import { type AvKind, MediaProblemError } from "./process-media.server.ts";

/*
 * The optional transcoder (decision 030): a file whose codecs current browsers cannot play
 * (HEVC from a phone's high-efficiency setting, ProRes, AC-3) is turned into H.264/AAC by an
 * ffmpeg the operator installed — never a bundled binary. Bounded: one at a time in a
 * process, at low priority (`nice`), on one thread, within a time limit. Its output is then
 * remuxed like any upload, so what ffmpeg writes in the header is dropped too.
 */

const DEBIAN_FFMPEG = "/usr/bin/ffmpeg";
/** A transcode taking longer is abandoned (a 10-minute 1080p video takes about 3 minutes on one core). */
export const TRANSCODE_TIMEOUT_MS = 10 * 60 * 1000;

let cached: Promise<string | null> | undefined;

/** The ffmpeg to use: FFMPEG_PATH (`off`: none), else Debian's when installed; null when there is none. */
export function findFfmpeg(): Promise<string | null> {
  cached ??= (async () => {
    const configured = parseEnv().FFMPEG_PATH;
    if (configured === "off") return null;
    const path = configured ?? DEBIAN_FFMPEG;
    try {
      await access(path, constants.X_OK);
      return path;
    } catch {
      if (configured) console.warn(`[media] FFMPEG_PATH ${configured} is not an executable: no transcoding.`);
      return null;
    }
  })();
  return cached;
}

let queue: Promise<unknown> = Promise.resolve();

/** `bytes` as H.264/AAC in MP4 (video) or AAC in M4A (audio). Throws MediaProblemError when ffmpeg cannot read it. */
export function transcode(
  bytes: Uint8Array,
  kind: AvKind,
  ffmpeg: string,
  timeoutMs = TRANSCODE_TIMEOUT_MS,
): Promise<Uint8Array> {
  const run = queue.then(() => runFfmpeg(bytes, kind, ffmpeg, timeoutMs));
  queue = run.catch(() => undefined);
  return run;
}

async function runFfmpeg(bytes: Uint8Array, kind: AvKind, ffmpeg: string, timeoutMs: number): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), "fiable-transcode-"));
  try {
    const input = join(dir, "in");
    const output = join(dir, kind === "video" ? "out.mp4" : "out.m4a");
    await writeFile(input, bytes);
    const streams =
      kind === "video"
        ? ["-map", "0:v:0", "-map", "0:a:0?", "-c:v", "libx264", "-preset", "veryfast", "-crf", "26"]
        : ["-map", "0:a:0", "-vn"];
    const args = [
      "-n",
      "10",
      ffmpeg,
      "-nostdin",
      "-hide_banner",
      "-loglevel",
      "error",
      "-threads",
      "1",
      "-i",
      input,
      ...streams,
      ...(kind === "video" ? ["-pix_fmt", "yuv420p", "-vf", "scale='min(1920,iw)':-2"] : []),
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-map_metadata",
      "-1",
      "-map_chapters",
      "-1",
      "-movflags",
      "+faststart",
      output,
    ];
    const failure = await new Promise<string | null>((resolve) => {
      const child = spawn("nice", args, { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve(error.message);
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        resolve(code === 0 ? null : signal ? `stopped by ${signal}` : stderr.trim() || `exit code ${code}`);
      });
    });
    if (failure) throw new MediaProblemError("unreadable", `ffmpeg: ${failure.split("\n")[0]}`);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** For tests: forget the ffmpeg found. */
export function resetFfmpegForTests(): void {
  cached = undefined;
}
