// Review invitations: preview and sending rules, the mail and its headers, the
// personal link (hashed, single use, expiring), reminders on the server clock, unsubscribe
// and the suppression list.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { INVITATION_MAIL_JOB } from "#app/features/invitations/invitation-jobs.server.ts";
import { invitationToken, unsubscribeToken } from "#app/features/invitations/invitation-mails.server.ts";
import { type Inviter, previewInvitations, sendInvitations } from "#app/features/invitations/invite-clients.server.ts";
import { openInvitation } from "#app/features/invitations/redeem-invitation.server.ts";
import { runInvitationSweeps } from "#app/features/invitations/sweeps.server.ts";
import { unsubscribe } from "#app/features/invitations/unsubscribe.server.ts";
import { REVIEW_MAIL_JOB } from "#app/features/reviews/review-jobs.server.ts";
import { advanceClock, DAY_MS, now, resetClock } from "#app/lib/clock.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { emailSuppressions, reviewInvitations, reviews } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";
import { quietOutbox, submitReview } from "#tests/integration/reviews/support.ts";

const env = setupProfileTest();
quietOutbox();
afterEach(() => resetClock());

const JOBS = [INVITATION_MAIL_JOB, REVIEW_MAIL_JOB];

async function owner(options: { verified?: boolean; accountAgeDays?: number } = {}) {
  const slug = `inv-${uniqueSuffix()}`;
  const { user, profile } = await createUserWithProfile({
    user: {
      email: `${slug}@example.test`,
      name: "Léa Moreau",
      password: "secret1",
      emailVerified: options.verified ?? true,
      createdAt: new Date(now().getTime() - (options.accountAgeDays ?? 60) * DAY_MS),
    },
    profile: { slug, name: "Léa Moreau", title: "Photographe" },
  });
  const inviter: Inviter = {
    userId: user.id,
    profileId: profile.id,
    ownAddresses: [user.email],
    emailVerified: user.emailVerified,
    accountCreatedAt: user.createdAt,
  };
  return { user, profile, slug, inviter };
}

const invitationsOf = (profileId: string) =>
  getDb().select().from(reviewInvitations).where(eq(reviewInvitations.profileId, profileId));
const mailsTo = async (to: string) => (await readOutbox(env.dataDir)).filter((m) => m.to === to);

describe("the preview", () => {
  it("says each line's state: valid, invalid with its reason, duplicate, already invited, suppressed, own address", async () => {
    const { inviter } = await owner();
    await sendInvitations(inviter, { text: "old@example.test", language: "fr", reminders: true }, now());
    await getDb().insert(emailSuppressions).values({ email: "gone@example.test", reason: "unsubscribed" });
    const outcome = await previewInvitations(
      inviter,
      [
        "Anna <anna@example.test>",
        "not an address",
        "anna@example.test",
        "old@example.test",
        "gone@example.test",
        inviter.ownAddresses[0],
      ].join("\n"),
      now(),
    );
    if (!outcome.ok) throw new Error("preview refused");
    expect(outcome.preview.rows.map((r) => [r.line, r.state])).toEqual([
      [1, "valid"],
      [2, "invalid"],
      [3, "duplicate"],
      [4, "alreadyInvited"],
      [5, "suppressed"],
      [6, "self"],
    ]);
    expect(outcome.preview.rows[1]).toMatchObject({ problem: "noEmail" });
    expect(outcome.preview.rows[2]).toMatchObject({ firstLine: 1 });
    expect(outcome.preview.counts.valid).toBe(1);
    expect(outcome.preview.allowance).toEqual({ limit: 500, remaining: 499 });
  });

  it("refuses more than 500 lines, and sends nothing while previewing", async () => {
    const { inviter, profile } = await owner();
    const many = Array.from({ length: 501 }, (_, i) => `c${i}@example.test`).join("\n");
    expect(await previewInvitations(inviter, many, now())).toEqual({ ok: false, reason: "tooManyLines", lines: 501 });
    await previewInvitations(inviter, "a@example.test", now());
    expect(await invitationsOf(profile.id)).toEqual([]);
  });
});

