// The review lifecycle of decision 018: provenance labels computed by the
// database, the reviewer's private link (hashed; edit, delete), the due dates on the server
// clock (the owner's 7-day reminder, publication after 30 days), reports decided by an
// administrator, and visitors' reports.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { decideReports, listOpenReports, reportReviewAsVisitor } from "#app/features/reviews/reports.server.ts";
import { REVIEW_MAIL_JOB } from "#app/features/reviews/review-jobs.server.ts";
import { reviewerToken } from "#app/features/reviews/review-mails.server.ts";
import {
  deleteReviewAsReviewer,
  editReviewAsReviewer,
  openReviewerLink,
} from "#app/features/reviews/reviewer-review.server.ts";
import { runReviewSweeps } from "#app/features/reviews/sweeps.server.ts";
import { advanceClock, DAY_MS, now, resetClock } from "#app/lib/clock.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createReview } from "#db/factories/reviews.ts";
import { reviewModerationLog, reviewReports, reviews } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";
import { freshIp, ownerWithProfile, quietOutbox, submitReview } from "./support.ts";

const env = setupProfileTest();
quietOutbox();
afterEach(() => resetClock());

const owner = () => ownerWithProfile("life");

const reviewById = async (id: string) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0];
const reviewsOf = (profileId: string) => getDb().select().from(reviews).where(eq(reviews.profileId, profileId));
const mailsTo = async (to: string) => (await readOutbox(env.dataDir)).filter((m) => m.to === to);
const base = { type: "text", content: "Travail très soigné, merci !" };

describe("provenance labels", () => {
  it("are computed from stored facts: invited, verified, unsolicited — never written by anyone", async () => {
    const { profile, slug } = await owner();
    // Unsolicited: no e-mail.
    expect((await submitReview(slug, { ...base, name: "Sans mail", content: "Premier avis." })).status).toBe(200);
    // An e-mail not confirmed yet: still unsolicited; confirmed through the private link: verified.
    expect(
      (await submitReview(slug, { ...base, name: "Avec mail", content: "Deuxième avis.", email: "With@Example.test" }))
        .status,
    ).toBe(200);
    // Through an invitation: invited (the invited address is the reviewer's).
    const { token } = await createInvitation(profile.id, { email: "invited@example.test" });
    expect(
      (await submitReview(slug, { ...base, name: "Invitée", invitation: token, email: "invited@example.test" })).status,
    ).toBe(200);

    const byName = async (name: string) => (await reviewsOf(profile.id)).find((r) => r.reviewerName === name)!;
    expect((await byName("Sans mail")).label).toBe("unsolicited");
    const withMail = await byName("Avec mail");
    expect(withMail).toMatchObject({ label: "unsolicited", reviewerEmail: "with@example.test", emailVerifiedAt: null });
    await openReviewerLink(reviewerToken(withMail.id));
    expect((await byName("Avec mail")).label).toBe("verified");
    const invited = await byName("Invitée");
    expect(invited.label).toBe("invited");
    // Invited and then confirming the address stays "invited".
    await openReviewerLink(reviewerToken(invited.id));
    expect((await byName("Invitée")).label).toBe("invited");

    // The label is a generated column: nobody can write it.
    await expect(getPool().query("update reviews set label = 'invited' where id = $1", [withMail.id])).rejects.toThrow(
      /column "label" can only be updated to DEFAULT/,
    );
  });

  it("shows on the public page, with the relationship when not a client, and the consent text is stored", async () => {
    const { profile, slug } = await owner();
    await submitReview(slug, { ...base, name: "Collègue", relationship: "colleague", serviceMonth: "2026-03" });
    const [row] = await reviewsOf(profile.id);
    expect(row).toMatchObject({ relationship: "colleague", serviceMonth: "2026-03-01", language: "fr" });
    expect(row?.consentText).toBe(
      "J'atteste que cet avis décrit ma propre expérience et j'accepte qu'il soit publié avec mon nom sur la page de Nina Roussel.",
    );
    await getDb().update(reviews).set({ status: "approved" }).where(eq(reviews.id, row!.id));
    const page = await getPublicProfile(slug, ANONYMOUS);
    expect(page?.reviews[0]).toMatchObject({
      label: "unsolicited",
      relationship: "colleague",
      serviceMonth: "2026-03",
    });
    // Never the reviewer's e-mail.
    expect(JSON.stringify(page)).not.toMatch(/@example\.test/);
  });

  it("refuses a review without consent, a bad e-mail and a future month, keeping what was typed", async () => {
    const { slug } = await owner();
    const noConsent = await submitReview(slug, { ...base, name: "Léa", consent: "" });
    expect(noConsent.status).toBe(422);
    expect(noConsent.data.result.error?.consent).toEqual(["consentRequired"]);
    expect(noConsent.data.result.initialValue).toMatchObject({ name: "Léa" });
    const badMail = await submitReview(slug, { ...base, name: "Léa", email: "lea@" });
    expect(badMail.data.result.error?.email).toEqual(["emailInvalid"]);
    const future = new Date(now().getTime() + 62 * DAY_MS).toISOString().slice(0, 7);
    const futureMonth = await submitReview(slug, { ...base, name: "Léa", serviceMonth: future });
    expect(futureMonth.status).toBe(422);
    expect(futureMonth.data.result.error?.serviceMonth).toEqual(["Ce mois n'est pas encore passé"]);
    const badMonth = await submitReview(slug, { ...base, name: "Léa", serviceMonth: "2026-13" });
    expect(badMonth.data.result.error?.serviceMonth).toEqual(["serviceMonth"]);
  });
});

