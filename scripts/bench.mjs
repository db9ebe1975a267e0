#!/usr/bin/env node
// `npm run bench`: the public pages under load (decision 037) — /{slug}, / and /blog served
// from the page cache beside nginx serving the very same bytes (the app's stored gzip copy,
// gzip_static, one worker: one process against one Node process), their p99 at 64
// connections, a rendered /{slug} (requests per second and CPU per view), and the same
// with WEB_CONCURRENCY=2 (the speed-up on rendered views; on 2 cores shared with PostgreSQL
// and the load generator it is a figure, not a gate). Each figure is the median of --runs
// runs (default 5), printed with its spread (min–max); nginx and the app alternate within
// a run so that both meet the same machine. Then the public read API (decision 031) beside
// nginx serving a JSON file of the same size, the widget script's size (/embed.js, gzip
// level 9), the invitations' preview of 500 lines (scripts/bench-invitations.ts) and the
// media lines (scripts/bench-media.ts, scripts/bench-media-stream.ts) — left out with
// --pages-only. The statistics queries on a million analytics events have their own:
// `npm run bench:analytics`.
//
// Starts the production build on a fresh DATA_DIR (embedded PostgreSQL, demo seed). A
// rendered view is a request the cache does not answer: `?lang=fr` (it sets the language
// cookie), exactly the work of a cache miss.
//
// Options: --duration=5 --runs=5 --connections=64 --slug=camille-martin --pages-only;
// BUILD_DIR (default build, built first when missing), BENCH_PORT (default 3390; nginx
// uses the next one, the WEB_CONCURRENCY=2 app the one after).
//
// The read API is limited per client address (RATE_LIMITS["api.read.ip"]): the app runs with
// TRUST_PROXY=loopback and each API request carries an X-Forwarded-For taken in turn from
// API_ADDRESSES addresses, as visitors of many sites would — every request still pays for
// its rate-limit counter, none is refused.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { createCleanups, parseArgs, runScript, startApp, stop, waitFor } from "./lib/app-harness.mjs";

const args = parseArgs();
const DURATION = Number(args.duration ?? 5);
const RUNS = Number(args.runs ?? 5);
const PAGES_ONLY = process.argv.includes("--pages-only");
const CONNECTIONS = Number(args.connections ?? 64);
const SLUG = args.slug ?? "camille-martin";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const APP_PORT = Number(process.env.BENCH_PORT ?? 3390);
const NGINX_PORT = APP_PORT + 1;
const CLUSTER_PORT = APP_PORT + 2;

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
 * nginx with one worker, serving each page's bytes (and its .gz, gzip_static) at its path,
 * and `json` the same way under /api/.
 * @param {{ path: string, html: Buffer, gzip: Buffer }[]} pages
 */