describe("sending", () => {
  it("queues one mail per valid line; invalid lines never block the valid ones", async () => {
    const { inviter, profile, slug } = await owner();
    const sent = await sendInvitations(
      inviter,
      {
        text: "Anna <anna@example.test>\nbroken@\nBen;ben@example.test\nanna@example.test",
        language: "en",
        reminders: true,
      },
      now(),
    );
    expect(sent).toMatchObject({ ok: true, queued: 2 });
    const rows = await invitationsOf(profile.id);
    expect(rows.map((r) => [r.email, r.name, r.status, r.language]).sort()).toEqual([
      ["anna@example.test", "Anna", "queued", "en"],
      ["ben@example.test", "Ben", "queued", "en"],
    ]);
    expect(await runQueuedJobs(JOBS)).toBeGreaterThanOrEqual(2);
    expect(await mailsTo("ben@example.test")).toHaveLength(1);

    const [mail] = await mailsTo("anna@example.test");
    expect(mail?.subject).toBe("Léa Moreau asks for your review");
    // From MAIL_FROM's address with the owner's name; replies go to the owner (DMARC: never From).
    expect(mail?.header("From")).toBe("Léa Moreau <no-reply@fiable.local>");
    expect(mail?.header("Reply-To")).toContain(`<${slug}@example.test>`);
    const anna = rows.find((r) => r.email === "anna@example.test")!;
    expect(mail?.header("List-Unsubscribe")).toBe(
      `<${PUBLIC_URL}/unsubscribe/${anna.id}/${unsubscribeToken(anna.id)}>`,
    );
    expect(mail?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.links).toContain(`${PUBLIC_URL}/${slug}/invitation/${invitationToken(anna.id)}`);
    // Neutral, the same for everyone: no incentive, no request for a good review.
    expect(mail?.body).not.toMatch(/5 étoiles|5 stars|positive|récompense|reward|discount|réduction/i);
    const [stored] = await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.id, anna.id));
    expect(stored).toMatchObject({ status: "sent" });
    expect(stored?.nextReminderAt?.getTime()).toBe(stored!.sentAt!.getTime() + 3 * DAY_MS);
  });

  it("does not invite the same address twice within 30 days (per owner), and again after", async () => {
    const first = await owner();
    const second = await owner();
    await sendInvitations(first.inviter, { text: "same@example.test", language: "fr", reminders: true }, now());
    expect(
      await sendInvitations(first.inviter, { text: "same@example.test", language: "fr", reminders: true }, now()),
    ).toEqual({
      ok: false,
      reason: "nothingToSend",
    });
    // Another owner may invite the same client.
    expect(
      await sendInvitations(second.inviter, { text: "same@example.test", language: "fr", reminders: true }, now()),
    ).toMatchObject({
      ok: true,
      queued: 1,
    });
    advanceClock(30 * DAY_MS + 1000);
    expect(
      await sendInvitations(first.inviter, { text: "same@example.test", language: "fr", reminders: true }, now()),
    ).toMatchObject({
      ok: true,
      queued: 1,
    });
  });

  it("allows 50 invitations a day in the account's first week, 500 after", async () => {
    const young = await owner({ accountAgeDays: 2 });
    const lines = Array.from({ length: 60 }, (_, i) => `y${i}@example.test`).join("\n");
    const sent = await sendInvitations(young.inviter, { text: lines, language: "fr", reminders: false }, now());
    expect(sent).toMatchObject({ ok: true, queued: 50 });
    if (!sent.ok) return;
    expect(sent.preview.counts.overLimit).toBe(10);
    advanceClock(DAY_MS + 1000);
    const next = await previewInvitations(young.inviter, "z@example.test", now());
    expect(next.ok && next.preview.allowance).toEqual({ limit: 50, remaining: 50 });
    advanceClock(7 * DAY_MS);
    const later = await previewInvitations(young.inviter, "z@example.test", now());
    expect(later.ok && later.preview.allowance.limit).toBe(500);
  });

  it("sends nothing for an owner whose address is not verified, nor to a suppressed address", async () => {
    const unverified = await owner({ verified: false });
    expect(
      await sendInvitations(unverified.inviter, { text: "a@example.test", language: "fr", reminders: true }, now()),
    ).toEqual({
      ok: false,
      reason: "unverified",
    });
    expect(await invitationsOf(unverified.profile.id)).toEqual([]);

    const { inviter, profile } = await owner();
    await getDb().insert(emailSuppressions).values({ email: "bounced@example.test", reason: "bounced" });
    expect(
      await sendInvitations(inviter, { text: "bounced@example.test", language: "fr", reminders: true }, now()),
    ).toEqual({
      ok: false,
      reason: "nothingToSend",
    });
    // Suppressed after it was queued: the job sends nothing and says why.
    await sendInvitations(inviter, { text: "late@example.test", language: "fr", reminders: true }, now());
    await getDb().insert(emailSuppressions).values({ email: "late@example.test", reason: "unsubscribed" });
    await runQueuedJobs(JOBS);
    expect(await mailsTo("late@example.test")).toEqual([]);
    const [late] = (await invitationsOf(profile.id)).filter((r) => r.email === "late@example.test");
    expect(late?.status).toBe("unsubscribed");
  });
});

