import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { getMediaStore, type MediaStore } from "#app/features/media/media-store.server.ts";
import { consumeEach } from "#app/features/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { reviews } from "#db/schema.ts";
import { notifyOwnerOfReview } from "./notify-owner.server.ts";
import { kindOfContentType } from "./review-media.server.ts";
import { type ReviewActionResult, type ReviewFormInput, ReviewFormSchema } from "./schema.ts";

/** Same text on the same profile within this window: the second submission is folded into the first. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export interface ReviewTarget {
  id: string;
  userId: string;
  slug: string;
  name: string;
}

export type SubmitReviewResult =
  | { ok: true; id: string; folded: boolean }
  | { ok: false; reason: "spam" | "own-profile" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; reason: "media"; field: "media" | "poster"; message: string };

interface SubmitContext {
  clientIp: string;
  /** The signed-in visitor, if any. */
  viewerId: string | null;
  t: TFunction;
  publicUrl: string;
  store?: MediaStore;
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Stores a visitor's review as pending (spec §3: approved false at creation) once it passed
 * every rule: the honeypot, not the owner's own profile, duplicates folded, the per-IP and
 * per-profile limits, and media that this server stored under review-media/ with a type
 * that matches the review's and that no other review uses. Then the owner gets a mail.
 */
export async function submitReview(
  input: ReviewFormInput,
  profile: ReviewTarget,
  { clientIp, viewerId, t, publicUrl, store = getMediaStore() }: SubmitContext,
): Promise<SubmitReviewResult> {
  if (input.website?.trim()) return { ok: false, reason: "spam" };
  if (viewerId !== null && viewerId === profile.userId) return { ok: false, reason: "own-profile" };

  const db = getDb();
  const userText = input.content;
  if (userText) {
    // A double click, a resent form, a bot replaying the same text: one review.
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.profileId, profile.id),
          gt(reviews.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`),
          sql`lower(regexp_replace(btrim(${reviews.content}), '\\s+', ' ', 'g')) = ${normalize(userText)}`,
        ),
      )
      .limit(1);
    if (existing) return { ok: true, id: existing.id, folded: true };
  }

  const limit = await consumeEach([
    ["reviews.submit.ip", clientIp],
    ["reviews.submit.profile", profile.id],
  ]);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const mediaType = input.type === "text" ? null : input.type;
  let mediaKey: string | null = null;
  let posterKey: string | null = null;
  if (mediaType) {
    mediaKey = input.media ?? null;
    const stored = mediaKey ? await store.head(mediaKey) : null;
    if (!mediaKey || !stored || kindOfContentType(stored.contentType) !== mediaType) {
      return { ok: false, reason: "media", field: "media", message: t(`reviews.errors.fileType.${mediaType}`) };
    }
    if (mediaType === "video" && input.poster) {
      const poster = await store.head(input.poster);
      if (poster?.contentType !== "image/webp") {
        return { ok: false, reason: "media", field: "poster", message: t("reviews.errors.fileType.photo") };
      }
      posterKey = input.poster;
    }
    const urls = [store.publicUrl(mediaKey), ...(posterKey ? [store.publicUrl(posterKey)] : [])];
    const [used] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        or(
          sql`${reviews.mediaUrl} in (${sql.join(
            urls.map((u) => sql`${u}`),
            sql`, `,
          )})`,
          sql`${reviews.mediaThumbnail} in (${sql.join(
            urls.map((u) => sql`${u}`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1);
    if (used) return { ok: false, reason: "media", field: "media", message: t(`reviews.errors.fileType.${mediaType}`) };
  }

  const duration =
    mediaType === "audio" || mediaType === "video"
      ? input.duration !== undefined
        ? Math.max(0, Math.round(input.duration))
        : null
      : null;
  let content = userText;
  if (!content && mediaType === "audio") {
    // Spec §5: a recording without description gets one with its duration.
    content = t("reviews.form.autoDescription", { count: duration ?? 0 });
  }

  const [row] = await db
    .insert(reviews)
    .values({
      profileId: profile.id,
      reviewerName: input.name,
      content,
      rating: input.rating,
      mediaType,
      mediaUrl: mediaKey ? store.publicUrl(mediaKey) : null,
      mediaThumbnail: posterKey ? store.publicUrl(posterKey) : null,
      mediaDuration: duration,
      status: "pending",
    })
    .returning({ id: reviews.id });

  await notifyOwnerOfReview(profile, { reviewerName: input.name, rating: input.rating, mediaType, publicUrl });
  return { ok: true, id: row!.id, folded: false };
}

type Reply = Submission<unknown, string[]>["reply"];

/**
 * The action behind the review form (dialog of /{slug} and the page /{slug}/review):
 * Conform's result with the field errors or a form-level error in the visitor's language,
 * the HTTP status, and the Retry-After of a refusal. The form keeps what was typed.
 */
export async function handleReviewForm(
  formData: FormData,
  profile: ReviewTarget,
  context: SubmitContext,
): Promise<{ data: ReviewActionResult; status: number; headers?: Record<string, string> }> {
  const { t } = context;
  const parsed = parseWithZod(formData, { schema: ReviewFormSchema });
  const reply = parsed.reply.bind(parsed) as Reply;
  if (parsed.status !== "success") return { data: { result: reply(), outcome: "invalid" }, status: 422 };

  try {
    const stored = await submitReview(parsed.value, profile, context);
    if (stored.ok) return { data: { result: reply({ resetForm: true }), outcome: "sent" }, status: 200 };
    switch (stored.reason) {
      case "rate-limited":
        return {
          data: { result: reply({ formErrors: [t("reviews.errors.tooMany")] }), outcome: "limited" },
          status: 429,
          headers: { "Retry-After": String(stored.retryAfterSeconds) },
        };
      case "own-profile":
        return {
          data: { result: reply({ formErrors: [t("reviews.errors.ownProfile")] }), outcome: "refused" },
          status: 403,
        };
      case "media":
        return {
          data: { result: reply({ fieldErrors: { [stored.field]: [stored.message] } }), outcome: "invalid" },
          status: 422,
        };
      default:
        return {
          data: { result: reply({ formErrors: [t("reviews.errors.submitFailed")] }), outcome: "refused" },
          status: 400,
        };
    }
  } catch (error) {
    console.error("[reviews] review not stored:", error);
    return {
      data: { result: reply({ formErrors: [t("reviews.errors.submitFailed")] }), outcome: "failed" },
      status: 500,
    };
  }
}
