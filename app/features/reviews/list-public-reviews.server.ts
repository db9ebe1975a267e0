import { LIVE_PROFILE_AT_ADDRESS } from "#app/features/address/index.server.ts";
import {
  PUBLIC_REVIEW_COLUMNS,
  REVIEW_COUNTS_COLUMN,
  type ReviewRow,
  toPublicReview,
  toReviewCounts,
} from "#app/features/reviews/index.server.ts";
import {
  type RatingSummary,
  REVIEWS_PAGE_SIZE,
  type ReviewCounts,
  type ReviewsPageData,
  roundRating,
} from "#app/features/reviews/index.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { getPool } from "#db/client.server.ts";

/** The few fields the reviews page, the preview image and the QR code need. */
export interface ProfileSummary {
  id: string;
  userId: string;
  slug: string;
  name: string;
  title: string | null;
  /** The photo's URL, and its key in the media store (the preview image reads the file). */
  avatar: string | null;
  avatarKey: string | null;
  verified: boolean;
  rating: RatingSummary;
  reviewCounts: ReviewCounts;
}

/** Built on first use: REVIEW_COUNTS_COLUMN comes from a module of the same import cycle (import-cycles.test.ts). */
let summaryQueryText: { name: string; text: string } | undefined;
const summaryQuery = () =>
  (summaryQueryText ??= {
    name: "fiable_profile_summary_v5",
    text: `
with p as (
  select id, user_id, slug, name, title, avatar_key, verified
  from profiles
  ${LIVE_PROFILE_AT_ADDRESS}
)
select p.*,
  (select json_build_object('count', count(*), 'average', avg(rating)::float8)
     from reviews where profile_id = p.id and status = 'approved') as rating,
  ${REVIEW_COUNTS_COLUMN}
from p`,
  });

/** The profile at `address` (slug or requested address, lower-cased) with its rating; null if none. */
export async function getProfileSummary(address: string): Promise<ProfileSummary | null> {
  const { rows } = await getPool().query<{
    id: string;
    user_id: string;
    slug: string;
    name: string;
    title: string | null;
    avatar_key: string | null;
    verified: boolean;
    rating: { count: number; average: number | null };
    counts: { pending: number; withdrawn: Record<string, number> | null };
  }>({ ...summaryQuery(), values: [address] });
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    avatar: mediaUrl(row.avatar_key),
    avatarKey: row.avatar_key,
    verified: row.verified,
    rating: { count: Number(row.rating.count), average: roundRating(row.rating.average) },
    reviewCounts: { published: Number(row.rating.count), ...toReviewCounts(row.counts) },
  };
}

/**
 * One page of a profile's approved reviews, newest first. A page past the end is empty
 * (the caller answers 404); `total` is the approved count.
 */
export async function listPublicReviews(
  profileId: string,
  page: number,
  total: number,
  pageSize = REVIEWS_PAGE_SIZE,
): Promise<ReviewsPageData> {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page < 1 || page > pageCount) return { reviews: [], page, pageCount, total };
  const { rows } = await getPool().query<ReviewRow>({
    name: "fiable_public_reviews_page_v3",
    text: `select ${PUBLIC_REVIEW_COLUMNS}
             from reviews where profile_id = $1 and status = 'approved'
             order by created_at desc, id desc limit $2 offset $3`,
    values: [profileId, pageSize, (page - 1) * pageSize],
  });
  return { reviews: rows.map(toPublicReview), page, pageCount, total };
}