describe("the reviewer's private link", () => {
  it("is mailed (never shown), stored hashed; edits replace a pending review and publish an approved one at once; deletion is immediate", async () => {
    const { profile, slug } = await owner();
    const sent = await submitReview(slug, { ...base, name: "Hugo", email: "hugo@example.test", rating: "3" });
    expect(sent.data).toMatchObject({ outcome: "sent", mailed: true });
    expect(JSON.stringify(sent.data)).not.toMatch(/my-review/);
    const [row] = await reviewsOf(profile.id);
    const token = reviewerToken(row!.id);
    expect(row!.editTokenHash).toBe(hashToken(token));
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    const [mail] = await mailsTo("hugo@example.test");
    expect(mail?.subject).toBe("Votre avis sur Nina Roussel : votre lien privé");
    expect(mail?.links).toContain(`http://localhost:3000/my-review/${token}`);

    // Pending: the edit replaces it, still pending.
    const edited = await editReviewAsReviewer(token, {
      intent: "edit",
      name: "Hugo B.",
      rating: 4,
      content: "Finalement très content.",
      relationship: "client",
      serviceMonth: undefined,
    });
    expect(edited).toMatchObject({ ok: true, view: { status: "pending", content: "Finalement très content." } });
    // Approved: an edit is published at once, marked edited, journaled.
    await getDb().update(reviews).set({ status: "approved" }).where(eq(reviews.id, row!.id));
    await editReviewAsReviewer(token, {
      intent: "edit",
      name: "Hugo B.",
      rating: 2,
      content: "Un souci après coup.",
      relationship: "client",
      serviceMonth: "2026-01",
    });
    const page = await getPublicProfile(slug, ANONYMOUS);
    expect(page?.reviews[0]).toMatchObject({ content: "Un souci après coup.", rating: 2, serviceMonth: "2026-01" });
    expect(page?.reviews[0]?.editedAt).not.toBeNull();
    const log = await getDb().select().from(reviewModerationLog).where(eq(reviewModerationLog.reviewId, row!.id));
    expect(log.map((e) => [e.decision, e.actor, e.previousStatus])).toEqual([
      ["reviewer_edited", "reviewer", "pending"],
      ["reviewer_edited", "reviewer", "approved"],
    ]);

    // A wrong token changes nothing; deletion is immediate and the counts follow.
    expect(await deleteReviewAsReviewer("x".repeat(43))).toEqual({ ok: false });
    expect(await deleteReviewAsReviewer(token)).toEqual({ ok: true, slug });
    expect(await reviewById(row!.id)).toBeUndefined();
    expect((await getPublicProfile(slug, ANONYMOUS))?.reviewCounts).toEqual({
      published: 0,
      pending: 0,
      withdrawn: {},
    });
    expect(await openReviewerLink(token)).toBeNull();
  });

  it("cannot edit a withdrawn review, only delete it", async () => {
    const { profile } = await owner();
    const review = await createReview(profile.id, { status: "withdrawn", withdrawalReason: "spam" });
    const token = "t".repeat(43);
    await getDb()
      .update(reviews)
      .set({ editTokenHash: hashToken(token) })
      .where(eq(reviews.id, review.id));
    const result = await editReviewAsReviewer(token, {
      intent: "edit",
      name: "X",
      rating: 5,
      content: "Y",
      relationship: "client",
      serviceMonth: undefined,
    });
    expect(result).toEqual({ ok: false, reason: "not-editable" });
    expect(await deleteReviewAsReviewer(token)).toMatchObject({ ok: true });
  });
});

