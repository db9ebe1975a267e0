// The job queue (decision 016) across real processes: jobs survive a kill -9 and are sent
// exactly once, and scheduled sweeps run once however many processes work on one database.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Inviter, sendInvitations } from "#app/features/invitations/invite-clients.server.ts";
import { DAY_MS } from "#app/lib/clock.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { reviewInvitations, reviewModerationLog, reviews, sentMails } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { elapseRetryDelays, expireActiveJobs, jobStates, until, useWorkers } from "./support.ts";

const { dataDir, start, outboxFiles } = useWorkers();

async function owner(slug: string) {
  const { user, profile } = await createUserWithProfile({
    user: {
      email: `${slug}@example.test`,
      name: "Léa Moreau",
      emailVerified: true,
      createdAt: new Date(Date.now() - 60 * DAY_MS),
    },
    profile: { slug, name: "Léa Moreau" },
  });
  const inviter: Inviter = {
    userId: user.id,
    profileId: profile.id,
    ownAddresses: [user.email],
    emailVerified: true,
    accountCreatedAt: user.createdAt,
  };
  return { user, profile, inviter };
}

describe("the job queue across processes", { timeout: 120_000 }, () => {
  it("sends 50 queued invitation mails exactly once though its worker is killed -9 in the middle", async () => {
    const { inviter } = await owner("kill-nine");
    const lines = Array.from({ length: 50 }, (_, i) => `Client ${i + 1} <client-${i + 1}@example.test>`);
    const sent = await sendInvitations(
      inviter,
      { text: lines.join("\n"), language: "fr", reminders: true },
      new Date(),
    );
    expect(sent).toMatchObject({ ok: true, queued: 50 });
    expect(await jobStates("invitations.mail")).toEqual({ created: 50 });

    // A slow worker (100 ms per job), killed once some mails are out and others are not.
    const first = await start({ slowJobsMs: 100 });
    await until(async () => (await outboxFiles()).length >= 8, `the first mails\n${first.output()}`);
    await first.kill();
    const before = (await outboxFiles()).length;
    expect(before).toBeGreaterThanOrEqual(8);
    expect(before).toBeLessThan(50);

    // Its job in progress is held until the queue's timeout; PostgreSQL's clock is moved past it.
    await expireActiveJobs("invitations.mail");
    const second = await start();
    await until(
      async () => {
        await elapseRetryDelays("invitations.mail");
        const states = await jobStates("invitations.mail");
        return (states.completed ?? 0) === 50;
      },
      async () =>
        `every invitation job to complete: ${JSON.stringify(await jobStates("invitations.mail"))}\n${second.output()}`,
    );

    const files = await outboxFiles();
    const mails = await readOutbox(dataDir());
    expect(files).toHaveLength(50);
    expect(new Set(mails.map((m) => m.to)).size).toBe(50);
    expect(new Set(mails.map((m) => m.header("Message-ID"))).size).toBe(50);
    const rows = await getDb()
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.profileId, inviter.profileId));
    expect(rows.map((r) => r.status)).toEqual(Array(50).fill("sent"));
    expect((await getDb().select().from(sentMails)).length).toBe(50);
    await second.stop();
  });

  it("runs each scheduled sweep once with two processes on one database", async () => {
    const { profile } = await owner("two-processes");
    const now = Date.now();
    // Due: a review pending for 31 days (published), one for 8 days (its owner reminded),
    // and an invitation sent 4 days ago (its first reminder).
    const overdue = await createReview(profile.id, { status: "pending", pendingSince: new Date(now - 31 * DAY_MS) });
    const waiting = await createReview(profile.id, { status: "pending", pendingSince: new Date(now - 8 * DAY_MS) });
    const { invitation } = await createInvitation(profile.id, {
      email: "late@example.test",
      sentAt: new Date(now - 4 * DAY_MS),
      createdAt: new Date(now - 4 * DAY_MS),
    });

    // The schedules were last checked long ago (processes check every 30 s, the earlier test's did a moment ago).
    await getPool().query("update pgboss.version set cron_on = null");
    const a = await start();
    const b = await start();
    await until(async () => {
      const [row] = await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.id, invitation.id));
      const [published] = await getDb().select().from(reviews).where(eq(reviews.id, overdue.id));
      const mails = await readOutbox(dataDir());
      return (
        row?.remindersSent === 1 &&
        published?.status === "approved" &&
        mails.some((m) => m.to === "late@example.test") &&
        mails.some((m) => m.to === "two-processes@example.test")
      );
    }, "the sweeps' work");
    await until(async () => {
      const [mails, reviewsMail] = [await jobStates("invitations.mail"), await jobStates("reviews.mail")];
      return !mails.created && !mails.active && !reviewsMail.created && !reviewsMail.active;
    }, "the queues to be idle");
    await Promise.all([a.stop(), b.stop()]);

    const log = await getDb().select().from(reviewModerationLog).where(eq(reviewModerationLog.reviewId, overdue.id));
    expect(log.map((e) => e.decision)).toEqual(["auto_approved"]);
    const [reminded] = await getDb().select().from(reviews).where(eq(reviews.id, waiting.id));
    expect(reminded?.ownerRemindedAt).not.toBeNull();
    const mails = await readOutbox(dataDir());
    expect(mails.filter((m) => m.to === "late@example.test")).toHaveLength(1);
    expect(mails.filter((m) => m.to === "two-processes@example.test")).toHaveLength(1);
    const { rows } = await getPool().query<{ n: number }>(
      `select count(*)::int as n from (select data from pgboss.job where name = 'invitations.mail'
         union all select data from pgboss.archive where name = 'invitations.mail') j
        where data->>'invitationId' = $1 and (data->>'sequence')::int = 1`,
      [invitation.id],
    );
    expect(rows[0]?.n).toBe(1);
    // Both processes read the schedules; one sweep is sent per schedule and minute slot,
    // whichever process sent it.
    const perSlot = await getDb().execute<{ schedule: string; n: number }>(sql`
      select data->>'name' as schedule, count(*)::int as n from (
        select data, singleton_on from pgboss.job where name = '__pgboss__send-it'
        union all select data, singleton_on from pgboss.archive where name = '__pgboss__send-it') j
       where data->>'name' in ('reviews.sweep', 'invitations.sweep')
       group by data->>'name', singleton_on`);
    expect(perSlot.rows.map((r) => r.schedule).sort()).toEqual(
      expect.arrayContaining(["invitations.sweep", "reviews.sweep"]),
    );
    for (const row of perSlot.rows) expect(row.n).toBe(1);
  });
});
