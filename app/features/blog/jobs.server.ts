import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { DIGEST_SCHEDULE, DIGEST_TIME_ZONE } from "./digest-schedule.ts";
import { startDueDigest } from "./newsletter-digest.server.ts";
import { NEWSLETTER_SEND_JOB } from "./newsletter-digest-mail.server.ts";

/**
 * The newsletter's monthly digest (decision 029): on the 1st at 08:00, Paris time, it opens
 * the month's digest and queues one send per confirmed subscriber. It runs again at 08:00 on
 * days 2–7, which does nothing unless the 1st was missed (every process down): then that run
 * opens it.
 */
export const NEWSLETTER_DIGEST_JOB = defineJob({
  name: "newsletter.digest",
  schedule: DIGEST_SCHEDULE,
  scheduleTimeZone: DIGEST_TIME_ZONE,
  retryLimit: 3,
  retryDelay: 300,
  expireInSeconds: 600,
  run: async () => {
    const started = await startDueDigest(now());
    if (started?.started) console.log("[blog] newsletter digest:", JSON.stringify(started));
  },
});

/** The blog's jobs, for server/jobs.ts (a function: read after every module is loaded, see import-cycles.test.ts). */
export function blogJobs() {
  return [NEWSLETTER_DIGEST_JOB, NEWSLETTER_SEND_JOB];
}
