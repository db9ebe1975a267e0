import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { parseEnv } from "#app/lib/env.server.ts";
import type { MediaTask, MediaTaskResult } from "./media-worker.ts";
import { type AvKind, type MediaFacts, MediaProblemError, type ProcessedMedia } from "./process-media.server.ts";

/*
 * probeMedia and remuxMedia of process-media.server.ts, run in a worker thread (decision 030):
 * one per process, one task at a time (which also bounds the CPU the media pipeline takes),
 * with a time limit and a memory limit. A task past its limit terminates the worker — even a
 * parser stuck in a loop — and is answered as an unreadable file; the next task starts a new
 * worker. Built by the server build beside build/server/index.js (vite.config.ts); run from
 * its TypeScript source through tsx in development and tests.
 */

/** The upload waits for this at most (a real file of 10 MB is parsed in well under a second). */
export const PROBE_TIMEOUT_MS = 10_000;
export const REMUX_TIMEOUT_MS = 60_000;

let worker: Worker | undefined;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Worker {
  const source = import.meta.url.endsWith(".ts");
  // 10 MB in, 10 MB out and the parser's own state fit well below this.
  const resourceLimits = { maxOldGenerationSizeMb: 256 };
  const created = source
    ? // tsx's loader registered inside the thread itself (a worker's `--import` comes too late on Node 20).
      new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./media-worker.ts", import.meta.url).href)}); });`,
        { eval: true, resourceLimits },
      )
    : new Worker(resolve(parseEnv().BUILD_DIR, "server/media-worker.js"), { resourceLimits });
  created.unref();
  created.on("error", () => {
    if (worker === created) worker = undefined;
  });
  created.on("exit", () => {
    if (worker === created) worker = undefined;
  });
  return created;
}

function run<T>(op: MediaTask["op"], bytes: Uint8Array, kind: AvKind, timeoutMs: number): Promise<T> {
  const task = queue.then(
    () =>
      new Promise<T>((done, fail) => {
        worker ??= startWorker();
        const current = worker;
        const id = nextId++;
        const finish = () => {
          clearTimeout(timer);
          current.off("message", onMessage);
          current.off("exit", onExit);
        };
        const onMessage = (result: MediaTaskResult) => {
          if (result.id !== id) return;
          finish();
          if (result.ok) done(result.value as T);
          else if (result.problem) fail(new MediaProblemError(result.problem, result.message));
          else fail(new Error(result.message));
        };
        const onExit = () => {
          finish();
          fail(new MediaProblemError("unreadable", "the media worker stopped"));
        };
        const timer = setTimeout(() => {
          finish();
          if (worker === current) worker = undefined;
          void current.terminate();
          fail(new MediaProblemError("unreadable", `not parsed within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        current.on("message", onMessage);
        current.on("exit", onExit);
        // A copy is sent: the caller keeps its bytes (an upload still to be stored).
        current.postMessage({ id, op, kind, bytes } satisfies MediaTask);
      }),
  );
  queue = task.catch(() => undefined);
  return task;
}

/** probeMedia in the worker. Throws MediaProblemError (a file taking too long is `unreadable`). */
export function probeMediaSafely(bytes: Uint8Array, kind: AvKind, timeoutMs = PROBE_TIMEOUT_MS): Promise<MediaFacts> {
  return run("probe", bytes, kind, timeoutMs);
}

/** remuxMedia in the worker. Throws MediaProblemError (a file taking too long is `unreadable`). */
export function remuxMediaSafely(
  bytes: Uint8Array,
  kind: AvKind,
  timeoutMs = REMUX_TIMEOUT_MS,
): Promise<ProcessedMedia> {
  return run("remux", bytes, kind, timeoutMs);
}