describe("the personal link", () => {
  it("is stored hashed, opens once per visit, is single-use and expires after 30 days", async () => {
    const { inviter, profile, slug } = await owner();
    await sendInvitations(inviter, { text: "Chloé <chloe@example.test>", language: "fr", reminders: true }, now());
    const [row] = await invitationsOf(profile.id);
    const token = invitationToken(row!.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    await runQueuedJobs(JOBS);
    expect(await openInvitation(token, profile.id, now(), { markOpened: true })).toMatchObject({
      ok: true,
      invitation: { email: "chloe@example.test", name: "Chloé" },
    });
    expect((await invitationsOf(profile.id))[0]?.status).toBe("opened");
    // Another profile's link, or a made-up one, is unknown.
    const other = await owner();
    expect(await openInvitation(token, other.profile.id, now(), { markOpened: true })).toEqual({
      ok: false,
      problem: "unknown",
    });
    expect(await openInvitation("x".repeat(43), profile.id, now(), { markOpened: true })).toEqual({
      ok: false,
      problem: "unknown",
    });

    // The review through the link: the invited address is the reviewer's, whatever the form says.
    const first = await submitReview(slug, {
      name: "Chloé",
      type: "text",
      content: "Des photos magnifiques.",
      invitation: token,
      email: "someone-else@example.test",
    });
    expect(first.status).toBe(200);
    const [review] = await getDb().select().from(reviews).where(eq(reviews.profileId, profile.id));
    expect(review).toMatchObject({ reviewerEmail: "chloe@example.test", invitationId: row!.id, label: "invited" });
    expect((await invitationsOf(profile.id))[0]).toMatchObject({ status: "completed", nextReminderAt: null });

    // Single use.
    const again = await submitReview(slug, {
      name: "Chloé",
      type: "text",
      content: "Encore !",
      invitation: token,
      email: "c@example.test",
    });
    expect(again.status).toBe(410);
    expect(await openInvitation(token, profile.id, now(), { markOpened: true })).toEqual({
      ok: false,
      problem: "used",
    });

    // Expiry, on the server clock.
    await sendInvitations(inviter, { text: "dan@example.test", language: "fr", reminders: true }, now());
    const dan = (await invitationsOf(profile.id)).find((r) => r.email === "dan@example.test")!;
    advanceClock(30 * DAY_MS + 1000);
    expect(await openInvitation(invitationToken(dan.id), profile.id, now(), { markOpened: true })).toEqual({
      ok: false,
      problem: "expired",
    });
    const late = await submitReview(slug, {
      name: "Dan",
      type: "text",
      content: "Trop tard ?",
      invitation: invitationToken(dan.id),
      email: "dan@example.test",
    });
    expect(late.status).toBe(410);
    await runInvitationSweeps(now());
    expect((await invitationsOf(profile.id)).find((r) => r.id === dan.id)?.status).toBe("expired");
  });
});

describe("reminders", () => {
  it("sends the first after 3 days and the second after 7, stopped by a review or an unsubscribe", async () => {
    const { inviter, profile, slug } = await owner();
    const [a, b, c] = ["a", "b", "c"].map((x) => `${x}-${profile.slug}@example.test`) as [string, string, string];
    await sendInvitations(inviter, { text: [a, b, c].join("\n"), language: "fr", reminders: true }, now());
    await runQueuedJobs(JOBS);
    const rows = await invitationsOf(profile.id);
    const byEmail = (email: string) => rows.find((r) => r.email === email)!;
    const invitationMails = async (to: string) =>
      (await mailsTo(to)).filter((m) => /vous invite|^Rappel/.test(m.subject)).map((m) => m.subject);
    const remindersSent = async () =>
      Object.fromEntries((await invitationsOf(profile.id)).map((r) => [r.email, r.remindersSent]));

    advanceClock(2 * DAY_MS);
    await runInvitationSweeps(now());
    expect(await remindersSent()).toEqual({ [a]: 0, [b]: 0, [c]: 0 });
    // a leaves a review through the link; c unsubscribes.
    await submitReview(slug, {
      name: "A",
      type: "text",
      content: "Merci beaucoup.",
      invitation: invitationToken(byEmail(a).id),
      email: a,
    });
    expect(await unsubscribe(byEmail(c).id, unsubscribeToken(byEmail(c).id), now())).toBe(true);

    advanceClock(1 * DAY_MS + 1000);
    await runInvitationSweeps(now());
    await runInvitationSweeps(now());
    expect(await remindersSent()).toEqual({ [a]: 0, [b]: 1, [c]: 0 });
    await runQueuedJobs(JOBS);
    expect(await invitationMails(b)).toEqual([
      "Léa Moreau vous invite à donner votre avis",
      "Rappel : votre avis sur Léa Moreau",
    ]);
    expect(await invitationMails(a)).toEqual(["Léa Moreau vous invite à donner votre avis"]);
    expect(await invitationMails(c)).toEqual(["Léa Moreau vous invite à donner votre avis"]);

    advanceClock(4 * DAY_MS);
    await runInvitationSweeps(now());
    await runQueuedJobs(JOBS);
    expect(await invitationMails(b)).toHaveLength(3);
    advanceClock(10 * DAY_MS);
    await runInvitationSweeps(now());
    expect(await remindersSent()).toEqual({ [a]: 0, [b]: 2, [c]: 0 });
  });

  it("sends none when the owner switched them off", async () => {
    const { inviter, profile } = await owner();
    await sendInvitations(inviter, { text: "quiet@example.test", language: "fr", reminders: false }, now());
    await runQueuedJobs(JOBS);
    expect((await invitationsOf(profile.id))[0]?.nextReminderAt).toBeNull();
    advanceClock(8 * DAY_MS);
    await runInvitationSweeps(now());
    expect((await invitationsOf(profile.id))[0]?.remindersSent).toBe(0);
  });
});

describe("unsubscribing", () => {
  it("puts the address on the one suppression list: no owner can invite it again", async () => {
    const first = await owner();
    const second = await owner();
    await sendInvitations(first.inviter, { text: "stop@example.test", language: "fr", reminders: true }, now());
    await sendInvitations(second.inviter, { text: "stop@example.test", language: "fr", reminders: true }, now());
    const [row] = await invitationsOf(first.profile.id);
    expect(await unsubscribe(row!.id, "x".repeat(43), now())).toBe(false);
    expect(await unsubscribe(row!.id, unsubscribeToken(row!.id), now())).toBe(true);
    // Every open invitation to it stops, the other owner's too.
    expect((await invitationsOf(second.profile.id))[0]?.status).toBe("unsubscribed");
    await runQueuedJobs(JOBS);
    expect(await mailsTo("stop@example.test")).toEqual([]);
    const third = await owner();
    expect(
      await sendInvitations(third.inviter, { text: "stop@example.test", language: "fr", reminders: true }, now()),
    ).toEqual({
      ok: false,
      reason: "nothingToSend",
    });
  });
});
