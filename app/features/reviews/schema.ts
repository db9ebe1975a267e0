import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

/*
 * The review form (docs/product/reviews.md#the-form), shared by the browser
 * (Conform) and the server. Error messages are codes, translated under `reviews.errors.*`.
 */

/** Media max 10 MB. */
export const MAX_MEDIA_BYTES = 10_485_760;

/**
 * Bounds of the texts. 2,000 characters is about 350 words: room for a detailed account of
 * a job, while a review stays readable on a phone card and a bot cannot store a book per
 * request. The owner's reply gets the same room. A recording or a file lasts at most 10
 * minutes: a testimony, not a podcast (10 minutes of webm/opus voice is 2 to 5 MB; a camera
 * reaches the 10 MB bound well before).
 */
export const REVIEW_LIMITS = {
  name: 80,
  title: 120,
  content: 2000,
  reply: 2000,
  transcript: 5000,
  durationSeconds: 600,
} as const;

/** What a reporter may add to the reason. */
export const REPORT_DETAILS_MAX = 1000;

export const REVIEW_TYPES = ["text", "photo", "video", "audio"] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export type MediaKind = Exclude<ReviewType, "text">;

/**
 * Fixed reasons a review is withdrawn or reported for (db enum review_rejection_reason);
 * "I don't like it" is not one.
 */
export const REJECTION_REASONS = [
  "spam",
  "offensive",
  "personal_data",
  "not_a_client",
  "off_topic",
  "duplicate",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The `accept` of each file input: what the server's allow-list takes (review-media.server.ts). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  photo: "image/jpeg,image/png,image/webp",
  video: "video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov",
  audio: "audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/ogg,audio/webm,.mp3,.wav,.m4a,.ogg,.webm",
};

/** A media key made by the server (media/owned-keys.server.ts newOwnedMediaKey), under review-media/ or review-originals/. */
const MEDIA_KEY = /^review-(?:media|originals)\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,5}$/;

const optionalKey = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || MEDIA_KEY.test(value), { message: "mediaInvalid" });

/** Provenance labels, computed by the database from stored facts (db/schema.ts reviews.label). */
export const REVIEW_LABELS = ["invited", "verified", "unsolicited"] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/** The reviewer's relationship to the professional; anything but "client" is shown publicly. */
export const RELATIONSHIPS = ["client", "colleague", "friend_family", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** "2026-03": the month of the service, when the reviewer gives it. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** An e-mail address as the reviewer types it: trimmed, lower-cased, at most 254 characters. */
export const reviewerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "emailInvalid")
  .pipe(z.email({ error: "emailInvalid" }));

/** The fields a reviewer may change later through their private link. */
const editableFields = {
  // Emptiness is checked in superRefine, with the other required fields: zod skips the
  // refinements of an object whose fields failed, and every missing field must be named at once.
  name: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.name, "tooLong")
    .optional()
    .transform((value) => value ?? ""),
  rating: z.coerce.number({ error: "rating" }).int("rating").min(1, "rating").max(5, "rating").default(5),
  content: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.content, "contentTooLong")
    .optional()
    .transform((value) => value ?? ""),
  relationship: z.enum(RELATIONSHIPS, { error: "relationship" }).default("client"),
  /** "YYYY-MM", not after the current month (checked on the server, whose clock decides). */
  serviceMonth: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || MONTH.test(value), { message: "serviceMonth" }),
};

export const ReviewFormSchema = z
  .object({
    ...editableFields,
    type: z.enum(REVIEW_TYPES, { error: "type" }).default("text"),
    /**
     * Optional for a spontaneous review (required through an invitation, whose address it
     * then is): never shown publicly; the private link to edit or delete the review is sent there.
     */
    email: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .pipe(reviewerEmail.optional()),
    /** The consent box (checked in superRefine: a missing field must fail too); its wording is stored with the review. */
    consent: z.string().optional(),
    /** The invitation token of a review left through an invitation link. */
    invitation: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^[A-Za-z0-9_-]{43}$/.test(value), { message: "invitationInvalid" }),
    /** The language the form was shown in (the consent text is stored in it). */
    lang: z.enum(["fr", "en", "ar"]).optional().catch(undefined),
    /** The key the media upload answered (review-media/… or, for audio and video, review-originals/…). */
    media: optionalKey,
    /** The video's poster frame, uploaded the same way. */
    poster: optionalKey,
    /**
     * Seconds, for a recording or a file (audio or video), as the browser measured it: the
     * recorder stops itself at the bound and the form refuses a longer file, so a larger
     * value is a modified request. It is the length shown with the player; the bytes stay
     * bounded by MAX_MEDIA_BYTES whatever it says.
     */
    duration: z.coerce
      .number({ error: "durationInvalid" })
      .min(0, "durationInvalid")
      .max(REVIEW_LIMITS.durationSeconds, "durationTooLong")
      .optional(),
    /** "recorded" when the audio or video was recorded in the browser. */
    source: z.enum(["recorded", "file"]).optional(),
    /** The words of an audio or video review, typed by its reviewer (the video's captions). */
    transcript: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .pipe(z.string().max(REVIEW_LIMITS.transcript, "tooLong").optional()),
    /** Honeypot: people never see it; anything in it means a bot. */
    website: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.name === "") ctx.addIssue({ code: "custom", path: ["name"], message: "nameRequired" });
    if (value.type !== "audio" && value.content === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: "contentRequired" });
    }
    if (value.type === "audio" && !value.media) {
      ctx.addIssue({ code: "custom", path: ["media"], message: "audioRequired" });
    }
    if ((value.type === "photo" || value.type === "video") && !value.media) {
      ctx.addIssue({ code: "custom", path: ["media"], message: `fileRequired.${value.type}` });
    }
    if (value.consent !== "on" && value.consent !== "true") {
      ctx.addIssue({ code: "custom", path: ["consent"], message: "consentRequired" });
    }
    if (value.invitation && !value.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "emailRequired" });
    }
  });
