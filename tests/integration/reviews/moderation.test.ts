import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { onProfileInvalidated } from "#app/features/profile/invalidate-profile.server.ts";
import { handleModerationAction } from "#app/features/reviews/moderation-page.server.ts";
import { getDb } from "#db/client.server.ts";
import { reviewModerationLog, reviews } from "#db/schema.ts";
import { uniqueSuffix } from "#tests/factories/db.ts";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
import { createReview } from "#tests/factories/reviews.ts";
import { createUser } from "#tests/factories/users.ts";
import { ADMIN_PASSWORD, adminCookie } from "#tests/integration/admin/support.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";

setupProfileTest();
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;

async function ownerWithReview(review: Parameters<typeof createReview>[1] = {}) {
  const slug = `mod-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name: "Nina" },
    profile: { slug, name: "Nina" },
  });
  const created = await createReview(profile.id, review);
  return { user, profile, slug, review: created, cookie: await signIn(email, "secret1") };
}

async function moderate(fields: Record<string, string>, cookie: string, origin = PUBLIC_URL) {
  const request = new Request(`${PUBLIC_URL}/dashboard/reviews`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await handleModerationAction({ request, context: { publicUrl: PUBLIC_URL } });
  return { status: result.init?.status ?? 200, data: result.data };
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

  it("rejects only with a reason from the fixed list, shown in the public counts", async () => {
    const { slug, review, cookie } = await ownerWithReview();
    const noReason = await moderate({ intent: "reject", reviewId: review.id }, cookie);
    expect(noReason.status).toBe(422);
    expect(noReason.data).toMatchObject({ ok: false, field: "reason", message: "Choisissez un motif de retrait" });
    const badReason = await moderate({ intent: "reject", reviewId: review.id, reason: "i_dont_like_it" }, cookie);
    expect(badReason.status).toBe(422);
    expect((await reviewById(review.id)).status).toBe("pending");
    expect(await logOf(review.id)).toHaveLength(0);

    const ok = await moderate({ intent: "reject", reviewId: review.id, reason: "spam" }, cookie);
    expect(ok.status).toBe(200);
    expect(await reviewById(review.id)).toMatchObject({ status: "rejected", rejectionReason: "spam" });
    const page = (await getPublicProfile(slug, ANONYMOUS))!;
    expect(page.rejected).toEqual({ spam: 1 });
    expect(page.reviews).toHaveLength(0);
    expect(await logOf(review.id)).toEqual([expect.objectContaining({ decision: "rejected", reason: "spam" })]);
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

  it("is refused to another user: approve, reject and reply on a profile not theirs", async () => {
    const { review } = await ownerWithReview();
    const other = await ownerWithReview();
    const attempts: Record<string, string>[] = [
      { intent: "approve", reviewId: review.id },
      { intent: "reject", reviewId: review.id, reason: "spam" },
      { intent: "reply", reviewId: review.id, reply: "Faux avis !" },
    ];
    for (const fields of attempts) {
      const result = await moderate(fields, other.cookie);
      expect(result.status).toBe(404);
      expect(result.data.ok).toBe(false);
    }
    const stored = await reviewById(review.id);
    expect(stored).toMatchObject({ status: "pending", ownerReply: null, rejectionReason: null });
    expect(await logOf(review.id)).toHaveLength(0);
  });

  // Spec §6: only the owner approves or rejects the reviews of their profile. The
  // administrator's powers (edit or delete a profile, contact messages, blog) leave reviews
  // out, and the support copy promises they are neither edited nor filtered: an admin who
  // could hide a review would be that filter. Deleting a whole profile stays the admin's tool.
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
      { intent: "reject", reviewId: review.id, reason: "offensive" },
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
    expect(await reviewById(review.id)).toMatchObject({ status: "approved", ownerReply: null, rejectionReason: null });
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
