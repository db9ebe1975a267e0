// `/media/*` (mediaResponse over the local driver on <root>) behind @hono/node-server, alone
// in its process so that its resident memory is only the server's:
// `node --expose-gc --import tsx media-server-child.ts <root> [<collect every ms>]`. Prints
// {"port":…} once listening. Over IPC: "baseline" collects garbage twice, answers the
// resident memory and starts sampling it every 5 ms (and, when asked for, collecting garbage
// at that interval: what the requests hold, without what V8 has not collected yet); "peak"
// stops and answers the highest seen; "fds" answers how many file descriptors the process
// has open. Stops when the parent goes away.
import { readdirSync } from "node:fs";
import { serve } from "@hono/node-server";
import { mediaResponse } from "#app/services/media/media-response.server.ts";
import { createLocalMediaStore, MEDIA_URL_PREFIX } from "#app/services/media/media-store.server.ts";

const [root, collectEvery] = process.argv.slice(2);
if (!root || typeof globalThis.gc !== "function") throw new Error("usage: node --expose-gc … <root>");
const collect = globalThis.gc;
const store = createLocalMediaStore(root);

serve(
  {
    fetch: (request) => mediaResponse(request, new URL(request.url).pathname.slice(MEDIA_URL_PREFIX.length), store),
    hostname: "127.0.0.1",
    port: 0,
  },
  (info) => process.stdout.write(`${JSON.stringify({ port: info.port })}\n`),
);

let peak = 0;
let sampler: NodeJS.Timeout | undefined;
let collector: NodeJS.Timeout | undefined;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage.rss());
};

process.on("message", (message) => {
  if (message === "baseline") {
    collect();
    collect();
    const rss = process.memoryUsage.rss();
    peak = rss;
    sampler = setInterval(sample, 5);
    if (collectEvery) collector = setInterval(() => collect(), Number(collectEvery));
    process.send?.({ rss });
  } else if (message === "peak") {
    clearInterval(sampler);
    clearInterval(collector);
    sample();
    process.send?.({ rss: peak });
  } else if (message === "fds") {
    process.send?.({ fds: readdirSync("/proc/self/fd").length });
  }
});
process.on("disconnect", () => process.exit(0));
