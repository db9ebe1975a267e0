import { defineJob } from "#app/lib/job-queue.server.ts";
import { sendInvitationMail } from "./invitation-mails.server.ts";

/** One invitation mail: `sequence` 0 is the invitation, 1 and 2 its reminders. */
export const INVITATION_MAIL_JOB = defineJob<{ invitationId: string; sequence: number }>({
  name: "invitations.mail",
  // An SMTP server that refuses for now (4xx) or cannot be reached: 1, 2, 4, 8, 16 minutes.
  retryLimit: 5,
  retryDelay: 60,
  expireInSeconds: 180,
  pollingIntervalSeconds: 1,
  run: (data, meta) => sendInvitationMail(data.invitationId, data.sequence, meta),
});