async function startNginx(pages, json) {
  const binary = nginxBinary();
  if (!binary) return null;
  const prefix = await mkdtemp(join(tmpdir(), "fiable-bench-nginx-"));
  cleanups.add(() => rm(prefix, { recursive: true, force: true }));
  // Workers run as `nobody` when the master is root: everything must be world-readable.
  await chmod(prefix, 0o755);
  const locations = [];
  for (const [i, page] of pages.entries()) {
    await writeFile(join(prefix, `page${i}.html`), page.html, { mode: 0o644 });
    await writeFile(join(prefix, `page${i}.html.gz`), page.gzip, { mode: 0o644 });
    locations.push(`    location = ${page.path} { gzip_static on; try_files /page${i}.html =404; }`);
  }
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
${locations.join("\n")}
    location /api/ { gzip_static on; default_type application/json; try_files /reviews.json =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  cleanups.add(() => stop(child, "SIGQUIT"));
  await waitFor(`http://127.0.0.1:${NGINX_PORT}${pages[0].path}`, 10_000);
  return child;
}

/**
 * CPU seconds used so far by a process and its children (Linux /proc; null elsewhere):
 * `node` (the app's processes: it and its cluster workers) and `all` (with the embedded
 * PostgreSQL's).
 */
function cpuSeconds(pid) {
  try {
    const ticks = (p) => {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    };
    const comm = (p) => readFileSync(`/proc/${p}/comm`, "utf8").trim();
    const descendants = (p) => {
      let children = [];
      try {
        children = readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
      } catch {
        // no children file
      }
      return children.flatMap((child) => [child, ...descendants(child)]);
    };
    let node = ticks(pid);
    let all = node;
    for (const child of descendants(pid)) {
      try {
        const t = ticks(child);
        all += t;
        if (comm(child) === "node") node += t;
      } catch {
        // gone meanwhile
      }
    }
    return { node: node / 100, all: all / 100 }; // USER_HZ
  } catch {
    return null;
  }
}

async function measured(title, url, headers, pid, requests = undefined) {
  const before = cpuSeconds(pid);
  const result = await run(title, url, headers, DURATION, requests);
  const after = cpuSeconds(pid);
  result.cpuMs = before === null || after === null ? null : ((after.node - before.node) * 1000) / result.total;
  result.cpuAllMs = before === null || after === null ? null : ((after.all - before.all) * 1000) / result.total;
  return result;
}

/** Median and spread of `runs` (each a result of measured()) for one line of the table. */
function summary(title, runs) {
  const median = (values) => {
    const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const rps = runs.map((r) => r.rps);
  return {
    title,
    rps: median(rps),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    p99Max: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    cpuAllMs: median(runs.map((r) => r.cpuAllMs)),
  };
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

/** A GET without decompression (fetch would decode): status, headers and the bytes as sent. */
function rawGet(url, headers = {}) {
  return new Promise((resolveGet, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolveGet({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

const HEADER = `${pad("", 34)}${padStart("req/s", 8)}${padStart("(min–max)", 16)}${padStart("p50 ms", 8)}${padStart("p99 ms", 8)}${padStart("(max)", 7)}${padStart("errors", 8)}${padStart("CPU ms/req", 12)}${padStart("+PG", 7)}`;

function line(r) {
  const cpu = r.cpuMs === null ? "n/a" : r.cpuMs.toFixed(2);
  const all = r.cpuAllMs === null ? "n/a" : r.cpuAllMs.toFixed(2);
  return `${pad(r.title, 34)}${padStart(Math.round(r.rps), 8)}${padStart(`${Math.round(r.rpsMin)}–${Math.round(r.rpsMax)}`, 16)}${padStart(r.p50, 8)}${padStart(r.p99, 8)}${padStart(r.p99Max, 7)}${padStart(r.errors, 8)}${padStart(cpu, 12)}${padStart(all, 7)}`;
}

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const PAGES = [`/${SLUG}`, "/", "/blog"];
/** Share of nginx's req/s each page must reach from the cache (decision 037). */
const SHARE_TARGETS = { [`/${SLUG}`]: 70, "/": 50, "/blog": 50 };
const RENDERED = `/${SLUG}?lang=fr`;

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
  const base = `http://127.0.0.1:${APP_PORT}`;

  // Each page's stored bytes, as the cache sends them: nginx serves the very same.
  const pages = [];
  for (const path of PAGES) {
    const identity = await rawGet(`${base}${path}`);
    if (identity.status !== 200) throw new Error(`GET ${path} answered ${identity.status}`);
    const gzip = await rawGet(`${base}${path}`, { "accept-encoding": "gzip" });
    const status = gzip.headers["x-fiable-cache"];
    if (gzip.headers["content-encoding"] !== "gzip" || status !== "HIT") {
      log(`${path}: NOT served from the page cache (x-fiable-cache: ${status ?? "none"})`);
    }
    pages.push({ path, html: identity.body, gzip: gzip.body });
    log(`${path}: ${kb(identity.body.length)} of HTML, ${kb(gzip.body.length)} gzipped (x-fiable-cache: ${status})`);
  }

  const apiUrl = `${base}/api/v1/profiles/${SLUG}/reviews`;
  const apiFirst = await fetch(apiUrl);
  if (apiFirst.status !== 200) throw new Error(`GET /api/v1/profiles/${SLUG}/reviews answered ${apiFirst.status}`);
  const apiJson = await apiFirst.text();

  const nginx = await startNginx(pages, apiJson);
  if (!nginx) log("nginx is not installed (apt-get install nginx-light): the shares of nginx are left out");
  const nginxUrl = (path) => `http://127.0.0.1:${NGINX_PORT}${path}`;

  // The render path needs several thousand requests before V8 has optimized it: measure
  // the steady state, not the warm-up.
  log("warming up…");
  for (const path of PAGES) await run("warm-up", `${base}${path}`, {}, 2);
  await run("warm-up", `${base}${RENDERED}`, {}, 8);
  if (nginx) for (const path of PAGES) await run("warm-up", nginxUrl(path), {}, 1);

  log(`${RUNS} runs of ${CONNECTIONS} connections, ${DURATION} s each…`);
  const runs = Object.fromEntries(PAGES.map((path) => [path, { nginx: [], app: [], share: [] }]));
  const rendered = [];
  for (let round = 1; round <= RUNS; round++) {
    for (const path of PAGES) {
      const entry = runs[path];
      const n = nginx ? await measured("nginx", nginxUrl(path), {}, nginx.pid) : null;
      const a = await measured("app", `${base}${path}`, {}, app.pid);
      if (n) entry.nginx.push(n);
      entry.app.push(a);
      if (n) entry.share.push((a.rps / n.rps) * 100);
    }
    rendered.push(await measured("rendered", `${base}${RENDERED}`, {}, app.pid));
    log(`run ${round}/${RUNS} done`);
  }

  // WEB_CONCURRENCY=2: the rendered view (and the cache) on every core.
  log(`WEB_CONCURRENCY=2: starting the app on 127.0.0.1:${CLUSTER_PORT} with a fresh DATA_DIR…`);
  const clustered = await startApp({
    buildDir: BUILD_DIR,
    port: CLUSTER_PORT,
    cleanups,
    log,
    env: { TRUST_PROXY: "loopback", WEB_CONCURRENCY: "2" },
  });
  const clusterBase = `http://127.0.0.1:${CLUSTER_PORT}`;
  await run("warm-up", `${clusterBase}/${SLUG}`, {}, 2);
  await run("warm-up", `${clusterBase}${RENDERED}`, {}, 8);
  const clusterRendered = [];
  const clusterCached = [];
  for (let round = 1; round <= RUNS; round++) {
    clusterCached.push(await measured("cluster cached", `${clusterBase}/${SLUG}`, {}, clustered.pid));
    clusterRendered.push(await measured("cluster rendered", `${clusterBase}${RENDERED}`, {}, clustered.pid));
  }
  await stop(clustered);

  const js = await pageJavaScript(pages[0].html.toString("utf8"));

  console.log("");
  console.log(
    `Public pages — ${CONNECTIONS} connections, ${DURATION} s per run, median of ${RUNS} runs (spread min–max), Accept-Encoding: gzip`,
  );
  console.log(HEADER);
  for (const path of PAGES) {
    if (nginx) console.log(line(summary(`${path} nginx, same bytes`, runs[path].nginx)));
    console.log(line(summary(`${path} app, page cache`, runs[path].app)));
  }
  const renderedOne = summary(`/${SLUG} rendered, 1 process`, rendered);
  const renderedTwo = summary(`/${SLUG} rendered, WEB_CONCURRENCY=2`, clusterRendered);
  const cachedTwo = summary(`/${SLUG} cached, WEB_CONCURRENCY=2`, clusterCached);
  console.log(line(renderedOne));
  console.log(line(cachedTwo));
  console.log(line(renderedTwo));
  console.log("CPU ms/req: CPU time of the app's Node processes per request (+PG: with the embedded PostgreSQL's);");
  console.log("unaffected by other work on the machine. A rendered view is `?lang=fr`, which the cache never answers.");
  console.log("");
  console.log("Targets (decision 037):");
  for (const path of PAGES) {
    const target = SHARE_TARGETS[path];
    const label = pad(`  ${path} cached ≥ ${target} % of nginx:`, 42);
    if (!nginx) {
      console.log(
        `${label}n/a — nginx is not installed (apt-get install nginx-light); app alone: ${Math.round(summary("", runs[path].app).rps)} req/s`,
      );
      continue;
    }
    const shares = runs[path].share;
    const share = medianOf(shares);
    console.log(
      `${label}${share.toFixed(0)} % (runs ${Math.min(...shares).toFixed(0)}–${Math.max(...shares).toFixed(0)} %)  ${share >= target ? "ok" : "MISSED"}`,
    );
  }
  const worstP99 = Math.max(...PAGES.map((path) => summary("", runs[path].app).p99));
  console.log(`${pad("  p99 ≤ 30 ms (cached pages, median):", 42)}${worstP99} ms  ${worstP99 <= 30 ? "ok" : "MISSED"}`);
  console.log(
    `${pad("  rendered CPU per view ≤ 5 ms:", 42)}${renderedOne.cpuMs?.toFixed(2) ?? "n/a"} ms (with PostgreSQL ${renderedOne.cpuAllMs?.toFixed(2) ?? "n/a"} ms)  ${renderedOne.cpuMs !== null && renderedOne.cpuMs <= 5 ? "ok" : "MISSED"}`,
  );
  console.log(
    `${pad("  WEB_CONCURRENCY=2 on rendered views:", 42)}×${(renderedTwo.rps / renderedOne.rps).toFixed(2)} (${Math.round(renderedOne.rps)} → ${Math.round(renderedTwo.rps)} req/s; ${cpus().length} cores shared with PostgreSQL and the load generator: a figure, not a gate)`,
  );
  const errors = [...PAGES.flatMap((path) => runs[path].app), ...rendered].reduce((n, r) => n + r.errors, 0);
  console.log(`${pad("  no errors:", 42)}${errors}  ${errors === 0 ? "ok" : "MISSED"}`);
  console.log(
    `${pad("  JavaScript ≤ 120 KB gzip:", 42)}${kb(js.gzip)} (${kb(js.raw)} raw, ${js.files.length} files)  ${js.gzip <= 120 * 1024 ? "ok" : "MISSED"}`,
  );

  if (!PAGES_ONLY) await readApi(apiUrl, nginx, app);

  console.log("");
  console.log("JavaScript of the profile page, largest first (gzip level 6 / raw):");
  for (const file of js.files.slice(0, 12))
    console.log(`  ${padStart(kb(file.gzip), 9)} ${padStart(kb(file.raw), 9)}  ${file.path}`);
  if (js.files.length > 12) console.log(`  … and ${js.files.length - 12} smaller files`);
  log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (other work on the machine skews the figures)`,
  );
}

/** The public read API, in the same run: nginx serving the same JSON bytes, then the app (one run each). */
async function readApi(apiUrl, nginx, app) {
  log("read API: warming up…");
  await run("warm-up", apiUrl, {}, 3, fromManyAddresses);
  const apiRuns = [];
  if (nginx) {
    const n = await measured(
      "nginx, same JSON from disk",
      `http://127.0.0.1:${NGINX_PORT}/api/reviews.json`,
      {},
      nginx.pid,
    );
    apiRuns.push(summary(n.title, [n]));
  }
  const a = await measured("app, read API", apiUrl, {}, app.pid, fromManyAddresses);
  apiRuns.push(summary(a.title, [a]));
  const embed = await fetch(`http://127.0.0.1:${APP_PORT}/embed.js`);
  const embedSize = embed.ok ? gzipSync(Buffer.from(await embed.arrayBuffer()), { level: 9 }).length : null;
  console.log("");
  console.log(
    `Public read API GET /api/v1/profiles/${SLUG}/reviews — ${CONNECTIONS} connections, ${DURATION} s, from ${API_ADDRESSES} client addresses`,
  );
  console.log(HEADER);
  for (const r of apiRuns) console.log(line(r));
  if (apiRuns.length > 1)
    console.log(`  read API / nginx:           ${((apiRuns[1].rps / apiRuns[0].rps) * 100).toFixed(0)} %`);
  console.log(
    `Widget script /embed.js:      ${embedSize === null ? "embed.js not built yet" : `${embedSize} bytes gzip (level 9), ${kb(embedSize)}`}`,
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
  if (PAGES_ONLY) return;
  await invitationsLine();
  await mediaLines();
});
