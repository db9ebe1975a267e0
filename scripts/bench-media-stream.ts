#!/usr/bin/env -S npx tsx
// The media line of `npm run bench`: 20 concurrent range requests of 30 MB each on a 300 MB
// file, served by `/media/*` (mediaResponse over the local driver, @hono/node-server) in a
// process of its own (tests/integration/media/stream-memory.ts). Prints the server's
// resident memory growth as it is, and with the server collecting garbage every 20 ms (what
// the requests hold, without the young ArrayBuffers V8 has not collected yet).
import { MB, measureConcurrentRanges } from "#tests/integration/media/stream-memory.ts";

const log = (message: string) => console.log(`[bench:media] ${message}`);
log("20 concurrent 30 MB range requests on a 300 MB sparse file…");
for (const collectEveryMs of [undefined, 20]) {
  const f = await measureConcurrentRanges({ collectEveryMs });
  const how = collectEveryMs ? "held (GC every 20 ms)" : "RSS growth";
  const throughput = f.bytes / MB / (f.ms / 1000);
  log(`${how.padEnd(22)} ${(f.rssGrowth / MB).toFixed(1).padStart(6)} MB  (${Math.round(throughput)} MB/s served)`);
}
log("target: the server's resident memory grows by less than 30 MB, whatever the file's size");
