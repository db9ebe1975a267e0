import { getPool } from "#db/client.server.ts";

/**
 * Runs `task` while holding a PostgreSQL advisory lock, so that with N processes on one
 * database one does the work and the others skip. Null when another process holds it.
 */
export async function withAdvisoryLock<T>(lockId: number, task: () => Promise<T>): Promise<T | null> {
  const client = await getPool().connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [lockId]);
    if (!rows[0]?.locked) return null;
    try {
      return await task();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockId]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs `run` every `intervalMs` in this process (first after `firstRunDelayMs`), never two
 * rounds at once; a failed round is logged under `name` and the next one still happens.
 * Returns a function that stops the job and waits for a running round.
 */
export function startPeriodicJob({
  name,
  intervalMs,
  firstRunDelayMs,
  run,
}: {
  name: string;
  intervalMs: number;
  firstRunDelayMs: number;
  run: () => Promise<void>;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const round = () => {
    if (stopped || running) return;
    running = run()
      .catch((error: unknown) => {
        console.error(`[${name}] job failed:`, error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(round, firstRunDelayMs);
  const timer = setInterval(round, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
