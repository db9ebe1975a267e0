/**
 * What the widget reads from the public read API (decision 031) and from
 * `GET /api/v1/messages?areas=embed` (decision 014): the shapes it relies on, nothing more.
 * The widget script bundles this module (types only), so it never imports server code.
 */

export type EmbedLanguage = "fr" | "en" | "ar";
export type ReviewLabel = "invited" | "verified" | "unsolicited";
export type Relationship = "colleague" | "friend_family" | "other";

export interface EmbedProfile {
  slug: string;
  name: string;
  title: string | null;
  photo: string | null;
  url: string;
  wallUrl: string;
  noticeUrl: string;
  language: EmbedLanguage;
  rating: { average: number | null; count: number };
  /** The trust page's theme (decision 045): the widget takes its accent and corners. */
  theme?: {
    accent: { light: string; onLight: string; dark: string; onDark: string } | null;
    corners: "rounded" | "square";
  };
}

export interface EmbedMedia {
  type: "photo" | "audio" | "video";
  url: string;
  poster: string | null;
  duration: number | null;
  captions: string | null;
  transcript: string | null;
}

export interface EmbedReview {
  id: string;
  name: string;
  title: string | null;
  photo: string | null;
  rating: number;
  text: string;
  language: EmbedLanguage | null;
  media: EmbedMedia | null;
  label: ReviewLabel;
  relationship: Relationship | null;
  date: string;
  edited: string | null;
  reply: { text: string; date: string } | null;
}

/** The `embed` area of locales/*.json: flat texts, plus labels and relationships. */
export type EmbedTexts = Record<string, string | Record<string, string>>;
