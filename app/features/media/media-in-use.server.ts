import { sql } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";
import { MEDIA_PREFIXES } from "./media-store.server.ts";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The key at the end of a stored media URL (`/media/<key>` or `<CDN base>/<key>`). */
const KEY_AT_END = `(?:${MEDIA_PREFIXES.join("|")})/[^/?#]+/[^/?#]+/[^/?#]+$`;

/**
 * Of `keys`, those that something stored still points at: a profile's or account's photo, a portfolio
 * image, a review's medium (or its original while it is processed), poster frame or reviewer
 * photo, an article's cover, or an article's body. The one list of the columns that hold media,
 * the one answer to "is this object used", for whoever deletes files (a deleted profile, the
 * sweep of unused uploads). Review media are keys (decision 030); the columns that still hold
 * URLs are matched by the key they end with, so a change of the media's public base URL does not
 * make a file look unused.
 */
export async function mediaKeysInUse(keys: readonly string[], db: Executor = getDb()): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await db.execute<{ key: string }>(sql`
    with stored(url) as (
      select avatar from profiles
      union all select image from "user"
      union all select image from portfolio_items
      union all select reviewer_avatar from reviews
      union all select cover_image from blog_articles
    ),
    used(key) as (
      select substring(url from ${KEY_AT_END}) from stored where url is not null
    )
    select c.key from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) as c(key)
    where c.key in (select key from used)
       or c.key in (select media_key from reviews where media_key is not null
                    union all select poster_key from reviews where poster_key is not null)
       or exists (select 1 from blog_articles b where strpos(b.content, c.key) > 0)`);
  return new Set(rows.map((row) => row.key));
}
