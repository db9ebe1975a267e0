import { eq, isNull } from "drizzle-orm";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { mediaObjects } from "#db/schema.ts";
import { getMediaStore, type MediaStore } from "./media-store.server.ts";

/*
 * Objects made by a migration from the URLs rows held (decision 030) have no size yet: the
 * SQL could not read the store. This job asks the store, a batch at a time, until none is
 * left; a file missing from the store stays unmeasured (the sweep or a deletion decides).
 */

const BATCH = 200;

/** Measures up to `limit` objects without a size; returns how many it measured. */
export async function measureMediaObjects({
  store = getMediaStore(),
  limit = BATCH,
}: {
  store?: MediaStore;
  limit?: number;
} = {}): Promise<number> {
  const db = getDb();
  const pending = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(isNull(mediaObjects.bytes))
    .limit(limit);
  let measured = 0;
  for (const { key } of pending) {
    const head = await store.head(key);
    if (!head) continue;
    await db.update(mediaObjects).set({ bytes: head.size }).where(eq(mediaObjects.key, key));
    measured += 1;
  }
  return measured;
}

/** Every 10 minutes: cheap when nothing is left (one indexed query). */
export const MEDIA_MEASURE_JOB = defineJob({
  name: "media.measure",
  schedule: "*/10 * * * *",
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  run: async () => {
    const measured = await measureMediaObjects();
    if (measured > 0) console.log(`[media] measured ${measured} stored objects`);
  },
});