describe("due dates on the server clock", () => {
  it("reminds the owner once after 7 days pending and publishes after 30 unless withdrawn before", async () => {
    const { profile, slug, email } = await owner();
    await submitReview(slug, { ...base, name: "Patient" });
    await submitReview(slug, { ...base, name: "Retiré", content: "Autre texte" });
    const rows = await reviewsOf(profile.id);
    const patient = rows.find((r) => r.reviewerName === "Patient")!;
    const withdrawn = rows.find((r) => r.reviewerName === "Retiré")!;
    await getDb()
      .update(reviews)
      .set({ status: "withdrawn", withdrawalReason: "duplicate", withdrawnBy: "owner" })
      .where(eq(reviews.id, withdrawn.id));
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    const before = (await mailsTo(email)).length;

    // Other tests' reviews share the database: what is checked is this profile's.
    const reminded = async () => (await reviewById(patient.id))?.ownerRemindedAt !== null;
    advanceClock(6 * DAY_MS);
    await runReviewSweeps(now());
    expect(await reminded()).toBe(false);
    advanceClock(DAY_MS + 1000);
    await runReviewSweeps(now());
    expect(await reminded()).toBe(true);
    await runReviewSweeps(now());
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    const reminders = (await mailsTo(email)).slice(before);
    expect(reminders.map((m) => m.subject)).toEqual(["1 avis attend votre modération"]);
    expect(reminders[0]?.body).toMatch(/publiés automatiquement à partir du \d{1,2} \S+ \d{4}/);

    advanceClock(22 * DAY_MS);
    await runReviewSweeps(now());
    expect((await reviewById(patient.id))?.status).toBe("pending");
    advanceClock(DAY_MS + 1000);
    await runReviewSweeps(now());
    expect(await reviewById(patient.id)).toMatchObject({ status: "approved" });
    expect((await reviewById(withdrawn.id))?.status).toBe("withdrawn");
    const log = await getDb().select().from(reviewModerationLog).where(eq(reviewModerationLog.reviewId, patient.id));
    expect(log.map((e) => [e.decision, e.actor])).toEqual([["auto_approved", "system"]]);
    expect((await getPublicProfile(slug, ANONYMOUS))?.reviewCounts).toEqual({
      published: 1,
      pending: 0,
      withdrawn: { duplicate: 1 },
    });
  });
});

describe("reports", () => {
  it("a visitor reports an approved review (rate limited); an administrator upholds: withdrawn by admin, reviewer mailed", async () => {
    const { profile, slug } = await owner();
    const review = await createReview(profile.id, {
      status: "approved",
      reviewerName: "Troll",
      reviewerEmail: "troll@example.test",
      content: "Arnaque totale, appelez le 06 12 34 56 78",
    });
    const ip = freshIp();
    const input = { reason: "personal_data" as const, details: "Un numéro de téléphone" };
    expect(
      await reportReviewAsVisitor(
        { profileId: profile.id, reviewId: review.id, input },
        { clientIp: ip, viewerId: null },
      ),
    ).toEqual({
      ok: true,
    });
    // Not on another profile's page, not a pending review.
    const other = await owner();
    expect(
      await reportReviewAsVisitor(
        { profileId: other.profile.id, reviewId: review.id, input },
        { clientIp: ip, viewerId: null },
      ),
    ).toEqual({ ok: false, reason: "not-found" });
    for (let i = 0; i < 4; i += 1) {
      await reportReviewAsVisitor(
        { profileId: profile.id, reviewId: review.id, input },
        { clientIp: ip, viewerId: null },
      );
    }
    const limited = await reportReviewAsVisitor(
      { profileId: profile.id, reviewId: review.id, input },
      { clientIp: ip, viewerId: null },
    );
    expect(limited).toMatchObject({ ok: false, reason: "rate-limited" });

    const queue = await listOpenReports();
    const item = queue.items.find((i) => i.reviewId === review.id);
    expect(item?.reports.length).toBe(5);
    expect(item?.reports[0]).toMatchObject({ source: "visitor", reason: "personal_data" });

    expect(await decideReports({ reviewId: review.id, decision: "uphold" }, null)).toEqual({ ok: true });
    expect(await reviewById(review.id)).toMatchObject({
      status: "withdrawn",
      withdrawnBy: "admin",
      withdrawalReason: "personal_data",
    });
    const reports = await getDb().select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(["upheld"]));
    expect((await getPublicProfile(slug, ANONYMOUS))?.reviewCounts.withdrawn).toEqual({ personal_data: 1 });
    await runQueuedJobs([REVIEW_MAIL_JOB]);
    const [mail] = await mailsTo("troll@example.test");
    expect(mail?.subject).toBe("Votre avis sur Nina Roussel a été retiré");
    expect(mail?.body).toContain(
      "l'équipe Fiable a retiré votre avis sur Nina Roussel pour le motif suivant : données personnelles",
    );
    // Decided: nothing left open; a second decision finds nothing.
    expect(await decideReports({ reviewId: review.id, decision: "dismiss" }, null)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("an administrator dismisses: the review stays published, the decision journaled", async () => {
    const { profile } = await owner();
    const review = await createReview(profile.id, { status: "approved", rating: 1, content: "Déçu par le délai." });
    await getDb()
      .insert(reviewReports)
      .values({ reviewId: review.id, profileId: profile.id, source: "owner", reason: "off_topic" });
    expect(await decideReports({ reviewId: review.id, decision: "dismiss" }, null)).toEqual({ ok: true });
    expect((await reviewById(review.id))?.status).toBe("approved");
    const log = await getDb().select().from(reviewModerationLog).where(eq(reviewModerationLog.reviewId, review.id));
    expect(log.map((e) => [e.decision, e.actor])).toEqual([["report_dismissed", "admin"]]);
  });
});
