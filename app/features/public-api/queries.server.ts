import type { z } from "zod";
import { LIVE_PROFILE_AT_ADDRESS } from "#app/features/address/index.server.ts";
import {
  captionsPath,
  PUBLIC_REVIEW_COLUMNS,
  REVIEW_COUNTS_COLUMN,
  type ReviewRow,
  toPublicReview,
  toReviewCounts,
} from "#app/features/reviews/index.server.ts";
import { roundRating } from "#app/features/reviews/index.ts";
import { isLanguage } from "#app/services/i18n/config.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { getPool } from "#db/client.server.ts";
import {
  type Cursor,
  encodeCursor,
  type PublicProfileSchema,
  type PublicReviewSchema,
  REVIEW_LABELS,
  type ReviewsQuery,
} from "./schema.ts";

/*
 * The read API's two statements. Both find the profile the way the trust page does (its
 * slug, else its custom domain) and read approved reviews only, through the public
 * page's own columns and mapping (PUBLIC_REVIEW_COLUMNS, toPublicReview): what the API
 * shows is what the trust page shows, nothing more.
 */

type ApiProfile = z.output<typeof PublicProfileSchema>;
type ApiReview = z.output<typeof PublicReviewSchema>;

/** `url` made absolute against the public URL (the local media store answers paths). */
export function absolute(url: string | null, publicUrl: string): string | null {
  if (url === null) return null;
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

const PROFILE_QUERY = {
  name: "fiable_api_profile_v3",
  text: `
with p as (
  select id, slug, name, title, avatar_key, page_language
  from profiles
  ${LIVE_PROFILE_AT_ADDRESS}
)
select p.*,
  (select json_build_object('average', sum(l.total)::float8 / nullif(sum(l.n), 0),
            'labels', coalesce(json_object_agg(l.label, l.n), '{}'::json))
     from (select label, count(*) as n, sum(rating) as total from reviews
            where profile_id = p.id and status = 'approved' group by label) l) as approved,
  ${REVIEW_COUNTS_COLUMN}
from p`,
};

interface ProfileQueryRow {
  id: string;
  slug: string;
  name: string;
  title: string | null;
  avatar_key: string | null;
  page_language: string;
  approved: { average: number | null; labels: Record<string, number | string> };
  counts: { pending: number | string; withdrawn: Record<string, number | string> | null };
}

/** GET /api/v1/profiles/{slug}: the summary of the profile at `address`, null if none. */
export async function readProfile(
  address: string,
  publicUrl: string,
): Promise<{ profileId: string; body: ApiProfile } | null> {
  const { rows } = await getPool().query<ProfileQueryRow>({ ...PROFILE_QUERY, values: [address] });
  const row = rows[0];
  if (!row) return null;
  const byLabel = Object.fromEntries(
    REVIEW_LABELS.map((label) => [label, Number(row.approved.labels[label] ?? 0)]),
  ) as ApiProfile["counts"]["byLabel"];
  const published = REVIEW_LABELS.reduce((sum, label) => sum + byLabel[label], 0);
  const counts = toReviewCounts(row.counts);
  return {
    profileId: row.id,
    body: {
      slug: row.slug,
      name: row.name,
      title: row.title,
      photo: absolute(mediaUrl(row.avatar_key), publicUrl),
      url: `${publicUrl}/${row.slug}`,
      wallUrl: `${publicUrl}/${row.slug}/wall`,
      noticeUrl: `${publicUrl}/how-reviews-work`,
      language: isLanguage(row.page_language) ? row.page_language : "fr",
      rating: { average: roundRating(row.approved.average), count: published },
      counts: {
        published,
        pending: counts.pending,
        withdrawn: Object.values(counts.withdrawn).reduce((sum, n) => sum + n, 0),
        withdrawnByReason: counts.withdrawn,
        byLabel,
      },
    },
  };
}

/*
 * One page, newest first, keyset on (created_at, id): `cursor_at` keeps created_at to the
 * microsecond (a JavaScript Date would cut it to the millisecond and skip reviews). One
 * more row than asked says whether a next page exists.
 */
const REVIEWS_QUERY = {
  name: "fiable_api_reviews_v3",
  text: `
with p as (
  select id, slug from profiles
  ${LIVE_PROFILE_AT_ADDRESS}
)
select p.id as profile_id, p.slug as profile_slug, r.*
from p left join lateral (
  select ${PUBLIC_REVIEW_COLUMNS},
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
  from reviews
  where profile_id = p.id and status = 'approved'
    and ($2::text is null or ($2 = 'text' and media_type is null) or media_type::text = $2)
    and ($3::smallint[] is null or rating = any($3::smallint[]))
    and ($4::timestamptz is null or (created_at, id) < ($4::timestamptz, $5::uuid))
  order by created_at desc, id desc
  limit $6
) r on true`,
};

type ReviewsQueryRow = { profile_id: string; profile_slug: string; cursor_at: string | null } & (
  | ReviewRow
  | { [K in keyof ReviewRow]: null }
);

/** A published review as the API shows it (contract of decision 031). */
export function toApiReview(row: ReviewRow, slug: string, publicUrl: string): ApiReview {
  const review = toPublicReview(row);
  const url = absolute(review.mediaUrl, publicUrl);
  return {
    id: review.id,
    name: review.reviewerName,
    title: review.reviewerTitle,
    photo: absolute(review.reviewerAvatar, publicUrl),
    rating: review.rating,
    text: review.content,
    language: isLanguage(review.language) ? review.language : null,
    media:
      review.mediaType && url
        ? {
            type: review.mediaType,
            url,
            poster: absolute(review.mediaThumbnail, publicUrl),
            duration: review.mediaDuration,
            captions:
              review.mediaType === "video" && review.transcript ? `${publicUrl}${captionsPath(slug, review.id)}` : null,
            transcript: review.transcript,
            transcriptSource: review.transcriptSource,
          }
        : null,
    label: review.label,
    relationship: review.relationship === "client" ? null : review.relationship,
    date: review.createdAt,
    edited: review.editedAt,
    reply: review.ownerReply && review.ownerReplyAt ? { text: review.ownerReply, date: review.ownerReplyAt } : null,
  };
}

/** GET /api/v1/profiles/{slug}/reviews: one page of the profile at `address`, null if none. */
export async function readReviews(
  address: string,
  query: ReviewsQuery,
  cursor: Cursor | null,
  publicUrl: string,
): Promise<{ profileId: string; body: { reviews: ApiReview[]; nextCursor: string | null } } | null> {
  const { rows } = await getPool().query<ReviewsQueryRow>({
    ...REVIEWS_QUERY,
    values: [address, query.media, query.rating, cursor?.t ?? null, cursor?.i ?? null, query.limit + 1],
  });
  const first = rows[0];
  if (!first) return null;
  const found = rows.filter((row): row is ReviewsQueryRow & ReviewRow => row.id !== null);
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    profileId: first.profile_id,
    body: {
      reviews: page.map((row) => toApiReview(row, first.profile_slug, publicUrl)),
      nextCursor:
        found.length > query.limit && last?.cursor_at ? encodeCursor({ t: last.cursor_at, i: last.id }) : null,
    },
  };
}
