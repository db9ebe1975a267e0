#!/usr/bin/env -S npx tsx
// `npm run chaos` (not part of `npm test`): the production build with its embedded
// PostgreSQL, under a steady load of review submissions and profile saves, while this script
// kills -9 the PostgreSQL (the app must start it again), then the app (this script restarts
// it, as a supervisor would), then both at once. It prints:
// - reviews and saves acknowledged by the app vs stored in the database (must be equal: an
//   acknowledged write is never lost);
// - each outage and the longest (from the kill to the first /healthz 200);
// - the 5xx answered outside the outage windows (must be 0).
// Exit code 1 when a rule is broken. Options: --steady=<seconds between kills> (default 8),
// --rate=<reviews per second> (default 8), --port (default 3260).
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import { emptyDraft } from "#app/features/profile-editor/index.ts";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { profiles, reviews } from "#db/schema.ts";
import { createCleanups, parseArgs, startApp } from "./lib/app-harness.mjs";

const args: Record<string, string | undefined> = parseArgs();
const STEADY_MS = Number(args.steady ?? 8) * 1000;
const REVIEWS_PER_SECOND = Number(args.rate ?? 8);
const PORT = Number(args.port ?? 3260);
const PROFILES = 40; // 30 reviews per profile and hour are allowed: room for the whole run
const BASE = `http://127.0.0.1:${PORT}`;
const RUN = randomBytes(3).toString("hex");
const log = (message: string) => console.log(`[chaos] ${message}`);
const cleanups = createCleanups();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  kind: "review" | "save";
  started: number;
  ended: number;
  /** HTTP status; 0 when there was no answer (connection refused or reset). */
  status: number;
  acknowledged: boolean;
  value: string;
}

const answers: Answer[] = [];
const probes: { at: number; ok: boolean }[] = [];
const outages: { what: string; from: number; to: number }[] = [];
let appOutput = "";
let app: Awaited<ReturnType<typeof startApp>>;
let running = true;

async function start(dataDir: string) {
  app = await startApp({
    buildDir: process.env.BUILD_DIR ?? "build",
    port: PORT,
    cleanups,
    log,
    dataDir,
    onOutput: (chunk: string) => {
      appOutput += chunk;
    },
    env: {
      SEED_DEMO: "false",
      RATE_LIMIT_IP_SCALE: "10000",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "chaos-admin-password",
    },
  });
}

