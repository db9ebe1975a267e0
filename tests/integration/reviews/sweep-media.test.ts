import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalMediaStore, type MediaStore, newMediaKey } from "#app/features/media/media-store.server.ts";
import { ABANDONED_AFTER_MS, sweepAbandonedReviewMedia } from "#app/features/reviews/sweep-review-media.server.ts";
import { withAdvisoryLock } from "#app/lib/periodic-job.server.ts";
import { uniqueSuffix } from "#tests/factories/db.ts";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
import { createReview } from "#tests/factories/reviews.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";

/*
 * Review media uploaded and never posted with a review are deleted after a day; media a
 * review uses (medium or poster frame, whatever URL base it was stored with), recent
 * uploads and other prefixes are left alone.
 */
setupProfileTest();

let root: string;
let store: MediaStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-sweep-"));
  store = createLocalMediaStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(prefix: "review-media" | "avatars", ext: string, ageMs: number): Promise<string> {
  const key = newMediaKey(prefix, ext);
  await store.put(key, Buffer.from(`bytes of ${key}`), "application/octet-stream");
  const at = new Date(Date.now() - ageMs);
  await utimes(join(root, key), at, at);
  return key;
}

describe("the sweep of abandoned review media", () => {
  it("deletes unreferenced review media older than a day, and nothing else", async () => {
    const old = ABANDONED_AFTER_MS + 60 * 60 * 1000;
    const usedVideo = await put("review-media", "webm", old);
    const usedPoster = await put("review-media", "webp", old);
    const usedAudio = await put("review-media", "mp3", old);
    const abandoned = await put("review-media", "webm", old);
    const abandonedToo = await put("review-media", "webp", 30 * ABANDONED_AFTER_MS);
    const recent = await put("review-media", "webm", ABANDONED_AFTER_MS - 60 * 60 * 1000);
    const avatar = await put("avatars", "webp", old);

    const { profile } = await createUserWithProfile({ profile: { slug: `sweep-${uniqueSuffix()}` } });
    await createReview(profile.id, {
      mediaType: "video",
      mediaUrl: `/media/${usedVideo}`,
      // Stored while the media had a CDN base URL.
      mediaThumbnail: `https://cdn.example.com/media/${usedPoster}`,
    });
    await createReview(profile.id, { status: "rejected", mediaType: "audio", mediaUrl: `/media/${usedAudio}` });

    expect(await sweepAbandonedReviewMedia({ store })).toBe(2);
    expect(await store.head(abandoned)).toBeNull();
    expect(await store.head(abandonedToo)).toBeNull();
    for (const kept of [usedVideo, usedPoster, usedAudio, recent, avatar]) {
      expect(await store.head(kept), kept).not.toBeNull();
    }
    expect(await sweepAbandonedReviewMedia({ store })).toBe(0);

    // A day later, the recent upload is abandoned too.
    const later = new Date(Date.now() + ABANDONED_AFTER_MS);
    expect(await sweepAbandonedReviewMedia({ store, now: later })).toBe(1);
    expect(await store.head(recent)).toBeNull();
    expect(await store.head(usedVideo)).not.toBeNull();
  });

  it("skips a round while another process holds the job's lock", async () => {
    expect(await withAdvisoryLock(4242, () => withAdvisoryLock(4242, async () => "inner"))).toBeNull();
    expect(await withAdvisoryLock(4242, async () => "alone")).toBe("alone");
  });
});
