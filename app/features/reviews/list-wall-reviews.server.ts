import { PUBLIC_REVIEW_COLUMNS, type ReviewRow, toPublicReview } from "#app/features/reviews/index.server.ts";
import type { PublicReview } from "#app/features/reviews/index.ts";
import { getPool } from "#db/client.server.ts";

/*
 * The wall (/{slug}/wall; decision 033): every published review of a profile, newest first,
 * filtered by media type, read by keyset (created_at, id) through the index on
 * (profile_id, status, created_at): a page costs the same however deep it is, and a review
 * published meanwhile never shifts the next page.
 */

export const WALL_MEDIA_FILTERS = ["all", "text", "photo", "audio", "video"] as const;
export type WallMediaFilter = (typeof WALL_MEDIA_FILTERS)[number];

/** Reviews per wall page: enough to fill a desktop's three columns, a light DOM on a phone. */
export const WALL_PAGE_SIZE = 24;

export function isWallMediaFilter(value: string): value is WallMediaFilter {
  return (WALL_MEDIA_FILTERS as readonly string[]).includes(value);
}

/** Where a page starts: after the review of this time (microseconds kept) and id. */
export interface WallCursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor as the "more" link carries it: base64url of "time|id". */
export function encodeWallCursor(cursor: WallCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor of a link, or null when it is not one of ours (the page answers 400). */
export function decodeWallCursor(value: string): WallCursor | null {
  if (value.length > 120 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [createdAt, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !createdAt || !id || !STAMP.test(createdAt) || !UUID.test(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

export interface WallPage {
  reviews: PublicReview[];
  /** The next page's cursor, or null on the last page. */
  next: string | null;
}

/** One wall page of `profileId`'s published reviews, of one media type or all. */
export async function listWallReviews(
  profileId: string,
  { media, cursor, limit = WALL_PAGE_SIZE }: { media: WallMediaFilter; cursor: WallCursor | null; limit?: number },
): Promise<WallPage> {
  const { rows } = await getPool().query<ReviewRow & { cursor_at: string }>({
    name: "fiable_wall_reviews_v1",
    text: `select ${PUBLIC_REVIEW_COLUMNS},
                  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
             from reviews
            where profile_id = $1 and status = 'approved'
              and case $2::text when 'all' then true
                                when 'text' then media_type is null
                                else media_type::text = $2::text end
              and ($3::timestamptz is null or (created_at, id) < ($3::timestamptz, $4::uuid))
            order by created_at desc, id desc
            limit $5`,
    values: [profileId, media, cursor?.createdAt ?? null, cursor?.id ?? null, limit + 1],
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reviews: page.map(toPublicReview),
    next: rows.length > limit && last ? encodeWallCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/** How many published reviews each filter shows. */
export async function countWallReviews(profileId: string): Promise<Record<WallMediaFilter, number>> {
  const { rows } = await getPool().query<{ kind: string; n: string }>({
    name: "fiable_wall_counts_v1",
    text: `select coalesce(media_type::text, 'text') as kind, count(*) as n
             from reviews where profile_id = $1 and status = 'approved' group by 1`,
    values: [profileId],
  });
  const counts: Record<WallMediaFilter, number> = { all: 0, text: 0, photo: 0, audio: 0, video: 0 };
  for (const row of rows) {
    if (isWallMediaFilter(row.kind)) counts[row.kind] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

/** What the wall's structured data and header read of the profile besides its summary. */
export async function getWallProfileDetails(
  profileId: string,
): Promise<{ company: string | null; bio: string | null; location: string | null; updatedAt: string }> {
  const { rows } = await getPool().query<{
    company: string | null;
    bio: string | null;
    location: string | null;
    updated_at: Date;
  }>({
    name: "fiable_wall_profile_v1",
    text: "select company, bio, location, updated_at from profiles where id = $1",
    values: [profileId],
  });
  const row = rows[0];
  return {
    company: row?.company ?? null,
    bio: row?.bio ?? null,
    location: row?.location ?? null,
    updatedAt: (row?.updated_at ?? new Date()).toISOString(),
  };
}