/** The embedded PostgreSQL of DATA_DIR: its postmaster's pid and its URL. */
async function embedded(dataDir: string) {
  const pidFile = (await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
  const { postgresPassword } = JSON.parse(await readFile(join(dataDir, "secrets.json"), "utf8")) as {
    postgresPassword: string;
  };
  return {
    pid: Number(pidFile[0]),
    url: `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${pidFile[3]?.trim()}/fiable`,
  };
}

async function timed(
  kind: Answer["kind"],
  value: string,
  request: () => Promise<Response>,
  ok: (body: unknown) => boolean,
) {
  const started = performance.now();
  let status = 0;
  let acknowledged = false;
  try {
    const response = await request();
    status = response.status;
    const body = await response.json().catch(() => null);
    acknowledged = status === 200 && ok(body);
  } catch {
    // No answer: the app is down.
  }
  answers.push({ kind, started, ended: performance.now(), status, acknowledged, value });
}

async function reviewLoop(slugs: string[]) {
  let n = 0;
  const every = 1000 / REVIEWS_PER_SECOND;
  let next = performance.now();
  while (running) {
    n += 1;
    const content = `chaos ${RUN} review ${n}`;
    const slug = slugs[n % slugs.length]!;
    // Not awaited: a steady rate, whatever the app's speed.
    void timed(
      "review",
      content,
      () =>
        fetch(`${BASE}/api/v1/reviews/${slug}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: BASE, Accept: "application/json" },
          body: JSON.stringify({ name: "Client Chaos", type: "text", content, rating: 5, consent: true }),
          signal: AbortSignal.timeout(10_000),
        }),
      (body) => (body as { outcome?: string } | null)?.outcome === "sent",
    );
    next += every;
    await sleep(Math.max(0, next - performance.now()));
  }
}

async function saveLoop(cookie: string, account: { name: string; email: string }, slug: string) {
  let n = 0;
  while (running) {
    n += 1;
    const bio = `chaos ${RUN} save ${n}`;
    const draft = { ...emptyDraft(account), requestedSlug: slug, bio };
    // One save at a time, as the editor does.
    await timed(
      "save",
      bio,
      () =>
        fetch(`${BASE}/dashboard/save`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: BASE, Accept: "application/json" },
          body: new URLSearchParams({ draft: JSON.stringify(draft) }),
          signal: AbortSignal.timeout(10_000),
        }),
      (body) => (body as { status?: string } | null)?.status === "saved",
    );
    await sleep(200);
  }
}

async function probeLoop() {
  while (running) {
    const at = performance.now();
    const ok = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(1_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    probes.push({ at, ok });
    await sleep(100);
  }
}

/** Waits for the first healthy probe after `from`; records the outage. */
async function outage(what: string, from: number) {
  for (;;) {
    const recovered = probes.find((p) => p.at > from && p.ok);
    if (recovered) {
      outages.push({ what, from, to: recovered.at });
      log(`${what}: back after ${((recovered.at - from) / 1000).toFixed(1)} s`);
      return;
    }
    if (performance.now() - from > 180_000) throw new Error(`${what}: not back after 3 minutes`);
    await sleep(50);
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "fiable-chaos-"));
  cleanups.add(() => rm(dataDir, { recursive: true, force: true }));
  log(`starting the app on ${BASE} (DATA_DIR ${dataDir})`);
  await start(dataDir);

  // Owners whose pages receive the reviews; the first one saves its profile all along.
  connectDb((await embedded(dataDir)).url, 2);
  const slugs: string[] = [];
  const password = "chaos-owner-password";
  for (let i = 0; i < PROFILES; i++) {
    const { profile } = await createUserWithProfile({
      user: { email: `chaos-${RUN}-${i}@example.test`, password, name: `Chaos Owner${i}` },
      profile: { slug: `chaos-${RUN}-${i}`, name: `Chaos Owner${i}` },
    });
    slugs.push(profile.slug);
  }
  await closeDb();
  const signIn = await fetch(`${BASE}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: BASE },
    body: new URLSearchParams({ intent: "sign-in", js: "0", email: `chaos-${RUN}-0@example.test`, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (signIn.status !== 302 || !cookie) throw new Error(`the owner could not sign in (${signIn.status})`);

  log(
    `load: ${REVIEWS_PER_SECOND} reviews/s over ${PROFILES} pages, one profile save at a time; ${STEADY_MS / 1000} s between faults`,
  );
  const loops = [
    reviewLoop(slugs),
    saveLoop(cookie, { name: "Chaos Owner0", email: `chaos-${RUN}-0@example.test` }, slugs[0]!),
    probeLoop(),
  ];
  await sleep(STEADY_MS);

  log("kill -9 of the embedded PostgreSQL");
  let at = performance.now();
  process.kill((await embedded(dataDir)).pid, "SIGKILL");
  await outage("PostgreSQL killed", at);
  await sleep(STEADY_MS);

  log("kill -9 of the app (restarted at once, as a supervisor would)");
  at = performance.now();
  app.kill("SIGKILL");
  await start(dataDir);
  await outage("app killed", at);
  await sleep(STEADY_MS);

  log("kill -9 of the app and of PostgreSQL together");
  const { pid } = await embedded(dataDir);
  at = performance.now();
  app.kill("SIGKILL");
  process.kill(pid, "SIGKILL");
  await start(dataDir);
  await outage("both killed", at);
  await sleep(STEADY_MS);

  running = false;
  await Promise.all(loops);
  await sleep(11_000); // the last requests' answers (10 s timeout)

  // What the database holds.
  connectDb((await embedded(dataDir)).url, 2);
  const storedReviews = new Set(
    (
      await getDb()
        .select({ content: reviews.content })
        .from(reviews)
        .where(like(reviews.content, `chaos ${RUN} review %`))
    ).map((row) => row.content),
  );
  const [owner] = await getDb().select({ bio: profiles.bio }).from(profiles).where(eq(profiles.slug, slugs[0]!));
  await closeDb();

  const reviewAnswers = answers.filter((a) => a.kind === "review");
  const ackedReviews = reviewAnswers.filter((a) => a.acknowledged);
  const lostReviews = ackedReviews.filter((a) => !storedReviews.has(a.value));
  const storedUnacked = reviewAnswers.filter((a) => !a.acknowledged && storedReviews.has(a.value)).length;
  const saveAnswers = answers.filter((a) => a.kind === "save");
  const ackedSaves = saveAnswers.filter((a) => a.acknowledged);
  const lastAcked = ackedSaves.at(-1);
  // The stored bio is the last acknowledged save, or a later one whose answer was lost.
  const afterLast = saveAnswers.slice(lastAcked ? saveAnswers.indexOf(lastAcked) : 0).map((a) => a.value);
  const saveKept = lastAcked ? afterLast.includes(owner?.bio ?? "") : true;

  const inOutage = (a: Answer) =>
    outages.some(
      (o) =>
        (a.started >= o.from && a.started <= o.to) ||
        (a.ended >= o.from && a.ended <= o.to) ||
        (a.started <= o.from && a.ended >= o.to),
    );
  const fiveHundreds = answers.filter((a) => a.status >= 500);
  const outside = fiveHundreds.filter((a) => !inOutage(a));
  const unanswered = answers.filter((a) => a.status === 0).length;
  const longest = Math.max(...outages.map((o) => o.to - o.from));
  const stackTraces = (appOutput.match(/\n\s+at /g) ?? []).length;

  log("──────── results ────────");
  log(
    `reviews: ${reviewAnswers.length} sent, ${ackedReviews.length} acknowledged, ${ackedReviews.length - lostReviews.length} of them stored` +
      ` (lost: ${lostReviews.length}; stored although the answer was lost in a kill: ${storedUnacked})`,
  );
  log(
    `saves: ${saveAnswers.length} sent, ${ackedSaves.length} acknowledged; the last acknowledged is the stored one: ${saveKept ? "yes" : `NO (stored ${JSON.stringify(owner?.bio)})`}`,
  );
  log(
    `outages: ${outages.map((o) => `${o.what} ${((o.to - o.from) / 1000).toFixed(1)} s`).join(", ")}; longest ${(longest / 1000).toFixed(1)} s`,
  );
  log(
    `5xx outside the outage windows: ${outside.length}${outside.length ? ` (${outside.map((a) => `${a.kind} ${a.status}`).join(", ")})` : ""}; inside: ${fiveHundreds.length - outside.length}; no answer (app down): ${unanswered}`,
  );
  const logFile = join(tmpdir(), `fiable-chaos-${RUN}.log`);
  await writeFile(logFile, appOutput);
  log(`stack traces in the app's log: ${stackTraces} (the log: ${logFile})`);
  if (lostReviews.length > 0 || !saveKept || outside.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`[chaos] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  running = false;
  await cleanups.cleanup();
  if (process.exitCode === 1 && appOutput) console.error(`[chaos] the app's log:\n${appOutput.slice(-6000)}`);
}
