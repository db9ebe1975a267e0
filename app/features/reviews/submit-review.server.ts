import { randomUUID } from "node:crypto";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, gt, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { consumeInvitation, type InvitationProblem, stopRemindersFor } from "#app/features/invitations/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { isOwnedMediaKey } from "#app/services/media/owned-keys.server.ts";
import { invalidateProfile } from "#app/services/page-cache/index.server.ts";
import { consumeEach } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { mediaObjects, reviews } from "#db/schema.ts";
import { REVIEW_MEDIA_JOB } from "./process-review-media.server.ts";
import { REVIEW_MAIL_JOB } from "./review-jobs.server.ts";
import { reviewerToken } from "./review-mails.server.ts";
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
  | { ok: true; id: string; folded: boolean; mailed: boolean }
  | { ok: false; reason: "spam" | "own-profile" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; reason: "invitation"; problem: InvitationProblem }
  | { ok: false; reason: "field"; field: "media" | "poster" | "serviceMonth"; message: string };

interface SubmitContext {
  clientIp: string;
  /** The signed-in visitor, if any. */
  viewerId: string | null;
  t: TFunction;
  /** The request's language: the consent text's and the reviewer's mails' when the form did not say. */
  lang: Language;
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The consent box's wording, as the reviewer reads it (stored with the review). */
export function consentText(lang: Language, profileName: string): string {
  return i18nFor(lang).t("reviews.form.consent", { name: profileName });
}

/** "2026-03" → "2026-03-01", or a problem when the month is after the current one on the server's clock. */
function serviceMonthDate(month: string | undefined, at: Date): string | null | "future" {
  if (!month) return null;
  const current = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  return month > current ? "future" : `${month}-01`;
}

/**
 * Stores a visitor's review once it passed every rule: the honeypot, not the owner's own
 * profile, duplicates folded, an invitation token still valid (the review then carries the
 * invited address and the invitation is completed in the same transaction), the per-IP and
 * per-profile limits, and media uploaded for this profile's reviews (usableUpload). A text
 * or photo review is pending at once, with the owner's mail; an audio or video review is
 * `processing` until its medium is rewritten (process-review-media.server.ts, decision 030).
 * The reviewer's private link is queued with it (decision 016).
 */
export async function submitReview(
  input: ReviewFormInput,
  profile: ReviewTarget,
  { clientIp, viewerId, t, lang: requestLang }: SubmitContext,
): Promise<SubmitReviewResult> {
  if (input.website?.trim()) return { ok: false, reason: "spam" };
  if (viewerId !== null && viewerId === profile.userId) return { ok: false, reason: "own-profile" };
  const at = now();
  const lang: Language = input.lang ?? requestLang;

  const serviceMonth = serviceMonthDate(input.serviceMonth, at);
  if (serviceMonth === "future") {
    return { ok: false, reason: "field", field: "serviceMonth", message: t("reviews.errors.serviceMonthFuture") };
  }

  const db = getDb();
  const userText = input.content;
  if (userText && !input.invitation) {
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
    if (existing) return { ok: true, id: existing.id, folded: true, mailed: false };
  }

  const limit = await consumeEach([
    ["reviews.submit.ip", clientIp],
    ["reviews.submit.profile", profile.id],
  ]);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const mediaType = input.type === "text" ? null : input.type;
  let mediaKey: string | null = null;
  let posterKey: string | null = null;
  let duration: number | null = null;
  if (mediaType) {
    const medium = await usableUpload(input.media, profile.id, mediaType === "photo" ? "image" : mediaType);
    if (!medium) {
      return { ok: false, reason: "field", field: "media", message: t(`reviews.errors.fileType.${mediaType}`) };
    }
    mediaKey = medium.key;
    // The duration the server measured; the browser's until the processed file gives its own.
    duration = mediaType === "photo" ? null : Math.round((medium.durationMs ?? 0) / 1000);
    if (mediaType === "video" && input.poster) {
      const poster = await usableUpload(input.poster, profile.id, "image");
      if (!poster) return { ok: false, reason: "field", field: "poster", message: t("reviews.errors.fileType.photo") };
      posterKey = poster.key;
    }
  }
  const processing = mediaType === "audio" || mediaType === "video";
  const content = userText;

  const id = randomUUID();
  const outcome = await db.transaction(async (tx) => {
    let email = input.email ?? null;
    let invitationId: string | null = null;
    if (input.invitation) {
      const redeemed = await consumeInvitation(tx, { token: input.invitation, profileId: profile.id, at });
      if (!redeemed.ok) return redeemed;
      // The invited address is the reviewer's, whatever the form said.
      email = redeemed.email;
      invitationId = redeemed.invitationId;
    } else if (email) {
      // An invited client who reviewed without their link: their reminders stop too.
      await stopRemindersFor(tx, profile.id, email);
    }
    await tx.insert(reviews).values({
      id,
      profileId: profile.id,
      reviewerName: input.name,
      reviewerEmail: email,
      invitationId,
      invitedAt: invitationId ? at : null,
      relationship: input.relationship,
      serviceMonth,
      consentText: consentText(lang, profile.name),
      language: lang,
      content,
      rating: input.rating,
      mediaType,
      mediaKey,
      posterKey,
      mediaDuration: duration,
      ...(input.transcript && processing
        ? { transcript: input.transcript, transcriptSource: "reviewer" as const }
        : {}),
      // Audio and video are processed first (process-review-media.server.ts); the owner hears of it then.
      status: processing ? "processing" : "pending",
      pendingSince: processing ? null : at,
      editTokenHash: email ? hashToken(reviewerToken(id)) : null,
    });
    if (processing) await enqueue(REVIEW_MEDIA_JOB, { reviewId: id }, { tx });
    else await enqueue(REVIEW_MAIL_JOB, { kind: "owner-new", reviewId: id }, { tx });
    if (email) await enqueue(REVIEW_MAIL_JOB, { kind: "reviewer-link", reviewId: id }, { tx });
    return { ok: true as const, mailed: email !== null };
  });
  if (!outcome.ok) return { ok: false, reason: "invitation", problem: outcome.problem };
  // The page's honest count line includes pending reviews.
  await invalidateProfile(profile.id);
  return { ok: true, id, folded: false, mailed: outcome.mailed };
}

/**
 * An upload a review of this profile may use: made for this profile's reviews (its key says
 * so), recorded as a media object of the right kind, an image ready or an audio/video
 * original not yet processed, and used by no other review. Null otherwise.
 */
async function usableUpload(
  key: string | undefined,
  profileId: string,
  kind: "image" | "audio" | "video",
): Promise<{ key: string; durationMs: number | null } | null> {
  if (!key || !isOwnedMediaKey(key, { reviewsOf: profileId })) return null;
  const [object] = await getDb()
    .select({
      key: mediaObjects.key,
      kind: mediaObjects.kind,
      state: mediaObjects.state,
      durationMs: mediaObjects.durationMs,
    })
    .from(mediaObjects)
    .where(
      and(
        eq(mediaObjects.key, key),
        sql`not exists (select 1 from reviews r where r.media_key = ${key} or r.poster_key = ${key})`,
      ),
    );
  if (!object || object.kind !== kind) return null;
  if (object.state !== (kind === "image" ? "ready" : "original")) return null;
  return { key: object.key, durationMs: object.durationMs };
}

type Reply = Submission<unknown, string[]>["reply"];

/**
 * The action behind the review form (dialog of /{slug}, the page /{slug}/review and an
 * invitation's page): Conform's result with the field errors or a form-level error in the
 * visitor's language, the HTTP status, and the Retry-After of a refusal. The form keeps
 * what was typed.
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
    if (stored.ok) {
      return { data: { result: reply({ resetForm: true }), outcome: "sent", mailed: stored.mailed }, status: 200 };
    }
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
      case "invitation":
        return {
          data: {
            result: reply({ formErrors: [t(`invitations.landing.${stored.problem}.title`)] }),
            outcome: "refused",
          },
          status: 410,
        };
      case "field":
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
    logError("[reviews] review not stored:", error);
    return {
      data: { result: reply({ formErrors: [t("reviews.errors.submitFailed")] }), outcome: "failed" },
      status: 500,
    };
  }
}