export type ReviewFormInput = z.infer<typeof ReviewFormSchema>;

/** The reviewer's edit through their private link (text reviews keep their type and media). */
export const ReviewerEditSchema = z
  .object({ intent: z.literal("edit"), ...editableFields, hasMedia: z.enum(["audio", "other"]).optional() })
  .superRefine((value, ctx) => {
    if (value.name === "") ctx.addIssue({ code: "custom", path: ["name"], message: "nameRequired" });
    if (value.hasMedia !== "audio" && value.content === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: "contentRequired" });
    }
  });
export type ReviewerEditInput = z.infer<typeof ReviewerEditSchema>;

/** What the review action answers (ReviewActionResultSchema describes it for the OpenAPI document). */
export interface ReviewActionResult {
  result: SubmissionResult<string[]>;
  outcome: "sent" | "invalid" | "refused" | "limited" | "failed";
  /** When sent: a private link is on its way to the address the reviewer gave. */
  mailed?: boolean;
}

/** ReviewActionResult as the OpenAPI document describes it: `result` is Conform's SubmissionResult. */
export const ReviewActionResultSchema = z
  .object({
    result: z.looseObject({
      status: z.enum(["success", "error"]).optional(),
      error: z
        .record(z.string(), z.array(z.string()).nullable())
        .optional()
        .meta({ description: 'Localized messages by field ("" for the whole form).' }),
    }),
    outcome: z.enum(["sent", "invalid", "refused", "limited", "failed"]),
    mailed: z.boolean().optional().meta({ description: "A private link is on its way to the address given." }),
  })
  .meta({ id: "ReviewActionResult" });

/** What the media upload answers. */
export type MediaUploadResult =
  | { ok: true; key: string; contentType: string }
  | {
      ok: false;
      error:
        | "fileTooLarge"
        | "fileType"
        | "formatUnsupported"
        | "durationTooLong"
        | "uploadFailed"
        | "limited"
        | "forbidden";
    };

// ─── moderation ───────────────────────────────────────────────────────────────

export const MODERATION_TABS = ["pending", "approved", "withdrawn"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/**
 * What the owner may do (decision 018): approve a pending review (or one they withdrew
 * themselves), withdraw a pending one for a fixed reason, reply to an approved one, or
 * report an approved one to the administrators. Nothing else, and nothing on another
 * owner's reviews.
 */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), reviewId: z.uuid() }),
  z.object({
    intent: z.literal("withdraw"),
    reviewId: z.uuid(),
    reason: z.enum(REJECTION_REASONS, { error: "reasonRequired" }),
  }),
  z.object({
    intent: z.literal("reply"),
    reviewId: z.uuid(),
    reply: z.string({ error: "replyRequired" }).trim().min(1, "replyRequired").max(REVIEW_LIMITS.reply, "tooLong"),
  }),
  z.object({
    intent: z.literal("report"),
    reviewId: z.uuid(),
    reason: z.enum(REJECTION_REASONS, { error: "reasonRequired" }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, "tooLong").optional(),
  }),
]);
export type ModerationInput = z.infer<typeof ModerationSchema>;

/**
 * « Réessayer » on a review whose medium could not be processed: its original is queued
 * again. Apart from ModerationSchema: it decides nothing about the review.
 */
export const RetryMediaSchema = z.object({ intent: z.literal("retry-media"), reviewId: z.uuid() });

// ─── reports ──────────────────────────────────────────────────────────────────

/** A visitor's report (« Signaler ») of a published review. */
export const VisitorReportSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { error: "reasonRequired" }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, "tooLong").optional(),
  /** Honeypot. */
  website: z.string().optional(),
});
export type VisitorReportInput = z.infer<typeof VisitorReportSchema>;

/** The administrator's decision on the open reports of a review. */
export const ReportDecisionSchema = z.object({
  intent: z.enum(["report-uphold", "report-dismiss"]),
  reviewId: z.uuid(),
  /** The reason the review is withdrawn for (uphold): one of the reports' reasons. */
  reason: z.enum(REJECTION_REASONS).optional(),
});
