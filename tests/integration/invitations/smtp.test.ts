// Invitation mails through a real SMTP server (smtp-server, started by the test on a free
// port): what the server receives, and what happens when it refuses — for now (4xx: the job
// is retried, then marked failed with the reason) or for good (5xx: failed at once and the
// address bounced, on the suppression list).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVITATION_MAIL_JOB } from "#app/features/invitations/invitation-jobs.server.ts";
import { type Inviter, sendInvitations } from "#app/features/invitations/invite-clients.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { countJobs, listFailedJobs, retryFailedJob, runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { emailSuppressions, reviewInvitations } from "#db/schema.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";
import { useSmtpServer } from "#tests/setup/smtp-server.ts";

setupProfileTest();

const { received, refusals } = useSmtpServer();

async function inviter(): Promise<{ inviter: Inviter; profileId: string }> {
  const slug = `smtp-${uniqueSuffix()}`;
  const { user, profile } = await createUserWithProfile({
    user: { email: `${slug}@example.test`, name: "Léa Moreau", emailVerified: true, createdAt: new Date(0) },
    profile: { slug, name: "Léa Moreau" },
  });
  return {
    profileId: profile.id,
    inviter: {
      userId: user.id,
      profileId: profile.id,
      ownAddresses: [],
      emailVerified: true,
      accountCreatedAt: user.createdAt,
    },
  };
}

const invitation = async (email: string) =>
  (await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.email, email)))[0]!;

/** PostgreSQL's clock, which the queue's retries run on, past the retry delays. */
async function elapseRetryDelays() {
  await getPool().query("update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'");
}

describe("invitation mails over SMTP", () => {
  it("are delivered with the owner's name, Reply-To and the one-click unsubscribe", async () => {
    const { inviter: owner } = await inviter();
    await sendInvitations(owner, { text: "Anna <anna@example.test>", language: "fr", reminders: true }, now());
    await runQueuedJobs([INVITATION_MAIL_JOB]);
    const mail = received.find((m) => m.to.includes("anna@example.test"));
    expect(mail?.from).toBe("no-reply@fiable.local");
    expect(mail?.raw).toMatch(/^From: =\?UTF-8\?Q\?L=C3=A9a_Moreau\?= <no-reply@fiable\.local>/m);
    expect(mail?.raw).toMatch(/^Reply-To: .*<smtp-[^>]+@example\.test>/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect((await invitation("anna@example.test")).status).toBe("sent");
  });

  it("marks a refused address failed at once and bounced for every owner (5xx)", async () => {
    const { inviter: owner } = await inviter();
    refusals.set("nobody@example.test", { code: 550, message: "5.1.1 No such user" });
    await sendInvitations(owner, { text: "nobody@example.test", language: "fr", reminders: true }, now());
    await runQueuedJobs([INVITATION_MAIL_JOB]);
    const row = await invitation("nobody@example.test");
    expect(row).toMatchObject({ status: "failed", nextReminderAt: null });
    expect(row.failureReason).toContain("No such user");
    const [suppressed] = await getDb()
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, "nobody@example.test"));
    expect(suppressed?.reason).toBe("bounced");
  });

  it("retries a temporary refusal (4xx), then shows it failed with its reason; the admin can retry it", async () => {
    const { inviter: owner } = await inviter();
    refusals.set("busy@example.test", { code: 451, message: "4.7.1 Try again later" });
    await sendInvitations(owner, { text: "busy@example.test", language: "fr", reminders: true }, now());
    // The first attempt and its 5 retries (retryLimit of the queue), each after its delay.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await runQueuedJobs([INVITATION_MAIL_JOB]);
      if (attempt < 5) expect((await invitation("busy@example.test")).status).toBe("queued");
      await elapseRetryDelays();
    }
    const row = await invitation("busy@example.test");
    expect(row.status).toBe("failed");
    expect(row.failureReason).toContain("Try again later");
    const failed = await listFailedJobs([INVITATION_MAIL_JOB]);
    const job = failed.find((j) => (j.data as { invitationId: string }).invitationId === row.id);
    expect(job?.error).toContain("Try again later");
    expect((await countJobs([INVITATION_MAIL_JOB]))[0]?.counts.failed).toBeGreaterThanOrEqual(1);

    // The server accepts it now; the administrator retries from « Tâches ». The job sends:
    // the invitation failed only on the transport.
    refusals.delete("busy@example.test");
    expect(await retryFailedJob(INVITATION_MAIL_JOB.name, job!.id)).toBe(true);
    expect(await retryFailedJob(INVITATION_MAIL_JOB.name, job!.id)).toBe(false);
    await runQueuedJobs([INVITATION_MAIL_JOB]);
    expect((await invitation("busy@example.test")).status).toBe("sent");
    expect(received.filter((m) => m.to.includes("busy@example.test"))).toHaveLength(1);
  });
});
