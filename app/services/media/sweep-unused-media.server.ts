import { withAdvisoryLock } from "#app/lib/advisory-lock.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { deleteUnusedMedia } from "./media-objects.server.ts";
import { getMediaStore, type MediaPrefix, type MediaStore } from "./media-store.server.ts";

/*
 * Files are uploaded before what uses them is saved: a review's medium before the review is
 * posted (decision 010), a photo or portfolio image before the profile is saved, and a
 * replaced photo is no longer pointed at. This job deletes the files of those prefixes that
 * nothing uses (media-in-use.server.ts) once they are old enough that nobody can still be
 * filling the form: a day for review media, a week for the editor's images (an editor tab
 * may stay open a long time). A review posted with a medium swept meanwhile is refused
 * cleanly (its key is checked). Blog covers are not swept: the CMS deletes its own.
 */

/** How old an unused file of each swept prefix must be before it is deleted. */
export const UNUSED_AFTER_MS: Partial<Record<MediaPrefix, number>> = {
  "review-media": 24 * 60 * 60 * 1000,
  // A reviewer's original stays while its review uses it (processing, or failed and awaiting a retry).
  "review-originals": 24 * 60 * 60 * 1000,
  avatars: 7 * 24 * 60 * 60 * 1000,
  portfolio: 7 * 24 * 60 * 60 * 1000,
  // An archive whose row is gone (its account deleted while it was being built or after).
  "account-exports": 24 * 60 * 60 * 1000,
};

/** "medswp" in ASCII: one process sweeps at a time. */
const SWEEP_LOCK_ID = 0x6d6564737770;

const BATCH = 500;

/** One sweep: the files deleted per prefix, or null when another process is sweeping. */
export function sweepUnusedMedia({
  now = new Date(),
  store = getMediaStore(),
}: {
  now?: Date;
  store?: MediaStore;
} = {}): Promise<Partial<Record<MediaPrefix, number>> | null> {
  return withAdvisoryLock(SWEEP_LOCK_ID, async () => {
    const deleted: Partial<Record<MediaPrefix, number>> = {};
    for (const [prefix, age] of Object.entries(UNUSED_AFTER_MS) as [MediaPrefix, number][]) {
      const cutoff = now.getTime() - age;
      let count = 0;
      let batch: string[] = [];
      const flush = async () => {
        count += (await deleteUnusedMedia(batch, { store })).length;
        batch = [];
      };
      for await (const { key, lastModified } of store.list(prefix)) {
        if (lastModified.getTime() > cutoff) continue;
        batch.push(key);
        if (batch.length >= BATCH) await flush();
      }
      if (batch.length > 0) await flush();
      deleted[prefix] = count;
    }
    return deleted;
  });
}

/** Every six hours (decision 016). */
export const MEDIA_SWEEP_JOB = defineJob({
  name: "media.sweep",
  schedule: "17 */6 * * *",
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  run: async () => {
    const deleted = await sweepUnusedMedia({ now: now() });
    const total = Object.values(deleted ?? {}).reduce((sum, n) => sum + n, 0);
    if (total > 0) console.log(`[media] deleted ${total} unused files: ${JSON.stringify(deleted)}`);
  },
});
