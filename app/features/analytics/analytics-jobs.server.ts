import { getPool } from "#db/client.server.ts";
import { purgeOldEvents } from "./purge-events.server.ts";
import { rollUpFinishedDays } from "./rollup.server.ts";

/** Once an hour: the purge of events past retention, then the roll-up of finished days. */
export const ANALYTICS_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** "anlytc" in ASCII: one process runs the job at a time. */
const JOB_LOCK_ID = 0x616e6c797463;

/**
 * One round of the job, under an advisory lock (with N processes, one does the work and
 * the others skip). Returns what it did, or null when another process holds the lock.
 */
export async function runAnalyticsJob(now: Date = new Date()) {
  const client = await getPool().connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      JOB_LOCK_ID,
    ]);
    if (!rows[0]?.locked) return null;
    try {
      const purged = await purgeOldEvents(now);
      const rolledUp = await rollUpFinishedDays();
      return { purged, rolledUp };
    } finally {
      await client.query("select pg_advisory_unlock($1)", [JOB_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs the analytics job every hour in this process (started once at boot by server/app.ts,
 * like the status monitor). Returns a function that stops it and waits for a running round.
 */
export function startAnalyticsJobs(
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = runAnalyticsJob()
      .then((outcome) => {
        if (outcome && outcome.purged.events > 0)
          console.log(`[analytics] purged ${outcome.purged.events} events past retention`);
      })
      .catch((error: unknown) => {
        console.error("[analytics] job failed:", error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, options.firstRunDelayMs ?? 30_000);
  const timer = setInterval(run, options.intervalMs ?? ANALYTICS_JOB_INTERVAL_MS);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
