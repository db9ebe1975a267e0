// Concurrent range requests against `/media/*` served by a child process
// (./media-server-child.ts) from a large sparse file, and the child's resident memory
// meanwhile: the streaming test (./media-streaming.test.ts) and `npm run bench`
// (scripts/bench-media-stream.ts) use it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { newMediaKey } from "#app/services/media/media-store.server.ts";

export const MB = 1024 * 1024;

/**
 * A file of `size` zero bytes that takes no disk space (a hole), put straight into a local
 * store's directory with its type sidecar, as the local driver lays them out.
 */
export async function putSparseFile(root: string, key: string, size: number, contentType: string) {
  const path = join(root, key);
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, "w");
  try {
    await file.truncate(size);
  } finally {
    await file.close();
  }
  await writeFile(`${path}.meta.json`, JSON.stringify({ contentType, size }));
}

export interface MediaServerChild {
  base: string;
  /** Collects garbage, then gives the resident memory and starts sampling it. */
  baseline(): Promise<number>;
  /** The highest resident memory sampled since `baseline`. */
  peak(): Promise<number>;
  openFiles(): Promise<number>;
  close(): Promise<void>;
}

/** With `collectEveryMs`, the server collects garbage at that interval while sampling. */
export async function startMediaServerChild(root: string, collectEveryMs?: number): Promise<MediaServerChild> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--expose-gc",
      "--import",
      "tsx",
      join(import.meta.dirname, "media-server-child.ts"),
      root,
      ...(collectEveryMs ? [String(collectEveryMs)] : []),
    ],
    { stdio: ["ignore", "pipe", "inherit", "ipc"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      lines.close();
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`the media server exited (${code}) before listening`)));
  });
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once("message", (answer) => resolve(answer as T));
      child.send(message);
    });
  return {
    base: `http://127.0.0.1:${port}`,
    baseline: async () => (await ask<{ rss: number }>("baseline")).rss,
    peak: async () => (await ask<{ rss: number }>("peak")).rss,
    openFiles: async () => (await ask<{ fds: number }>("fds")).fds,
    async close() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * GET with a `Range` header, reading the body through and counting it (nothing kept);
 * with `abortAfter`, the connection is dropped once that many bytes have come.
 */
export function rangeGet(
  url: string,
  range: string,
  abortAfter?: number,
): Promise<{ status: number; bytes: number; contentRange: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Range: range }, agent: false }, (response) => {
      let bytes = 0;
      const done = () =>
        resolve({ status: response.statusCode ?? 0, bytes, contentRange: response.headers["content-range"] });
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (abortAfter !== undefined && bytes >= abortAfter) {
          req.destroy();
          done();
        }
      });
      response.on("end", done);
      response.on("error", (error) => (abortAfter === undefined ? reject(error) : done()));
    });
    req.on("error", (error) => (abortAfter === undefined ? reject(error) : undefined));
    req.end();
  });
}

export interface RangeRunFigures {
  fileSize: number;
  requests: number;
  rangeSize: number;
  /** Bytes read by every request together; each request's own count is checked. */
  bytes: number;
  ms: number;
  /** Highest resident memory of the server during the requests, minus before them. */
  rssGrowth: number;
  warmUpRangeSize: number;
  collectEveryMs: number | undefined;
}

/**
 * Puts a `fileSize` sparse file into a fresh local store and starts the server child. Warms
 * it up: one 1 MB request, then, with `warmUpRangeSize`, a round of `requests` concurrent
 * requests of that size (a server that has been serving: V8's young generation grown, its
 * first young ArrayBuffers collected). Then collects garbage, takes the baseline, fires
 * `requests` concurrent requests of `rangeSize` bytes each, spread over the file, and reads
 * them through. `collectEveryMs`: see startMediaServerChild.
 */
export async function measureConcurrentRanges({
  fileSize = 300 * MB,
  requests = 20,
  rangeSize = 30 * MB,
  warmUpRangeSize = 0,
  collectEveryMs = undefined as number | undefined,
} = {}): Promise<RangeRunFigures> {
  const root = await mkdtemp(join(tmpdir(), "fiable-media-stream-"));
  let server: MediaServerChild | undefined;
  try {
    const key = newMediaKey("review-media", "mp4");
    await putSparseFile(root, key, fileSize, "video/mp4");
    server = await startMediaServerChild(root, collectEveryMs);
    const url = `${server.base}/media/${key}`;
    await rangeGet(url, `bytes=0-${MB - 1}`);
    if (warmUpRangeSize > 0) {
      await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          rangeGet(url, `bytes=${i * warmUpRangeSize}-${(i + 1) * warmUpRangeSize - 1}`),
        ),
      );
    }

    const before = await server.baseline();
    const started = performance.now();
    const step = Math.floor((fileSize - rangeSize) / Math.max(1, requests - 1));
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, i) => {
        const start = i * step;
        return rangeGet(url, `bytes=${start}-${start + rangeSize - 1}`).then((answer) => {
          const expected = `bytes ${start}-${start + rangeSize - 1}/${fileSize}`;
          if (answer.status !== 206 || answer.bytes !== rangeSize || answer.contentRange !== expected) {
            throw new Error(`range ${i}: ${answer.status}, ${answer.bytes} bytes, ${answer.contentRange}`);
          }
          return answer;
        });
      }),
    );
    const ms = performance.now() - started;
    const peak = await server.peak();
    return {
      fileSize,
      requests,
      rangeSize,
      bytes: answers.reduce((n, answer) => n + answer.bytes, 0),
      ms,
      rssGrowth: peak - before,
      warmUpRangeSize,
      collectEveryMs,
    };
  } finally {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  }
}
