/*
 * The demo profiles of /demo, /mockup/{id} and /demo/profile/{id}
 * (docs/product/landing-and-demo.md#demo). The people are fictional and their texts are written by us in
 * French and English; the images under public/demo/ are drawn by
 * scripts/generate-demo-assets.mjs.
 *
 * Two shapes: the *source* (people/*.ts, every text as `{ fr, en }`, numbers from which the
 * shown figures are derived) and the *view* a loader hands to the page (one language,
 * every figure and date already formatted on the server, so that the browser prints
 * exactly what the server did).
 */

/** The languages the demo content is written in; other interface languages read the French. */
export const DEMO_CONTENT_LANGUAGES = ["fr", "en"] as const;
export type DemoContentLanguage = (typeof DEMO_CONTENT_LANGUAGES)[number];

/** A text of the demo content, in both languages. */
export interface Text {
  fr: string;
  en: string;
}

/** Review media types of the demo (video, audio, image — badge 'Photo'). */
export const DEMO_REVIEW_TYPES = ["video", "audio", "image"] as const;
export type DemoReviewType = (typeof DEMO_REVIEW_TYPES)[number];

/** Social networks shown as a row of icons. */
export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "youtube", "facebook", "linkedin", "x", "spotify"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Platforms of the "work links" cards (a subset of the platform catalogue). */
export const WORK_PLATFORMS = [
  "website",
  "calendly",
  "youtube",
  "vimeo",
  "spotify",
  "soundcloud",
  "behance",
  "dribbble",
  "malt",
  "etsy",
  "email",
  "whatsapp",
  "linkedin",
] as const;
export type WorkPlatform = (typeof WORK_PLATFORMS)[number];

export interface DemoSocialLinkSource {
  platform: SocialPlatform;
  /** What the visitor would read, e.g. "@lea.moreau.mariages". */
  handle: string;
}

export interface DemoWorkLinkSource {
  platform: WorkPlatform;
  label: Text;
  /** The address as text, e.g. "leamoreau-mariages.fr" (the demo never links out). */
  url: string;
}

export interface DemoPortfolioItemSource {
  title: Text;
  description: Text;
  /** Path under public/, e.g. "/demo/portfolio/lea-1.webp". */
  image: string;
}

export interface DemoReviewSource {
  id: string;
  /** Fictional client, first name and initial. */
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: Text;
  type: DemoReviewType;
  /** How long ago it was left, in days: shown as "il y a 3 semaines" / "3 weeks ago". */
  ageDays: number;
  /** Still of a video or the photo (path under public/); audio reviews have none. */
  preview?: string;
  /** Length of a video or audio review. */
  durationSeconds?: number;
}

export interface DemoFaqSource {
  question: Text;
  answer: Text;
}

/** Count of reviews by stars, from 5 down to 1: the rating and review count derive from it. */
export type RatingDistribution = readonly [five: number, four: number, three: number, two: number, one: number];

export interface DemoProfileSource {
  /** Stable key of the profile in /mockup/{id} and /demo/profile/{id}: the first name, ASCII. */
  id: string;
  /** /demo/{slug}. */
  slug: string;
  firstName: string;
  name: string;
  title: Text;
  avatar: string;
  cover: string;
  location: Text;
  bio: Text;
  /** BCP 47 codes; shown by name in the page's language. */
  languages: readonly string[];
  ratings: RatingDistribution;
  socialLinks: readonly DemoSocialLinkSource[];
  workLinks: readonly DemoWorkLinkSource[];
  portfolio: readonly DemoPortfolioItemSource[];
  reviews: readonly DemoReviewSource[];
  skills: readonly Text[];
  faqs: readonly DemoFaqSource[];
  /** The fuller profile of the detail page, for four of the thirteen. */
  detail?: DemoDetailSource;
}

export interface DemoStatSource {
  value: number;
  /** "percent" shows 98 as "98 %"; "plus" as "120+". */
  format?: "plain" | "percent" | "plus";
  label: Text;
}

export interface DemoCertificationSource {
  name: Text;
  issuer: Text;
  year: number;
}

export interface DemoDetailSource {
  verified: boolean;
  responseTime: Text;
  availability: Text;
  pricing: Text;
  achievements: readonly Text[];
  portfolioStats: readonly DemoStatSource[];
  /** Reviews with a video, an audio recording or a photo; the rest are text only. */
  reviewsByType: Readonly<Record<DemoReviewType, number>>;
  /** Share of clients who say they would recommend the person, in percent. */
  recommendPercent: number;
  certifications: readonly DemoCertificationSource[];
}

// ─── What the pages receive ────────────────────────────────────────────────────────────

/** One entry of the switcher. */
export interface DemoProfileSummary {
  id: string;
  slug: string;
  firstName: string;
  name: string;
  title: string;
  avatar: string;
}

export interface DemoSocialLink {
  platform: SocialPlatform;
  handle: string;
}

export interface DemoWorkLink {
  platform: WorkPlatform;
  label: string;
  url: string;
}

export interface DemoPortfolioItem {
  title: string;
  description: string;
  image: string;
}

export interface DemoReview {
  id: string;
  name: string;
  rating: number;
  content: string;
  type: DemoReviewType;
  /** "il y a 3 semaines" / "3 weeks ago". */
  age: string;
  preview?: string;
  /** "1:24". */
  duration?: string;
}

export interface DemoFaq {
  question: string;
  answer: string;
}

/** What every demo view shows of the person. */
export interface DemoIdentity {
  id: string;
  slug: string;
  firstName: string;
  name: string;
  title: string;
  avatar: string;
  cover: string;
  location: string;
  bio: string;
  /** The language the texts are written in (an Arabic page shows the French). */
  contentLang: DemoContentLanguage;
  /** Names in the page's language: "anglais", "English". */
  languages: string[];
  /** Average of the ratings, one decimal, formatted: "4,9" / "4.9". */
  rating: string;
  ratingValue: number;
  reviewsCount: number;
  socialLinks: DemoSocialLink[];
  /** Whether /demo/profile/{id} exists for this person. */
  hasDetail: boolean;
}

/**
 * The phone mockup of /demo/{slug} and /mockup/{id}: lists already cut to the demo limits
 * (3 work links, 4 projects, 3 reviews, 6 skills).
 */
export interface DemoProfile extends DemoIdentity {
  workLinks: DemoWorkLink[];
  portfolio: DemoPortfolioItem[];
  reviews: DemoReview[];
  skills: string[];
  /** Skills beyond the first six, shown as "+N". */
  moreSkills: number;
  faqs: DemoFaq[];
}

export interface DemoStat {
  /** Formatted: "98 %", "120+", "1 250". */
  value: string;
  label: string;
}

export interface DemoCertification {
  name: string;
  issuer: string;
  year: number;
}

/** The full page of /demo/profile/{id}: every project, review and skill. */
export interface DemoProfileDetail extends DemoIdentity {
  portfolio: DemoPortfolioItem[];
  reviews: DemoReview[];
  skills: string[];
  verified: boolean;
  responseTime: string;
  availability: string;
  pricing: string;
  achievements: string[];
  portfolioStats: DemoStat[];
  reviewStats: {
    /** One row per star count, 5 to 1, with its share of all reviews in percent. */
    distribution: { stars: number; count: number; percent: number }[];
    byType: Record<DemoReviewType, number>;
    /** "98 %" / "98%". */
    recommend: string;
  };
  certifications: DemoCertification[];
}
