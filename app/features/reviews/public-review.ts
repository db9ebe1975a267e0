import type { Language } from "#app/services/i18n/config.ts";

/*
 * A published review as the public sees it, and the figures every public page shows
 * (docs/product/reviews.md): shared by the loaders, the read API and the components.
 */

/** Reviews per page of /{slug}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export interface PublicReview {
  id: string;
  reviewerName: string;
  reviewerTitle: string | null;
  reviewerAvatar: string | null;
  content: string;
  rating: number;
  mediaType: "photo" | "video" | "audio" | null;
  mediaUrl: string | null;
  mediaThumbnail: string | null;
  mediaDuration: number | null;
  /** The words of an audio or video review: typed by its reviewer, or transcribed automatically (then labelled so). */
  transcript: string | null;
  transcriptSource: "reviewer" | "automatic" | null;
  /** The language the reviewer wrote in (the form's): the captions' `srclang`. */
  language: Language;
  /** Provenance, computed by the database: invited, verified, unsolicited. */
  label: "invited" | "verified" | "unsolicited";
  /** Shown when not "client" (FTC insider rule). */
  relationship: "client" | "colleague" | "friend_family" | "other";
  /** "2026-03": the month of the service, when the reviewer gave it. */
  serviceMonth: string | null;
  /** Last edit by its author (an edit of a published review is published at once). */
  editedAt: string | null;
  ownerReply: string | null;
  ownerReplyAt: string | null;
  createdAt: string;
}

/** The honest count line of every public page: « 12 avis publiés · 2 en attente · 1 retiré pour spam ». */
export interface ReviewCounts {
  published: number;
  /** Awaiting moderation (or processing). */
  pending: number;
  /** Withdrawn, by reason. */
  withdrawn: Record<string, number>;
}

/** One page of /{slug}/reviews. */
export interface ReviewsPageData {
  reviews: PublicReview[];
  page: number;
  pageCount: number;
  total: number;
}

export interface RatingSummary {
  /** Mean of the approved reviews, rounded to one decimal; null without reviews. */
  average: number | null;
  /** Number of approved reviews. */
  count: number;
}

/** Mean rounded to one decimal (4.84 → 4.8), as the page and the JSON-LD show it. */
export function roundRating(average: number | null | undefined): number | null {
  if (average === null || average === undefined || Number.isNaN(average)) return null;
  return Math.round(average * 10) / 10;
}
