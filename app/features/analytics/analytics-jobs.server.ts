import { startPeriodicJob, withAdvisoryLock } from "#app/lib/periodic-job.server.ts";
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
export function runAnalyticsJob(now: Date = new Date()) {
  return withAdvisoryLock(JOB_LOCK_ID, async () => {
    const purged = await purgeOldEvents(now);
    const rolledUp = await rollUpFinishedDays();
    return { purged, rolledUp };
  });
}

/**
 * Runs the analytics job every hour in this process (started once at boot by server/app.ts,
 * like the status monitor). Returns a function that stops it and waits for a running round.
 */
export function startAnalyticsJobs(
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): () => Promise<void> {
  return startPeriodicJob({
    name: "analytics",
    intervalMs: options.intervalMs ?? ANALYTICS_JOB_INTERVAL_MS,
    firstRunDelayMs: options.firstRunDelayMs ?? 30_000,
    run: async () => {
      const outcome = await runAnalyticsJob();
      if (outcome && outcome.purged.events > 0)
        console.log(`[analytics] purged ${outcome.purged.events} events past retention`);
    },
  });
}
