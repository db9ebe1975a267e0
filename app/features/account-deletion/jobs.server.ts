import { now } from "#app/lib/clock.server.ts";
import { defineJob, enqueue } from "#app/lib/job-queue.server.ts";
import { deletionsDue } from "./delete-account.server.ts";
import { DELETION_MAIL_JOB } from "./deletion-mails.server.ts";
import { runInactivitySweep } from "./inactivity.server.ts";
import { purgeAccount } from "./purge.server.ts";

/*
 * The jobs of account deletion (decision 036): the purge of one account 30 days after its
 * deletion, the mails, and the sweeps that find what is due on the server clock (decision
 * 017) — hourly for the purges, daily for inactive profiles, and at once by the test clock
 * (`runDueSweeps`).
 */

export const ACCOUNT_PURGE_JOB = defineJob<{ userId: string }>({
  name: "account-deletion.purge",
  retryLimit: 5,
  // An account with many review videos takes a while to delete from an S3 bucket.
  expireInSeconds: 15 * 60,
  batchSize: 1,
  run: async ({ userId }) => {
    await purgeAccount(userId, now());
  },
});

/** Deleted accounts whose 30 days are over: one purge job each (not twice while one waits). */
export async function queueDuePurges(at: Date): Promise<number> {
  const due = await deletionsDue(at);
  for (const userId of due) await enqueue(ACCOUNT_PURGE_JOB, { userId }, { singletonKey: `purge-${userId}` });
  return due.length;
}

/** Every rule of this feature with a due date, at `at`. */
export async function runDeletionSweeps(at: Date) {
  const inactivity = await runInactivitySweep(at);
  const purgesQueued = await queueDuePurges(at);
  return { ...inactivity, purgesQueued };
}

/** Every hour: the purges that are due. */
export const ACCOUNT_PURGE_SWEEP_JOB = defineJob({
  name: "account-deletion.purge-sweep",
  schedule: "23 * * * *",
  retryLimit: 1,
  expireInSeconds: 300,
  run: async () => {
    const queued = await queueDuePurges(now());
    if (queued > 0) console.log("[account-deletion] purges queued:", queued);
  },
});

/** Every day at 04:10 in Paris: inactive profiles warned, then deleted. */
export const INACTIVITY_SWEEP_JOB = defineJob({
  name: "account-deletion.inactivity-sweep",
  schedule: "10 4 * * *",
  scheduleTimeZone: "Europe/Paris",
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  run: async () => {
    const done = await runInactivitySweep(now());
    if (done.inactivityWarned + done.inactiveDeleted > 0) console.log("[account-deletion] inactivity:", done);
  },
});

export const ACCOUNT_DELETION_JOBS = [
  ACCOUNT_PURGE_JOB,
  DELETION_MAIL_JOB,
  ACCOUNT_PURGE_SWEEP_JOB,
  INACTIVITY_SWEEP_JOB,
];
