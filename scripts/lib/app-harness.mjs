// What `npm run bench`, `npm run lighthouse` and `npm run bench:hydration` share: their
// options, the clean-ups run on exit or Ctrl-C, the production build started on a fresh
// DATA_DIR (embedded PostgreSQL, demo seed) on a port of their own, and how they end.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

/** `--name=value` arguments as an object. */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv
      .map((arg) => /^--([^=]+)=(.*)$/.exec(arg))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

/** Clean-ups run last-in first-out by `cleanup()`, and on Ctrl-C. */
export function createCleanups() {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch(() => {});
  };
  process.on("SIGINT", () => cleanup().then(() => process.exit(130)));
  return { add: (fn) => cleanups.push(fn), cleanup };
}

export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function stop(child, signal = "SIGTERM") {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once("exit", () => resolveStop());
    child.kill(signal);
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * The production build (built first when BUILD_DIR has none) on a fresh DATA_DIR, listening
 * (or the caller's `dataDir`) on 127.0.0.1:`port`; removed again by the clean-ups. Its
 * errors go to this process's stderr, or everything it prints to `onOutput` when given.
 *
 * @param {{ buildDir: string, port: number, cleanups: ReturnType<typeof createCleanups>,
 *   log: (message: string) => void, env?: Record<string, string>,
 *   onOutput?: (chunk: string) => void, dataDir?: string }} options
 * @returns {Promise<import("node:child_process").ChildProcess>}
 */
export async function startApp({ buildDir, port, cleanups, log, env = {}, onOutput, dataDir: givenDataDir }) {
  if (!existsSync(join(ROOT, buildDir, "server/index.js"))) {
    log(`no build in ${buildDir}/: building it (react-router build)…`);
    execFileSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: "ignore",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  }
  // A DATA_DIR of the caller's (kept across restarts), or a fresh one removed at the end.
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), "fiable-harness-")));
  if (!givenDataDir) cleanups.add(() => rm(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: ROOT,
    stdio: onOutput ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  if (onOutput) {
    child.stdout.on("data", (chunk) => onOutput(chunk.toString()));
    child.stderr.on("data", (chunk) => onOutput(chunk.toString()));
  }
  cleanups.add(() => stop(child));
  const exited = new Promise((_, fail) =>
    child.once("exit", (code) => fail(new Error(`the app exited (${code}) before answering /healthz`))),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/healthz`), exited]);
  return child;
}

/** Runs a script's `main`: its error printed as one line tagged `[tag]` (exit code 1), the clean-ups run in any case. */
export async function runScript(tag, cleanups, main) {
  try {
    await main();
  } catch (error) {
    console.error(`[${tag}] ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await cleanups.cleanup();
  }
}
