import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAdvisoryLock } from "#app/lib/advisory-lock.server.ts";
import {
  createLocalMediaStore,
  type MediaPrefix,
  type MediaStore,
  newMediaKey,
} from "#app/services/media/media-store.server.ts";
import { sweepUnusedMedia } from "#app/services/media/sweep-unused-media.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";

/*
 * Uploaded files nothing uses are deleted once old enough (review media after a day, the
 * editor's images after a week); files a row points at (by key, decision 030), recent files
 * and blog covers are left alone.
 */
setupProfileTest();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let root: string;
let store: MediaStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-sweep-"));
  store = createLocalMediaStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(prefix: MediaPrefix, ext: string, ageMs: number): Promise<string> {
  const key = newMediaKey(prefix, ext);
  await store.put(key, Buffer.from(`bytes of ${key}`), "application/octet-stream");
  const at = new Date(Date.now() - ageMs);
  await utimes(join(root, key), at, at);
  return key;
}

const exists = async (key: string) => (await store.head(key)) !== null;

describe("the sweep of unused media", () => {
  it("deletes old review media no review uses, and keeps the used and the recent ones", async () => {
    const usedVideo = await put("review-media", "webm", DAY + HOUR);
    const usedPoster = await put("review-media", "webp", DAY + HOUR);
    const usedAudio = await put("review-media", "mp3", DAY + HOUR);
    const abandoned = await put("review-media", "webm", DAY + HOUR);
    const abandonedLongAgo = await put("review-media", "webp", 30 * DAY);
    const recent = await put("review-media", "webm", DAY - HOUR);

    const { profile } = await createUserWithProfile({ profile: { slug: `sweep-${uniqueSuffix()}` } });
    await createReview(profile.id, {
      mediaType: "video",
      mediaKey: usedVideo,
      posterKey: usedPoster,
    });
    await createReview(profile.id, { status: "withdrawn", mediaType: "audio", mediaKey: usedAudio });

    expect(await sweepUnusedMedia({ store })).toMatchObject({ "review-media": 2 });
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(abandonedLongAgo)).toBe(false);
    for (const kept of [usedVideo, usedPoster, usedAudio, recent]) expect(await exists(kept), kept).toBe(true);
    expect(await sweepUnusedMedia({ store })).toMatchObject({ "review-media": 0 });

    // A day later, the recent upload is abandoned too.
    expect(await sweepUnusedMedia({ store, now: new Date(Date.now() + DAY) })).toMatchObject({ "review-media": 1 });
    expect(await exists(recent)).toBe(false);
    expect(await exists(usedVideo)).toBe(true);
  });

  it("gives the editor's images a week, and keeps what a profile or an article uses", async () => {
    const profilePhoto = await put("avatars", "webp", 30 * DAY);
    const replacedPhoto = await put("avatars", "webp", 8 * DAY);
    const pendingPhoto = await put("avatars", "webp", 2 * DAY);
    const projectImage = await put("portfolio", "webp", 30 * DAY);
    const imageInArticle = await put("portfolio", "webp", 30 * DAY);
    const unusedImage = await put("portfolio", "webp", 8 * DAY);
    const cover = await put("blog-images", "webp", 300 * DAY);

    await createUserWithProfile({
      profile: {
        slug: `sweep-${uniqueSuffix()}`,
        avatarKey: profilePhoto,
        portfolio: [{ title: "Projet", imageKey: projectImage }],
      },
    });
    await createBlogArticle({ content: `Un exemple :\n\n![Projet](/media/${imageInArticle})` });

    const deleted = await sweepUnusedMedia({ store });
    expect(deleted).toMatchObject({ avatars: 1, portfolio: 1 });
    expect(deleted).not.toHaveProperty("blog-images");
    expect(await exists(replacedPhoto)).toBe(false);
    expect(await exists(unusedImage)).toBe(false);
    for (const kept of [profilePhoto, pendingPhoto, projectImage, imageInArticle, cover]) {
      expect(await exists(kept), kept).toBe(true);
    }
  });

  it("skips a round while another process holds the job's lock", async () => {
    expect(await withAdvisoryLock(4242, () => withAdvisoryLock(4242, async () => "inner"))).toBeNull();
    expect(await withAdvisoryLock(4242, async () => "alone")).toBe("alone");
  });
});
