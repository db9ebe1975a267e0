import { parentPort } from "node:worker_threads";
import {
  type AvKind,
  type MediaFacts,
  MediaProblemError,
  type ProcessedMedia,
  probeMedia,
  remuxMedia,
} from "./process-media.server.ts";

/*
 * The worker thread that parses and rewrites untrusted audio and video (decision 030): the
 * server's thread never runs mediabunny on an upload, so a file built to make a parser loop
 * stalls this thread only, until media-sandbox.server.ts terminates it.
 */

export interface MediaTask {
  id: number;
  op: "probe" | "remux";
  kind: AvKind;
  bytes: Uint8Array;
}

export type MediaTaskResult =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; problem: MediaProblemError["problem"] | null; message: string };

parentPort?.on("message", async (task: MediaTask) => {
  try {
    if (task.op === "probe") {
      const facts: MediaFacts = await probeMedia(task.bytes, task.kind);
      parentPort!.postMessage({ id: task.id, ok: true, value: facts } satisfies MediaTaskResult);
    } else {
      const processed: ProcessedMedia = await remuxMedia(task.bytes, task.kind);
      // The rewritten file is moved to the server's thread, not copied.
      const transfer = [processed.bytes.buffer as ArrayBuffer];
      parentPort!.postMessage({ id: task.id, ok: true, value: processed } satisfies MediaTaskResult, transfer);
    }
  } catch (error) {
    parentPort!.postMessage({
      id: task.id,
      ok: false,
      problem: error instanceof MediaProblemError ? error.problem : null,
      message: error instanceof Error ? error.message : String(error),
    } satisfies MediaTaskResult);
  }
});
