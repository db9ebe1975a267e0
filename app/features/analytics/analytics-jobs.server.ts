import { withAdvisoryLock } from "#app/lib/advisory-lock.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { purgeOldEvents } from "./purge-events.server.ts";
import { rollUpFinishedDays } from "./rollup.server.ts";

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

/** Every hour at :07 (decision 016): events past retention purged, finished days rolled up. */
export const ANALYTICS_JOB = defineJob({
  name: "analytics.hourly",
  schedule: "7 * * * *",
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  run: async () => {
    const outcome = await runAnalyticsJob(now());
    if (outcome && outcome.purged.events > 0)
      console.log(`[analytics] purged ${outcome.purged.events} events past retention`);
  },
});
