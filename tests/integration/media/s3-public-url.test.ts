import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteProfileAsAdmin } from "#app/features/admin/delete-profile.server.ts";
import { createArticle, deleteArticle } from "#app/features/blog/manage-articles.server.ts";
import { getPublishedArticle } from "#app/features/blog/public-articles.server.ts";
import { renderArticleContent } from "#app/features/blog/render-markdown.server.ts";
import { coverKeyFromUrl, storeCoverImage } from "#app/features/blog/upload-cover.server.ts";
import { ANONYMOUS, getPublicProfile } from "#app/features/profile/get-public-profile.server.ts";
import { renderOgImage } from "#app/features/profile/og-image.server.ts";
import { getProfileSummary } from "#app/features/reviews/list-public-reviews.server.ts";
import { getMediaStore, type MediaPrefix, newMediaKey } from "#app/services/media/media-store.server.ts";
import { sweepUnusedMedia } from "#app/services/media/sweep-unused-media.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { setupProfileTest } from "#tests/integration/profile/support.ts";
import { type S3Server, startS3rver } from "./s3rver.ts";

/*
 * Rows hold keys, URLs are made at render (decision 030): with `MEDIA_STORE=s3` and
 * `S3_PUBLIC_URL` set, pages show the public address, and whoever deletes files (a deleted
 * profile or article, the sweep) still finds every one of them in the bucket. The store is
 * the process's own (getMediaStore), configured by the environment before its first use:
 * each test file runs in its own process.
 */
setupProfileTest();

const BUCKET = "fiable-keys";
const PUBLIC = "https://cdn.example/media";
const DAY = 24 * 3_600_000;

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3rver([BUCKET]);
  Object.assign(process.env, {
    MEDIA_STORE: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_PUBLIC_URL: PUBLIC,
  });
});
afterAll(async () => {
  await s3?.close();
});

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A file put in the bucket under a new key of `prefix`. */
async function stored(prefix: MediaPrefix, ext = "webp"): Promise<string> {
  const key = newMediaKey(prefix, ext);
  await getMediaStore().put(key, ext === "png" ? await png("#e07a5f") : Buffer.from(`bytes of ${key}`), "image/webp");
  return key;
}

const inBucket = async (key: string) => (await getMediaStore().head(key)) !== null;

describe("media in an S3 bucket with a public URL", () => {
  it("uses the bucket and its public URL", async () => {
    const key = await stored("avatars");
    expect(getMediaStore().publicUrl(key)).toBe(`${PUBLIC}/${key}`);
    expect(await inBucket(key)).toBe(true);
    await getMediaStore().delete(key);
  });

  it("deleting a profile removes every file of it from the bucket", async () => {
    const avatar = await stored("avatars");
    const work = await stored("portfolio");
    const photo = await stored("review-media");
    const video = await stored("review-media", "mp4");
    const poster = await stored("review-media");
    const reviewerPhoto = await stored("avatars");
    const { profile } = await createUserWithProfile({
      profile: {
        slug: `s3-${uniqueSuffix()}`,
        avatarKey: avatar,
        portfolio: [{ title: "Série", imageKey: work }],
      },
    });
    await createReview(profile.id, {
      status: "approved",
      mediaType: "photo",
      mediaKey: photo,
      reviewerPhotoKey: reviewerPhoto,
    });
    await createReview(profile.id, { status: "approved", mediaType: "video", mediaKey: video, posterKey: poster });

    const page = await getPublicProfile(profile.slug, ANONYMOUS);
    expect(page!.avatar).toBe(`${PUBLIC}/${avatar}`);
    expect(page!.portfolio[0]!.image).toBe(`${PUBLIC}/${work}`);
    expect(page!.reviews.map((r) => r.reviewerAvatar)).toContain(`${PUBLIC}/${reviewerPhoto}`);

    const result = await deleteProfileAsAdmin(profile.id, {
      userId: null,
      name: "Admin",
      email: null,
      via: "password",
    });
    expect(result).toMatchObject({ ok: true, mediaDeleted: 6 });
    for (const key of [avatar, work, photo, video, poster, reviewerPhoto]) expect(await inBucket(key), key).toBe(false);
  });

  it("the sweep deletes the unused files of the bucket and keeps the used ones", async () => {
    const used = await stored("avatars");
    const usedWork = await stored("portfolio");
    const unused = await stored("avatars");
    const unusedWork = await stored("portfolio");
    await createUserWithProfile({
      profile: { slug: `s3-${uniqueSuffix()}`, avatarKey: used, portfolio: [{ title: "P", imageKey: usedWork }] },
    });

    const deleted = await sweepUnusedMedia({ now: new Date(Date.now() + 8 * DAY) });
    expect(deleted).toMatchObject({ avatars: 1, portfolio: 1 });
    expect(await inBucket(unused)).toBe(false);
    expect(await inBucket(unusedWork)).toBe(false);
    expect(await inBucket(used)).toBe(true);
    expect(await inBucket(usedWork)).toBe(true);
  });

  it("draws the link-preview image with the photo read from the bucket by its key", async () => {
    const avatar = await stored("avatars", "png");
    const slug = `s3-og-${uniqueSuffix()}`;
    await createUserWithProfile({ profile: { slug, name: "Nadia Rahmani", avatarKey: avatar } });
    const summary = (await getProfileSummary(slug))!;
    expect(summary.avatar).toBe(`${PUBLIC}/${avatar}`);
    const image = await renderOgImage(summary, "localhost:3000");
    // The photo's colour at the centre of its circle (initials on a plain disc otherwise).
    const { data } = await sharp(image).extract({ left: 250, top: 300, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data.subarray(0, 3)]).toEqual([0xe0, 0x7a, 0x5f]);
  });

  it("a blog article's cover and body image resolve to the public URL; deleting the article removes its cover", async () => {
    const cover = await storeCoverImage(await png("#3c41ae"));
    const inBody = await storeCoverImage(await png("#81b29a"));
    if (!cover.ok || !inBody.ok) throw new Error("upload refused");
    expect(cover.url.startsWith(`${PUBLIC}/blog-images/`)).toBe(true);
    const coverKey = (await coverKeyFromUrl(cover.url))!;
    const bodyKey = inBody.url.slice(PUBLIC.length + 1);
    const created = await createArticle(
      {
        title: "Sur S3",
        slug: `s3-${uniqueSuffix()}`,
        excerpt: "E",
        content: `Avant.\n\n![Atelier](/media/${bodyKey})`,
        coverKey,
        status: "published",
        language: "fr",
      },
      null,
    );
    if (!created.ok) throw new Error(created.reason);

    const article = (await getPublishedArticle(created.article.slug))!;
    expect(article.cover?.src).toBe(`${PUBLIC}/${coverKey}`);
    expect(article.cover?.webp).toContain(`${PUBLIC}/${coverKey.replace("-c1600.webp", "-c800.webp")} 800w`);
    const html = await renderArticleContent(article.content);
    expect(html).toContain(`<img src="${PUBLIC}/${bodyKey}" alt="Atelier" width="64" height="64"`);

    expect(await deleteArticle(created.article.id)).toBe(true);
    const base = coverKey.replace("-c1600.webp", "");
    for (const suffix of ["-c1600.webp", "-c1600.avif", "-c800.webp", "-c800.avif"]) {
      expect(await inBucket(`${base}${suffix}`), suffix).toBe(false);
    }
    expect(await inBucket(bodyKey)).toBe(true);
  });
});
