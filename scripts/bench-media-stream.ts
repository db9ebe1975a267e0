#!/usr/bin/env -S npx tsx
// The media line of `npm run bench`: 20 concurrent range requests of 30 MB each on a 300 MB
// file, served by `/media/*` (mediaResponse over the local driver, @hono/node-server) in a
// process of its own (tests/integration/media/stream-memory.ts). Prints the server's resident
// memory growth: warm (after a round of 20 concurrent 5 MB ranges), cold (after one request:
// V8 grows its young generation and lets young ArrayBuffers pile up to 32 MB first), and held
// (cold, the server collecting garbage every 20 ms: what the requests themselves hold).
import { MB, measureConcurrentRanges } from "#tests/integration/media/stream-memory.ts";

const log = (message: string) => console.log(`[bench:media] ${message}`);
log("20 concurrent 30 MB range requests on a 300 MB sparse file…");
const runs: [string, Parameters<typeof measureConcurrentRanges>[0]][] = [
  ["warm", { warmUpRangeSize: 5 * MB }],
  ["cold", {}],
  ["held (GC every 20 ms)", { collectEveryMs: 20 }],
];
for (const [how, options] of runs) {
  const f = await measureConcurrentRanges(options);
  const throughput = f.bytes / MB / (f.ms / 1000);
  log(`${how.padEnd(22)} ${(f.rssGrowth / MB).toFixed(1).padStart(6)} MB  (${Math.round(throughput)} MB/s served)`);
}
log("target: a serving process grows by less than 30 MB (warm), whatever the file's size");
