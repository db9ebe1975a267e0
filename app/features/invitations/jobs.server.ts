import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { INVITATION_MAIL_JOB } from "./invitation-jobs.server.ts";
import { runInvitationSweeps } from "./sweeps.server.ts";

/** Every minute: reminders that are due, invitations that expired. */
export const INVITATION_SWEEP_JOB = defineJob({
  name: "invitations.sweep",
  schedule: "* * * * *",
  retryLimit: 1,
  retryDelay: 10,
  expireInSeconds: 300,
  run: async () => {
    const done = await runInvitationSweeps(now());
    if (done.remindersQueued + done.invitationsExpired > 0) console.log("[invitations] sweep:", JSON.stringify(done));
  },
});

/** The invitations feature's jobs, for server/jobs.ts. */
export const INVITATION_JOBS = [INVITATION_MAIL_JOB, INVITATION_SWEEP_JOB];
export { runInvitationSweeps };
