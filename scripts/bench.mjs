#!/usr/bin/env node
// `npm run bench`: the public profile page under load (decision 012), the public read API
// (GET /api/v1/profiles/{slug}/reviews, decision 031) beside nginx serving a JSON file of the
// same size and the widget script's size (/embed.js, gzip level 9), then the time and
// peak memory of previewing and enqueueing 500 pasted invitations
// (scripts/bench-invitations.ts), then the media pipeline's remux per minute of audio and video
// (scripts/bench-media.ts) and the server's memory under 20 concurrent range requests on a
// 300 MB media file (scripts/bench-media-stream.ts). The statistics queries on a million analytics events have
// their own: `npm run bench:analytics` (scripts/bench-analytics.ts).
//
// Starts the production build on a fresh DATA_DIR (embedded PostgreSQL, demo seed), then
// drives /{slug} with autocannon — served from the page cache, and rendered afresh
// (`Cache-Control: no-cache`, what a hard reload sends, makes the app render and refresh
// its cache) — and, in the same run, nginx serving the very same HTML bytes from disk
// (gzip_static, one worker: one process against one Node process). Prints requests/s,
// p50/p99 latency and errors of each, and the JavaScript the page loads (gzip).
//
// Options: --duration=10 --connections=64 --slug=camille-martin; BUILD_DIR (default
// build, built first when missing), BENCH_PORT (default 3390; nginx uses the next one).
//
// The read API is limited per client address (RATE_LIMITS["api.read.ip"]): the app runs with
// TRUST_PROXY=loopback and each API request carries an X-Forwarded-For taken in turn from
// API_ADDRESSES addresses, as visitors of many sites would — every request still pays for
// its rate-limit counter, none is refused.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { createCleanups, parseArgs, runScript, startApp, stop, waitFor } from "./lib/app-harness.mjs";

const args = parseArgs();
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 64);
const SLUG = args.slug ?? "camille-martin";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const APP_PORT = Number(process.env.BENCH_PORT ?? 3390);
const NGINX_PORT = APP_PORT + 1;

/** Client addresses the read API's requests come from (see above). */
const API_ADDRESSES = 4096;

const cleanups = createCleanups();
const log = (message) => console.log(`[bench] ${message}`);

function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"]).toString().trim() || null;
  } catch {
    return null;
  }
}

/**
 * nginx with one worker, serving `html` (and its .gz, gzip_static) for every path, and
 * `json` the same way under /api/.
 */
