import { z } from "zod";
import { BRAND_COLOR_SCHEMES, BRAND_CORNERS, FONT_PAIR_KEYS } from "#app/services/theme/branding.ts";

/*
 * The public read API's shapes (decision 031): what GET /api/v1/profiles/{slug} and
 * GET /api/v1/profiles/{slug}/reviews accept and answer. The routes validate their query
 * with these schemas and the OpenAPI document (openapi.server.ts) is generated from them,
 * so the two cannot disagree.
 */

export const API_LANGUAGES = ["fr", "en", "ar"] as const;
export const REVIEW_LABELS = ["invited", "verified", "unsolicited"] as const;
export const MEDIA_TYPES = ["photo", "audio", "video"] as const;
/** `media=text`: reviews without a medium. */
export const MEDIA_FILTERS = ["text", ...MEDIA_TYPES] as const;

export const REVIEWS_LIMIT = { min: 1, max: 50, default: 10 } as const;

const absoluteUrl = z.url();
const isoDate = z.iso.datetime({ offset: true });

export const SlugParamSchema = z
  .string()
  .min(1)
  .meta({ description: "The profile's address: the last part of its trust page URL.", example: "sarah-benali" });

export const PublicProfileSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    photo: absoluteUrl.nullable(),
    url: absoluteUrl.meta({ description: "The trust page." }),
    wallUrl: absoluteUrl.meta({ description: "The wall of every published review." }),
    noticeUrl: absoluteUrl.meta({ description: "The notice « How reviews work »." }),
    language: z.enum(API_LANGUAGES).meta({ description: "The language the owner writes the page in." }),
    rating: z.object({
      average: z
        .number()
        .nullable()
        .meta({ description: "Mean of the published reviews, one decimal; null without any." }),
      count: z.number().int().meta({ description: "Published reviews." }),
    }),
    counts: z.object({
      published: z.number().int(),
      pending: z.number().int().meta({ description: "Awaiting moderation or media processing." }),
      withdrawn: z.number().int(),
      withdrawnByReason: z.record(z.string(), z.number().int()),
      byLabel: z
        .object({ invited: z.number().int(), verified: z.number().int(), unsolicited: z.number().int() })
        .meta({ description: "Published reviews by provenance label." }),
    }),
    theme: z
      .object({
        accent: z
          .object({
            light: z.string().meta({ description: "The accent on a light background (#rrggbb)." }),
            onLight: z.string().meta({ description: "A label's colour on the light accent." }),
            dark: z.string().meta({ description: "The accent on a dark background." }),
            onDark: z.string().meta({ description: "A label's colour on the dark accent." }),
          })
          .nullable()
          .meta({ description: "The owner's accent colour, checked against WCAG AA; null: Fiable's own." }),
        corners: z.enum(BRAND_CORNERS),
        colorScheme: z
          .enum(BRAND_COLOR_SCHEMES)
          .meta({ description: "The trust page's scheme: auto follows the visitor." }),
        fontPair: z.enum(FONT_PAIR_KEYS),
      })
      .meta({ description: "The trust page's branding (colours and corners the reviews widget takes)." }),
  })
  .meta({ id: "PublicProfile" });

export const PublicReviewMediaSchema = z
  .object({
    type: z.enum(MEDIA_TYPES),
    url: absoluteUrl,
    poster: absoluteUrl.nullable().meta({ description: "A video's poster frame." }),
    duration: z.number().int().nullable().meta({ description: "Seconds (audio and video)." }),
    captions: absoluteUrl.nullable().meta({ description: "WebVTT captions of a video with words." }),
    transcript: z.string().nullable(),
    transcriptSource: z.enum(["reviewer", "automatic"]).nullable(),
  })
  .meta({ id: "PublicReviewMedia" });

export const PublicReviewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    title: z.string().nullable(),
    photo: absoluteUrl.nullable(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    language: z.enum(API_LANGUAGES).nullable(),
    media: PublicReviewMediaSchema.nullable(),
    label: z.enum(REVIEW_LABELS).meta({ description: "Provenance: invited, e-mail verified, or unsolicited." }),
    relationship: z
      .enum(["colleague", "friend_family", "other"])
      .nullable()
      .meta({ description: "The reviewer's tie to the professional; null for a client." }),
    date: isoDate,
    edited: isoDate.nullable(),
    reply: z.object({ text: z.string(), date: isoDate }).nullable().meta({ description: "The owner's public reply." }),
  })
  .meta({ id: "PublicReview" });

export const PublicReviewsPageSchema = z
  .object({
    reviews: z.array(PublicReviewSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "PublicReviewsPage" });

export const API_ERROR_CODES = [
  "not_found",
  "invalid_cursor",
  "invalid_parameter",
  "method_not_allowed",
  "rate_limited",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string().meta({ description: "In the request's language (?lang=, cookie, Accept-Language)." }),
    }),
  })
  .meta({ id: "ApiError" });

/** One query parameter's raw values (`?rating=4&rating=5` → ["4", "5"]). */
const values = z.array(z.string());

const ratingValue = z
  .string()
  .regex(/^[1-5]$/)
  .transform(Number);

/**
 * The query of GET /api/v1/profiles/{slug}/reviews, read from URLSearchParams with
 * `readQuery` (every value an array). `rating` may repeat or list values: `rating=4,5`.
 */
export const ReviewsQuerySchema = z.object({
  limit: values
    .max(1)
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number)
          .pipe(z.number().int().min(REVIEWS_LIMIT.min).max(REVIEWS_LIMIT.max)),
      ),
    )
    .transform((list) => list[0] ?? REVIEWS_LIMIT.default),
  cursor: values
    .max(1)
    .transform((list) => list[0] ?? null)
    .pipe(z.string().min(1).max(200).nullable()),
  media: values
    .max(1)
    .pipe(z.array(z.enum(MEDIA_FILTERS)))
    .transform((list) => list[0] ?? null),
  rating: values
    .transform((list) => list.flatMap((v) => v.split(",")))
    .pipe(z.array(ratingValue).max(5))
    .transform((list) => (list.length ? [...new Set(list)].sort() : null)),
});
export type ReviewsQuery = z.output<typeof ReviewsQuerySchema>;

/** The query parameters as the OpenAPI document describes them (one schema per parameter). */
export const ReviewsQueryDocSchema = z.object({
  limit: z
    .number()
    .int()
    .min(REVIEWS_LIMIT.min)
    .max(REVIEWS_LIMIT.max)
    .default(REVIEWS_LIMIT.default)
    .optional()
    .meta({ description: "Reviews per page." }),
  cursor: z.string().optional().meta({ description: "The `nextCursor` of the previous page (opaque)." }),
  media: z
    .enum(MEDIA_FILTERS)
    .optional()
    .meta({ description: "Only reviews with this medium; `text`: reviews without a medium." }),
  rating: z
    .string()
    .regex(/^[1-5](,[1-5]){0,4}$/)
    .optional()
    .meta({ description: "Only these stars: `rating=5`, `rating=4,5` (or the parameter repeated).", example: "4,5" }),
});

/**
 * The opaque cursor: base64url of `{"t": created_at with microseconds, "i": id}` of the
 * last review of the page (keyset on created_at desc, id desc).
 */
export const CursorSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  i: z.uuid(),
});
export type Cursor = z.output<typeof CursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor, or null when it was not made by encodeCursor. */
export function decodeCursor(value: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
