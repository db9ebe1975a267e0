import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { listOwnerReviews } from "#app/features/reviews/moderate-review.server.ts";
import { onProfileInvalidated } from "#app/services/page-cache/index.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { reviewModerationLog, reviewReports, reviews } from "#db/schema.ts";
import { ADMIN_PASSWORD, adminCookie } from "#tests/integration/admin/support.ts";
import { setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { TEST_ADMIN_TOTP_SECRET } from "#tests/setup/totp.ts";
import { moderate, signedInOwner } from "./support.ts";

setupProfileTest();
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
process.env.ADMIN_TOTP_SECRET = TEST_ADMIN_TOTP_SECRET;

async function ownerWithReview(review: Parameters<typeof createReview>[1] = {}) {
  const owner = await signedInOwner("mod");
  return { ...owner, review: await createReview(owner.profile.id, review) };
}

/** The data of the jobs waiting in queue `name`. */
async function queuedJobs(name: string): Promise<unknown[]> {
  const { rows } = await getPool().query<{ data: unknown }>("select data from pgboss.job where name = $1", [name]);
  return rows.map((r) => r.data);
}

const reviewById = async (id: string) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
const logOf = (id: string) => getDb().select().from(reviewModerationLog).where(eq(reviewModerationLog.reviewId, id));

describe("moderation", () => {
  it("approves: the review becomes public, the rating follows, the decision is logged and the cache cleared", async () => {
    const { profile, slug, review, cookie, user } = await ownerWithReview({ rating: 2 });
    await createReview(profile.id, { status: "approved", rating: 5 });
    expect((await getPublicProfile(slug, ANONYMOUS))!.rating).toEqual({ count: 1, average: 5 });

    const invalidated: string[] = [];
    const stop = onProfileInvalidated((id) => invalidated.push(id));
    const result = await moderate({ intent: "approve", reviewId: review.id }, cookie);
    stop();
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, intent: "approve" });
    expect(invalidated).toContain(profile.id);

    const stored = await reviewById(review.id);
    expect(stored.status).toBe("approved");
    expect(stored.moderatedAt).not.toBeNull();
    const page = (await getPublicProfile(slug, ANONYMOUS))!;
    expect(page.rating).toEqual({ count: 2, average: 3.5 });
    expect(page.reviews.map((r) => r.id)).toContain(review.id);
    expect(await logOf(review.id)).toEqual([
      expect.objectContaining({ decision: "approved", previousStatus: "pending", actorUserId: user.id, reason: null }),
    ]);
  });

  it("withdraws a pending review only with a reason from the fixed list, shown in the public counts; its reviewer is mailed", async () => {
    const { slug, review, cookie } = await ownerWithReview({ reviewerEmail: "paul@example.test" });
    const noReason = await moderate({ intent: "withdraw", reviewId: review.id }, cookie);
    expect(noReason.status).toBe(422);
    expect(noReason.data).toMatchObject({ ok: false, field: "reason", message: "Choisissez un motif de retrait" });
    const badReason = await moderate({ intent: "withdraw", reviewId: review.id, reason: "i_dont_like_it" }, cookie);
    expect(badReason.status).toBe(422);
    expect((await reviewById(review.id)).status).toBe("pending");
    expect(await logOf(review.id)).toHaveLength(0);

    const ok = await moderate({ intent: "withdraw", reviewId: review.id, reason: "spam" }, cookie);
    expect(ok.status).toBe(200);
    expect(await reviewById(review.id)).toMatchObject({
      status: "withdrawn",
      withdrawalReason: "spam",
      withdrawnBy: "owner",
    });
    const page = (await getPublicProfile(slug, ANONYMOUS))!;
    expect(page.reviewCounts).toEqual({ published: 0, pending: 0, withdrawn: { spam: 1 } });
    expect(page.reviews).toHaveLength(0);
    const [entry] = await logOf(review.id);
    expect(entry).toMatchObject({ decision: "withdrawn", reason: "spam", actor: "owner" });
    // The reviewer is told why, by a job (decision 016).
    expect(await queuedJobs("reviews.mail")).toContainEqual({
      kind: "reviewer-withdrawn",
      reviewId: review.id,
      event: entry!.id,
    });
  });

  it("never withdraws an approved review (403, nothing changes): the owner reports it instead, once", async () => {
    const owner = await ownerWithReview({ status: "approved", rating: 1 });
    const { review, cookie } = owner;
    const crafted = await moderate({ intent: "withdraw", reviewId: review.id, reason: "off_topic" }, cookie);
    expect(crafted.status).toBe(403);
    expect(crafted.data).toMatchObject({ ok: false, message: "Cette action n'est pas possible pour cet avis" });
    expect(await reviewById(review.id)).toMatchObject({ status: "approved", withdrawalReason: null });
    expect(await logOf(review.id)).toHaveLength(0);

    const report = await moderate(
      { intent: "report", reviewId: review.id, reason: "not_a_client", details: "Jamais travaillé avec lui" },
      cookie,
    );
    expect(report.status).toBe(200);
    expect(report.data).toMatchObject({ ok: true, intent: "report" });
    const again = await moderate({ intent: "report", reviewId: review.id, reason: "spam" }, cookie);
    expect(again.status).toBe(409);
    const reports = await getDb().select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(reports).toEqual([
      expect.objectContaining({
        source: "owner",
        reason: "not_a_client",
        status: "open",
        details: "Jamais travaillé avec lui",
      }),
    ]);
    // Reporting changes nothing public until an administrator decides; the owner sees it reported.
    expect((await reviewById(review.id)).status).toBe("approved");
    const listing = await listOwnerReviews(owner.user.id, "approved");
    expect(listing?.reviews.find((r) => r.id === review.id)?.reported).toBe(true);
  });

  it("reports only approved reviews, and restores only what the owner withdrew", async () => {
    const pending = await ownerWithReview();
    expect(
      (await moderate({ intent: "report", reviewId: pending.review.id, reason: "spam" }, pending.cookie)).status,
    ).toBe(403);
    const byAdmin = await ownerWithReview({ status: "withdrawn", withdrawalReason: "offensive", withdrawnBy: "admin" });
    expect((await moderate({ intent: "approve", reviewId: byAdmin.review.id }, byAdmin.cookie)).status).toBe(403);
    const byOwner = await ownerWithReview({ status: "withdrawn", withdrawalReason: "duplicate", withdrawnBy: "owner" });
    expect((await moderate({ intent: "approve", reviewId: byOwner.review.id }, byOwner.cookie)).status).toBe(200);
    expect(await reviewById(byOwner.review.id)).toMatchObject({
      status: "approved",
      withdrawalReason: null,
      withdrawnBy: null,
    });
  });

  it("publishes a reply with its date, logged; the review's own text cannot be changed", async () => {
    const { slug, review, cookie } = await ownerWithReview({ status: "approved", content: "Un peu lent." });
    const result = await moderate(
      { intent: "reply", reviewId: review.id, reply: "Merci, c'est noté !", content: "Parfait" },
      cookie,
    );
    expect(result.status).toBe(200);
    const stored = await reviewById(review.id);
    expect(stored.ownerReply).toBe("Merci, c'est noté !");
    expect(stored.ownerReplyAt).toBeInstanceOf(Date);
    expect(stored.content).toBe("Un peu lent.");
    const publicReview = (await getPublicProfile(slug, ANONYMOUS))!.reviews[0]!;
    expect(publicReview.ownerReply).toBe("Merci, c'est noté !");
    expect(publicReview.ownerReplyAt).not.toBeNull();
    expect(await logOf(review.id)).toEqual([
      expect.objectContaining({ decision: "replied", previousStatus: "approved" }),
    ]);

    const empty = await moderate({ intent: "reply", reviewId: review.id, reply: "  " }, cookie);
    expect(empty.status).toBe(422);
    const unknownIntent = await moderate({ intent: "delete", reviewId: review.id }, cookie);
    expect(unknownIntent.status).toBe(422);
    expect(await reviewById(review.id)).toBeDefined();
  });

  it("is refused to another user: approve, withdraw, reply and report on a profile not theirs", async () => {
    const { review } = await ownerWithReview();
    const other = await ownerWithReview();
    const attempts: Record<string, string>[] = [
      { intent: "approve", reviewId: review.id },
      { intent: "withdraw", reviewId: review.id, reason: "spam" },
      { intent: "reply", reviewId: review.id, reply: "Faux avis !" },
      { intent: "report", reviewId: review.id, reason: "spam" },
    ];
    for (const fields of attempts) {
      const result = await moderate(fields, other.cookie);
      expect(result.status).toBe(404);
      expect(result.data.ok).toBe(false);
    }
    const stored = await reviewById(review.id);
    expect(stored).toMatchObject({ status: "pending", ownerReply: null, withdrawalReason: null });
    expect(await getDb().select().from(reviewReports).where(eq(reviewReports.reviewId, review.id))).toEqual([]);
    expect(await logOf(review.id)).toHaveLength(0);
  });

  // The owner's moderation screen is the owner's alone: an administrator acts on reviews only
  // through the reports queue of the console (decision 018), never through this action.
  it("is refused to an administrator: an admin-role account and the admin password session alike", async () => {
    const { review } = await ownerWithReview({ status: "approved" });
    const admin = await createUser({
      email: `admin-${uniqueSuffix()}@example.test`,
      password: "secret1",
      role: "admin",
    });
    const adminUser = await signIn(admin.email, "secret1");
    const adminSession = await adminCookie();
    const attempts: Record<string, string>[] = [
      { intent: "approve", reviewId: review.id },
      { intent: "withdraw", reviewId: review.id, reason: "offensive" },
      { intent: "reply", reviewId: review.id, reply: "Réponse de l'administrateur" },
    ];
    for (const fields of attempts) {
      const asAdminUser = await moderate(fields, adminUser);
      expect(asAdminUser.status).toBe(404);
      expect(asAdminUser.data.ok).toBe(false);
      // The admin password opens /admin, not an account: the dashboard sends it to sign in.
      await expect(moderate(fields, adminSession)).rejects.toMatchObject({ status: 302 });
      await expect(moderate(fields, `${adminSession}; ${adminUser}`)).resolves.toMatchObject({ status: 404 });
    }
    expect(await reviewById(review.id)).toMatchObject({ status: "approved", ownerReply: null, withdrawalReason: null });
    expect(await logOf(review.id)).toHaveLength(0);
  });

  it("is refused without a session and from another site", async () => {
    const { review, cookie } = await ownerWithReview();
    await expect(moderate({ intent: "approve", reviewId: review.id }, "")).rejects.toMatchObject({ status: 302 });
    const crossSite = await moderate({ intent: "approve", reviewId: review.id }, cookie, "https://evil.example");
    expect(crossSite.status).toBe(403);
    expect((await reviewById(review.id)).status).toBe("pending");
  });
});
