import { sql } from "drizzle-orm";
import { getMediaStore, type MediaStore } from "#app/features/media/media-store.server.ts";
import { startPeriodicJob, withAdvisoryLock } from "#app/lib/periodic-job.server.ts";
import { getDb } from "#db/client.server.ts";

/*
 * A review's medium is uploaded before the review is posted (decision 010), so a visitor
 * who records a video and then closes the page leaves a file nobody points at. This job
 * deletes the `review-media/` files older than a day that no review uses (as its medium or
 * its poster frame). A day is far longer than anyone takes to finish the form, and a
 * review posted with a medium swept meanwhile is refused cleanly: the action checks that
 * its key is still stored.
 */

/** How old an unreferenced upload must be before it is deleted. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Every six hours. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** "rvmdia" in ASCII: one process sweeps at a time. */
const SWEEP_LOCK_ID = 0x72766d646961;

const BATCH = 500;

/** The keys among `keys` that a review uses, whatever URL base the store gave them. */
async function referencedKeys(keys: string[]): Promise<Set<string>> {
  const { rows } = await getDb().execute<{ key: string }>(sql`
    select c.key from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) as c(key)
    where exists (
      select 1 from reviews r
      where substring(r.media_url from 'review-media/.*$') = c.key
         or substring(r.media_thumbnail from 'review-media/.*$') = c.key
    )`);
  return new Set(rows.map((row) => row.key));
}

/** One sweep: the number of files deleted, or null when another process is sweeping. */
export function sweepAbandonedReviewMedia({
  now = new Date(),
  store = getMediaStore(),
}: {
  now?: Date;
  store?: MediaStore;
} = {}): Promise<number | null> {
  return withAdvisoryLock(SWEEP_LOCK_ID, async () => {
    const cutoff = now.getTime() - ABANDONED_AFTER_MS;
    let deleted = 0;
    let batch: string[] = [];
    const flush = async () => {
      const used = await referencedKeys(batch);
      for (const key of batch) {
        if (used.has(key)) continue;
        await store.delete(key);
        deleted += 1;
      }
      batch = [];
    };
    for await (const { key, lastModified } of store.list("review-media")) {
      if (lastModified.getTime() > cutoff) continue;
      batch.push(key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return deleted;
  });
}

/** Started once at boot by server/app.ts; returns the function that stops it. */
export function startReviewMediaSweeper(): () => Promise<void> {
  return startPeriodicJob({
    name: "reviews",
    intervalMs: SWEEP_INTERVAL_MS,
    firstRunDelayMs: 60_000,
    run: async () => {
      const deleted = await sweepAbandonedReviewMedia();
      if (deleted) console.log(`[reviews] deleted ${deleted} abandoned review media`);
    },
  });
}
