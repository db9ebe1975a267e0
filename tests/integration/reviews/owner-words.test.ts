// The owner never edits a reviewer's words (decision 010: no edit, for the owner or anyone),
// and « Réessayer » on a review whose medium could not be processed queues it again.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listOwnerReviews } from "#app/features/reviews/moderate-review.server.ts";
import { handleModerationAction } from "#app/features/reviews/moderation-page.server.ts";
import { REVIEW_MEDIA_JOB } from "#app/features/reviews/process-review-media.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { mediaObjects, reviews } from "#db/schema.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { quietOutbox } from "./support.ts";

setupProfileTest();
quietOutbox();

async function owner() {
  const slug = `words-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name: "Nina" },
    profile: { slug, name: "Nina" },
  });
  return { user, profile, slug, cookie: await signIn(email, "secret1") };
}

async function moderate(fields: Record<string, string>, cookie: string) {
  const request = new Request(`${PUBLIC_URL}/dashboard/reviews`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await handleModerationAction({ request, context: { publicUrl: PUBLIC_URL } });
  return { status: result.init?.status ?? 200, data: result.data };
}

const mediaKey = (prefix: string, ext: string) => `${prefix}/2026/11/${randomBytes(12).toString("hex")}.${ext}`;
const reviewById = async (id: string) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
const WORDS = "Les mots exacts de la cliente, tapés par elle.";

describe("a reviewer's words", () => {
  it("stay as typed whatever the owner posts: every moderation intent, with transcript and content fields added", async () => {
    const { profile, cookie } = await owner();
    const review = await createReview(profile.id, {
      mediaType: "video",
      mediaKey: mediaKey("review-media", "mp4"),
      mediaDuration: 5,
      content: "Vidéo du chantier.",
      transcript: WORDS,
      transcriptSource: "reviewer",
    });
    const tampering = {
      transcript: "Mots changés par le propriétaire",
      transcriptSource: "automatic",
      content: "Changé",
    };
    const attempts: Record<string, string>[] = [
      { intent: "reply", reply: "Merci !" },
      { intent: "approve" },
      { intent: "report", reason: "spam" },
      { intent: "withdraw", reason: "spam" },
      { intent: "retry-media" },
      { intent: "edit" },
      { intent: "transcript" },
    ];
    for (const attempt of attempts) {
      await moderate({ ...attempt, ...tampering, reviewId: review.id }, cookie);
      const stored = await reviewById(review.id);
      expect(stored, attempt.intent!).toMatchObject({
        transcript: WORDS,
        transcriptSource: "reviewer",
        content: "Vidéo du chantier.",
      });
    }
    // The decisions themselves went through (the reply, the approval, the report).
    expect(await reviewById(review.id)).toMatchObject({ status: "approved", ownerReply: "Merci !" });
  });
});

describe("« Réessayer » (intent retry-media)", () => {
  async function failedReview(profileId: string) {
    const key = mediaKey("review-originals", "webm");
    const review = await createReview(profileId, {
      status: "processing",
      mediaType: "audio",
      mediaKey: key,
      content: "",
    });
    await getDb().update(mediaObjects).set({ state: "failed", failure: "unreadable" }).where(eq(mediaObjects.key, key));
    return { review, key };
  }

  it("shows the owner a failed medium, then queues its original again with « Traitement relancé »", async () => {
    const { user, profile, cookie } = await owner();
    const { review, key } = await failedReview(profile.id);
    const listed = (await listOwnerReviews(user.id, "pending"))!.reviews.find((r) => r.id === review.id)!;
    expect(listed).toMatchObject({ status: "processing", processing: "failed", mediaUrl: null });

    const result = await moderate({ intent: "retry-media", reviewId: review.id }, cookie);
    expect(result).toEqual({ status: 200, data: { ok: true, intent: "retry-media", message: "Traitement relancé" } });
    const [object] = await getDb().select().from(mediaObjects).where(eq(mediaObjects.key, key));
    expect(object).toMatchObject({ state: "original", failure: null });
    const { rows } = await getPool().query("select 1 from pgboss.job where name = $1 and data->>'reviewId' = $2", [
      REVIEW_MEDIA_JOB.name,
      review.id,
    ]);
    expect(rows).toHaveLength(1);
    const again = (await listOwnerReviews(user.id, "pending"))!.reviews.find((r) => r.id === review.id)!;
    expect(again.processing).toBe("running");
    // Running already: nothing to retry.
    expect((await moderate({ intent: "retry-media", reviewId: review.id }, cookie)).status).toBe(404);
  });

  it("is refused for another owner's review, and approve/withdraw do nothing to a review still processing", async () => {
    const { profile, cookie } = await owner();
    const other = await owner();
    const { review, key } = await failedReview(profile.id);
    expect((await moderate({ intent: "retry-media", reviewId: review.id }, other.cookie)).status).toBe(404);
    expect((await getDb().select().from(mediaObjects).where(eq(mediaObjects.key, key)))[0]!.state).toBe("failed");
    expect((await moderate({ intent: "retry-media", reviewId: "not-a-uuid" }, cookie)).status).toBe(422);

    expect((await moderate({ intent: "approve", reviewId: review.id }, cookie)).status).toBe(403);
    expect((await moderate({ intent: "withdraw", reviewId: review.id, reason: "spam" }, cookie)).status).toBe(403);
    expect((await reviewById(review.id)).status).toBe("processing");
  });
});
