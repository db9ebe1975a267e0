import { sql } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Of `keys`, those that something stored still points at: a profile's photo, a portfolio image,
 * a review's medium (or its original while it is processed), poster frame or reviewer photo, an
 * article's cover, an account's data export (decision 034), or an article's body (its Markdown holds `/media/<key>` references). The one
 * list of the columns that hold media, the one answer to "is this object used", for whoever
 * deletes files (a deleted profile or article, the sweep of unused uploads). The columns hold
 * keys (decision 030), so this is equality on them; the store's public URL plays no part.
 */
export async function mediaKeysInUse(keys: readonly string[], db: Executor = getDb()): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await db.execute<{ key: string }>(sql`
    select c.key from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) as c(key)
    where c.key in (select avatar_key from profiles where avatar_key is not null
                    union all select image_key from portfolio_items where image_key is not null
                    union all select media_key from reviews where media_key is not null
                    union all select poster_key from reviews where poster_key is not null
                    union all select reviewer_photo_key from reviews where reviewer_photo_key is not null
                    union all select cover_key from blog_articles where cover_key is not null
                    union all select archive_key from account_exports where archive_key is not null)
       or exists (select 1 from blog_articles b where strpos(b.content, c.key) > 0)`);
  return new Set(rows.map((row) => row.key));
}