async function startNginx(html, json) {
  const binary = nginxBinary();
  if (!binary) return null;
  const prefix = await mkdtemp(join(tmpdir(), "fiable-bench-nginx-"));
  cleanups.add(() => rm(prefix, { recursive: true, force: true }));
  // Workers run as `nobody` when the master is root: everything must be world-readable.
  await chmod(prefix, 0o755);
  await writeFile(join(prefix, "index.html"), html, { mode: 0o644 });
  await writeFile(join(prefix, "index.html.gz"), gzipSync(html, { level: 6 }), { mode: 0o644 });
  await writeFile(join(prefix, "reviews.json"), json, { mode: 0o644 });
  await writeFile(join(prefix, "reviews.json.gz"), gzipSync(json, { level: 6 }), { mode: 0o644 });
  const conf = join(prefix, "nginx.conf");
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${prefix};
    default_type text/html;
    location / { gzip_static on; try_files /index.html =404; }
    location /api/ { gzip_static on; default_type application/json; try_files /reviews.json =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  cleanups.add(() => stop(child, "SIGQUIT"));
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/`, 10_000);
  return child;
}

/** CPU seconds used so far by a process and its children (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const ticks = (p) => {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(fields[11]) + Number(fields[12]);
    };
    let total = ticks(pid);
    let children = [];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    } catch {
      // no children file
    }
    for (const child of children) total += ticks(child);
    return total / 100; // USER_HZ
  } catch {
    return null;
  }
}

async function measured(title, url, headers, pid, requests = undefined) {
  const before = cpuSeconds(pid);
  const result = await run(title, url, headers, DURATION, requests);
  const after = cpuSeconds(pid);
  result.cpuMs = before === null || after === null ? null : ((after - before) * 1000) / result.total;
  return result;
}

/** An X-Forwarded-For per request, from API_ADDRESSES addresses in turn (198.18.0.0/15, for benchmarks). */
let addressIndex = 0;
const fromManyAddresses = [
  {
    setupRequest: (request) => {
      addressIndex = (addressIndex + 1) % API_ADDRESSES;
      const address = `198.18.${addressIndex >> 8}.${addressIndex & 255}`;
      return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
    },
  },
];

function run(title, url, headers, duration = DURATION, requests = undefined) {
  return new Promise((resolveRun, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { "accept-encoding": "gzip", ...headers }, requests },
      (error, result) => {
        if (error) return reject(error);
        resolveRun({
          title,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          total: result.requests.total,
        });
      },
    );
  });
}

/**
 * The JavaScript the page loads before any interaction: every module it preloads, imports
 * inline or names in <script src>, and their static imports (not dynamic `import()`, which
 * only runs on use — the review dialog), each gzipped (level 6) as a server would.
 */
async function pageJavaScript(html) {
  const queue = [];
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) queue.push(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) queue.push(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"'()]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    queue.push(match[1]);
  const seen = new Set();
  const files = [];
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${APP_PORT}${path}`)).arrayBuffer());
    files.push({ path, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    // Static imports of a built module: `import"./x.js"`, `from"./x.js"` (relative to it).
    for (const match of body.toString("utf8").matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(match[1], `http://x${path}`).pathname);
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

async function main() {
  log(
    `node ${process.version}, ${cpus().length} CPU, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  log(`starting the app (${BUILD_DIR}/) on 127.0.0.1:${APP_PORT} with a fresh DATA_DIR…`);
  const app = await startApp({
    buildDir: BUILD_DIR,
    port: APP_PORT,
    cleanups,
    log,
    // The read API's requests name their client in X-Forwarded-For (see above).
    env: { TRUST_PROXY: "loopback" },
  });

  const pageUrl = `http://127.0.0.1:${APP_PORT}/${SLUG}`;
  const first = await fetch(pageUrl);
  if (first.status !== 200) throw new Error(`GET /${SLUG} answered ${first.status}`);
  const html = await first.text();
  const second = await fetch(pageUrl, { headers: { "accept-encoding": "gzip" } });
  const cacheStatus = second.headers.get("x-fiable-cache");
  log(
    cacheStatus
      ? `page cache mounted (second view: ${cacheStatus})`
      : "page cache NOT mounted in server/http.ts: the 'cached' run renders every request",
  );
  log(`/${SLUG}: ${kb(Buffer.byteLength(html))} of HTML, ${kb(gzipSync(html, { level: 6 }).length)} gzipped`);

  const apiUrl = `http://127.0.0.1:${APP_PORT}/api/v1/profiles/${SLUG}/reviews`;
  const apiFirst = await fetch(apiUrl);
  if (apiFirst.status !== 200) throw new Error(`GET /api/v1/profiles/${SLUG}/reviews answered ${apiFirst.status}`);
  const apiJson = await apiFirst.text();
  log(
    `/api/v1/profiles/${SLUG}/reviews: ${kb(Buffer.byteLength(apiJson))} of JSON, ${kb(gzipSync(apiJson, { level: 6 }).length)} gzipped`,
  );

  const nginx = await startNginx(html, apiJson);
  if (!nginx) log("nginx is not installed (apt-get install nginx): its column is left out");

  // The render path needs several thousand requests before V8 has optimized it: measure
  // the steady state, not the warm-up.
  log(`warming up…`);
  await run("warm-up", pageUrl, {}, 3);
  await run("warm-up", pageUrl, { "cache-control": "no-cache" }, 8);
  if (nginx) await run("warm-up", `http://127.0.0.1:${NGINX_PORT}/${SLUG}`, {}, 2);

  const results = [];
  log(`${CONNECTIONS} connections, ${DURATION} s each…`);
  if (nginx) {
    results.push(
      await measured("nginx, same bytes from disk", `http://127.0.0.1:${NGINX_PORT}/${SLUG}`, {}, nginx.pid),
    );
  }
  results.push(await measured("app, page cache", pageUrl, {}, app.pid));
  results.push(await measured("app, rendered (no-cache)", pageUrl, { "cache-control": "no-cache" }, app.pid));

  const js = await pageJavaScript(html);

  // The public read API, in the same run: nginx serving the same JSON bytes, then the app.
  log("read API: warming up…");
  await run("warm-up", apiUrl, {}, 3, fromManyAddresses);
  const apiResults = [];
  if (nginx) {
    apiResults.push(
      await measured("nginx, same JSON from disk", `http://127.0.0.1:${NGINX_PORT}/api/reviews.json`, {}, nginx.pid),
    );
  }
  apiResults.push(await measured("app, read API", apiUrl, {}, app.pid, fromManyAddresses));
  const embed = await fetch(`http://127.0.0.1:${APP_PORT}/embed.js`);
  const embedSize = embed.ok ? gzipSync(Buffer.from(await embed.arrayBuffer()), { level: 9 }).length : null;

  console.log("");
  console.log(`Public profile /${SLUG} — ${CONNECTIONS} connections, ${DURATION} s, Accept-Encoding: gzip`);
  console.log(
    `${pad("", 30)}${padStart("req/s", 10)}${padStart("p50 ms", 9)}${padStart("p99 ms", 9)}${padStart("errors", 9)}${padStart("CPU ms/req", 12)}`,
  );
  for (const r of results) {
    const cpu = r.cpuMs === null ? "n/a" : r.cpuMs.toFixed(2);
    console.log(
      `${pad(r.title, 30)}${padStart(Math.round(r.rps), 10)}${padStart(r.p50, 9)}${padStart(r.p99, 9)}${padStart(r.errors, 9)}${padStart(cpu, 12)}`,
    );
  }
  console.log("CPU ms/req: CPU time the server used per request (unaffected by other work on the machine);");
  console.log("one core serves at most about 1000 / that many requests per second.");
  const byTitle = Object.fromEntries(results.map((r) => [r.title, r]));
  const cached = byTitle["app, page cache"];
  const rendered = byTitle["app, rendered (no-cache)"];
  const reference = byTitle["nginx, same bytes from disk"];
  console.log("");
  console.log("Targets (decision 012):");
  if (reference) {
    const share = (cached.rps / reference.rps) * 100;
    console.log(`  cached ≥ 50 % of nginx:     ${share.toFixed(0)} %  ${share >= 50 ? "ok" : "MISSED"}`);
  } else {
    console.log("  cached ≥ 50 % of nginx:     n/a (no nginx)");
  }
  console.log(`  rendered ≥ 1,000 req/s:     ${Math.round(rendered.rps)}  ${rendered.rps >= 1000 ? "ok" : "MISSED"}`);
  const worstP99 = Math.max(cached.p99, rendered.p99);
  console.log(
    `  p99 ≤ 50 ms (app):          cached ${cached.p99} ms, rendered ${rendered.p99} ms  ${worstP99 <= 50 ? "ok" : "MISSED"}`,
  );
  const errors = results.reduce((n, r) => n + r.errors, 0);
  console.log(`  no errors:                  ${errors}  ${errors === 0 ? "ok" : "MISSED"}`);
  console.log(
    `  JavaScript ≤ 120 KB gzip:   ${kb(js.gzip)} (${kb(js.raw)} raw, ${js.files.length} files)  ${js.gzip <= 120 * 1024 ? "ok" : "MISSED"}`,
  );
  console.log("");
  console.log(
    `Public read API GET /api/v1/profiles/${SLUG}/reviews — ${CONNECTIONS} connections, ${DURATION} s, from ${API_ADDRESSES} client addresses`,
  );
  console.log(
    `${pad("", 30)}${padStart("req/s", 10)}${padStart("p50 ms", 9)}${padStart("p99 ms", 9)}${padStart("errors", 9)}${padStart("CPU ms/req", 12)}`,
  );
  for (const r of apiResults) {
    const cpu = r.cpuMs === null ? "n/a" : r.cpuMs.toFixed(2);
    console.log(
      `${pad(r.title, 30)}${padStart(Math.round(r.rps), 10)}${padStart(r.p50, 9)}${padStart(r.p99, 9)}${padStart(r.errors, 9)}${padStart(cpu, 12)}`,
    );
  }
  const apiApp = apiResults.at(-1);
  const apiNginx = apiResults.length > 1 ? apiResults[0] : null;
  if (apiNginx) console.log(`  read API / nginx:           ${((apiApp.rps / apiNginx.rps) * 100).toFixed(0)} %`);
  console.log(
    `Widget script /embed.js:      ${embedSize === null ? "embed.js not built yet" : `${embedSize} bytes gzip (level 9), ${kb(embedSize)}`}`,
  );

  console.log("");
  console.log("JavaScript of the page, largest first (gzip level 6 / raw):");
  for (const file of js.files.slice(0, 12))
    console.log(`  ${padStart(kb(file.gzip), 9)} ${padStart(kb(file.raw), 9)}  ${file.path}`);
  if (js.files.length > 12) console.log(`  … and ${js.files.length - 12} smaller files`);
  log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (other work on the machine skews the figures)`,
  );
}

/**
 * The invitations' line: scripts/bench-invitations.ts, in its own process (it
 * runs TypeScript through tsx and its own throwaway database), after the HTTP runs above.
 */
async function invitationsLine() {
  log("invitations: preview and enqueue 500 pasted lines (scripts/bench-invitations.ts)…");
  await new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-invitations.ts"], {
      stdio: "inherit",
      env: process.env,
    });
    child.once("exit", (code) => (code === 0 ? done() : fail(new Error(`bench-invitations exited ${code}`))));
  });
}

/**
 * The media lines, each script in its own process: the pipeline's remux (decision 030,
 * scripts/bench-media.ts), then /media/* range requests on a 300 MB file
 * (scripts/bench-media-stream.ts).
 */
async function mediaLines() {
  for (const script of ["scripts/bench-media.ts", "scripts/bench-media-stream.ts"]) {
    await new Promise((done, fail) => {
      const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: "inherit", env: process.env });
      child.once("exit", (code) => (code === 0 ? done() : fail(new Error(`${script} exited ${code}`))));
    });
  }
}

await runScript("bench", cleanups, async () => {
  await main();
  await invitationsLine();
  await mediaLines();
});
