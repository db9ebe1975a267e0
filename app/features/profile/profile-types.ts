import type { Language } from "#app/services/i18n/config.ts";
import type { FlagCountry } from "#app/services/languages/flags.tsx";
import type { PageBranding } from "#app/services/theme/branding.ts";
import type { PublicLink } from "./link-visibility.ts";

/*
 * What the public page receives: only what a viewer may see (see link-visibility.ts).
 * Shared by the server (loaders) and the page's components.
 */

/** What the public page shows at most. */
export const PUBLIC_PAGE_LIMITS = { reviews: 3, portfolio: 4, languages: 3, skills: 6 } as const;

/** Reviews per page of /{slug}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export interface ProfileLanguage {
  /** As stored (French name, or a free-text language). */
  name: string;
  /** The catalogue's code ("en"): the page names it in the interface language; null for a free-text language. */
  code: string | null;
  /** The flag's country (country-flag-icons); null: the globe. */
  country: FlagCountry | null;
}

export interface PortfolioTile {
  id: string;
  title: string;
  description: string | null;
  image: string | null;
  /** An http(s) URL, or null. */
  url: string | null;
  technologies: string[];
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

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

export interface PublicProfileLink extends PublicLink {
  /** The platform's display name in the page's language ("WhatsApp", "Site web"). */
  platformName: string;
  /** The platform's brand colour. */
  color: string;
}

export interface PublicProfile {
  id: string;
  slug: string;
  name: string;
  title: string | null;
  company: string | null;
  bio: string | null;
  avatar: string | null;
  location: string | null;
  verified: boolean;
  industry: string | null;
  /** The language the owner writes the page in: the `lang`/`dir` of what they wrote (decision 027). */
  pageLanguage: Language;
  languages: ProfileLanguage[];
  links: PublicProfileLink[];
  /** Skills then tools. */
  skills: string[];
  portfolio: PortfolioTile[];
  faqs: FaqItem[];
  /** The latest approved reviews (at most PUBLIC_PAGE_LIMITS.reviews). */
  reviews: PublicReview[];
  rating: RatingSummary;
  /** The honest counts line. */
  reviewCounts: ReviewCounts;
  updatedAt: string;
  /** The viewer is the profile's owner. */
  isOwner: boolean;
  /** The page's theme (decision 045). */
  branding: PageBranding;
}

/** Mean rounded to one decimal (4.84 → 4.8), as the page and the JSON-LD show it. */
export function roundRating(average: number | null | undefined): number | null {
  if (average === null || average === undefined || Number.isNaN(average)) return null;
  return Math.round(average * 10) / 10;
}

const ARABIC_LETTER = /\p{Script=Arabic}/gu;
const ANY_ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/gu;

/** "ar" when most letters of the texts are Arabic script. */
export function detectContentLanguage(texts: (string | null | undefined)[]): "ar" | null {
  const text = texts.filter(Boolean).join(" ");
  if (!ANY_ARABIC.test(text)) return null;
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return null;
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  return arabic / letters > 0.5 ? "ar" : null;
}

/** What the error boundary of the profile pages shows; the server localizes it. */
export interface ProfileErrorData {
  kind: "fiable.profile-error";
  pageTitle: string;
  title: string;
  text: string;
  retry?: string;
}

export function isProfileErrorData(value: unknown): value is ProfileErrorData {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "fiable.profile-error";
}

/**
 * Up to two initials of a name: first letter of the first and last words, whole graphemes
 * ("Amélie Durand" → "AD"); "" for a blank name. (The same rule as getInitials of the UI
 * avatar, without pulling the avatar primitive into the public page's JavaScript.)
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const first = (word: string | undefined) =>
    word ? (segmenter!.segment(word)[Symbol.iterator]().next().value?.segment ?? "") : "";
  const initials = first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "");
  return initials.toLocaleUpperCase();
}

// Building a segmenter costs far more than using one.
let segmenter: Intl.Segmenter | undefined;
