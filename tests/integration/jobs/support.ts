// Helpers of the job-queue tests: worker processes (tests/setup/job-worker-child.ts) on this
// file's database, the outbox they write to, and the queue's rows.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getPool } from "#db/client.server.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const CHILD = join(ROOT, "tests/setup/job-worker-child.ts");
/** The secret the workers derive link tokens from: the same in every process, as in production. */
export const TEST_SECRET = "job-queue-test-secret-0123456789abcdef-0123";

export interface Worker {
  process: ChildProcess;
  output: () => string;
  /** kill -9. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a worker process on `databaseUrl` writing its mails to `dataDir`/outbox; resolves once it is ready. */
export async function startWorker(
  databaseUrl: string,
  dataDir: string,
  { slowJobsMs = 0 }: { slowJobsMs?: number } = {},
): Promise<Worker> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
      PUBLIC_URL: "http://localhost:3000",
      NODE_ENV: "production",
      SLOW_JOBS_MS: String(slowJobsMs),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await new Promise<void>((ready, fail) => {
    const timer = setInterval(() => {
      if (output.includes('"ready":true')) {
        clearInterval(timer);
        ready();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      fail(new Error(`worker exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    process: child,
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "fiable-jobs-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Jobs of queue `name` by state (live and archived). */
export async function jobStates(name: string): Promise<Record<string, number>> {
  const { rows } = await getPool().query<{ state: string; n: number }>(
    `select state::text, count(*)::int as n from (
       select state from pgboss.job where name = $1 union all select state from pgboss.archive where name = $1) j
     group by state`,
    [name],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * What PostgreSQL's clock, which the queue runs on, would show once a dead worker's jobs
 * timed out: their start is moved into the past (instead of waiting the queue's
 * expireInSeconds), so the next maintenance round retries them.
 */
export async function expireActiveJobs(name: string): Promise<number> {
  const { rowCount } = await getPool().query(
    "update pgboss.job set started_on = now() - interval '1 day' where name = $1 and state = 'active'",
    [name],
  );
  return rowCount ?? 0;
}

/** The retry delay of jobs waiting to be retried has passed (PostgreSQL's clock, as above). */
export async function elapseRetryDelays(name: string): Promise<number> {
  const { rowCount } = await getPool().query(
    "update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'retry'",
    [name],
  );
  return rowCount ?? 0;
}

/** Polls `check` until it is true (what a test waits for happens in another process). */
export async function until(
  check: () => Promise<boolean>,
  what: string | (() => string | Promise<string>),
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === "string" ? what : await what()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Call at the top of a test file: a fresh database, a temporary DATA_DIR shared with the
 * workers the test starts (stopped after the file), and this process deriving tokens as
 * the workers do.
 */
export function useWorkers() {
  const database = withTestDatabase();
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  const workers: Worker[] = [];
  beforeAll(async () => {
    process.env.BETTER_AUTH_SECRET = TEST_SECRET;
    data = await tempDataDir();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop().catch(() => {});
    await data?.remove();
  });
  const dataDir = () => {
    if (!data) throw new Error("useWorkers(): the data directory exists from beforeAll on");
    return data.dir;
  };
  return {
    database,
    dataDir,
    /** Starts a worker process on the test database and data directory; stopped after the file. */
    async start(options?: Parameters<typeof startWorker>[2]): Promise<Worker> {
      const worker = await startWorker(database.url, dataDir(), options);
      workers.push(worker);
      return worker;
    },
    /** The `.eml` files of the outbox so far. */
    async outboxFiles(): Promise<string[]> {
      try {
        return (await readdir(join(dataDir(), "outbox"))).filter((name) => name.endsWith(".eml"));
      } catch {
        return [];
      }
    },
  };
}
