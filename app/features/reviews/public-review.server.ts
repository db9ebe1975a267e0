import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import type { PublicReview } from "./public-review.ts";

/*
 * How a published review is read for the public (docs/product/reviews.md): its columns, the
 * honest count line's figures, and the row made into a PublicReview.
 */

/** The columns of a published review as the public sees it (toPublicReview). */
export const PUBLIC_REVIEW_COLUMNS = `id, reviewer_name, reviewer_title, reviewer_photo_key, content, rating, media_type, media_key,
                  poster_key, media_duration, transcript, transcript_source, language, label, relationship, service_month, edited_at,
                  owner_reply, owner_reply_at, created_at`;

/**
 * The honest count line's figures: reviews pending moderation, and withdrawn
 * ones by reason, of profile `p`. A column of the queries that read `p`.
 */
export const REVIEW_COUNTS_COLUMN = `(select json_build_object(
      'pending', (select count(*) from reviews where profile_id = p.id and status in ('pending', 'processing')),
      'withdrawn', (select coalesce(json_object_agg(x.reason, x.n), '{}'::json)
         from (select rejection_reason as reason, count(*) as n from reviews
                where profile_id = p.id and status = 'withdrawn' group by rejection_reason) x))) as counts`;

/** The count line's figures as the query answers them. */
export function toReviewCounts(counts: {
  pending: number | string;
  withdrawn: Record<string, number | string> | null;
}) {
  return {
    pending: Number(counts.pending),
    withdrawn: Object.fromEntries(Object.entries(counts.withdrawn ?? {}).map(([reason, n]) => [reason, Number(n)])),
  };
}

export interface ReviewRow {
  id: string;
  reviewer_name: string;
  reviewer_title: string | null;
  reviewer_photo_key: string | null;
  content: string;
  rating: number;
  media_type: PublicReview["mediaType"];
  media_key: string | null;
  poster_key: string | null;
  media_duration: number | null;
  transcript: string | null;
  transcript_source: PublicReview["transcriptSource"];
  language: PublicReview["language"];
  label: PublicReview["label"];
  relationship: PublicReview["relationship"];
  service_month: string | Date | null;
  edited_at: string | Date | null;
  owner_reply: string | null;
  owner_reply_at: string | Date | null;
  created_at: string | Date;
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** "2026-03" of a date column (pg gives a Date at local midnight, JSON a "2026-03-01" string). */
function monthOf(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === "string") return value.slice(0, 7);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, "0")}`;
}

/** A review as the public sees it (media URLs made from their keys, others checked). */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    reviewerTitle: row.reviewer_title,
    reviewerAvatar: mediaUrl(row.reviewer_photo_key),
    content: row.content,
    rating: row.rating,
    mediaType: row.media_type,
    mediaUrl: row.media_type ? mediaUrl(row.media_key) : null,
    mediaThumbnail: row.media_type === "video" ? mediaUrl(row.poster_key) : null,
    mediaDuration: row.media_duration,
    transcript: row.transcript,
    transcriptSource: row.transcript ? row.transcript_source : null,
    language: row.language,
    label: row.label,
    relationship: row.relationship,
    serviceMonth: monthOf(row.service_month),
    editedAt: iso(row.edited_at),
    ownerReply: row.owner_reply,
    ownerReplyAt: iso(row.owner_reply_at),
    createdAt: iso(row.created_at)!,
  };
}
