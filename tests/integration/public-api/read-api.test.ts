// The public read API (decision 031): GET /api/v1/profiles/{slug} and its reviews, called
// as React Router calls the routes' loaders.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileResponse, reviewsResponse } from "#app/features/public-api/read-api.server.ts";
import { PublicProfileSchema, PublicReviewsPageSchema } from "#app/features/public-api/schema.ts";
import { moderateReview } from "#app/features/reviews/moderate-review.server.ts";
import { getPool } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview, type Review } from "#db/factories/reviews.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";
import { freshIp } from "#tests/integration/reviews/support.ts";

setupProfileTest();

type Loader = typeof profileResponse;

function call(loader: Loader, path: string, init: RequestInit = {}, ip = freshIp()) {
  const slug = path.split("/")[4]!.split("?")[0]!;
  const request = new Request(`${PUBLIC_URL}${path}`, init);
  return loader({ request, params: { slug }, context: { publicUrl: PUBLIC_URL, clientIp: ip, requestId: "t" } });
}

async function owner(name = "Léa Morel") {
  const slug = `api-${uniqueSuffix()}`;
  return createUserWithProfile({
    user: { email: `${slug}@example.test`, password: "secret1", name },
    profile: { slug, name, title: "Plombière" },
  });
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/*
 * Every column of `reviews`, said public (the API may show it) or private (it never may).
 * A new column fails the test until someone decides which it is.
 */
const PUBLIC_COLUMNS = new Set([
  "id",
  "reviewer_name",
  "reviewer_title",
  "reviewer_photo_key",
  "content",
  "rating",
  "media_type",
  "media_key",
  "poster_key",
  "media_duration",
  "transcript",
  "transcript_source",
  "language",
  "label",
  "relationship",
  "edited_at",
  "owner_reply",
  "owner_reply_at",
  "created_at",
]);
const PRIVATE_COLUMNS = new Set([
  "profile_id",
  "reviewer_email",
  "email_verified_at",
  "invitation_id",
  "invited_at",
  "service_month",
  "consent_text",
  "status",
  "rejection_reason",
  "withdrawn_by",
  "pending_since",
  "owner_reminded_at",
  "edit_token_hash",
  "moderated_at",
  "updated_at",
]);

describe("GET /api/v1/profiles/{slug}/reviews", () => {
  it("classifies every column of the reviews table as public or private", async () => {
    const { rows } = await getPool().query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'reviews'`,
    );
    const unclassified = rows
      .map((r) => r.column_name)
      .filter((name) => !PUBLIC_COLUMNS.has(name) && !PRIVATE_COLUMNS.has(name));
    expect(unclassified, "columns of reviews neither public nor private in this test").toEqual([]);
    for (const name of PUBLIC_COLUMNS) expect(rows.map((r) => r.column_name)).toContain(name);
  });

  it("shows approved reviews only, and no private value of any of them", async () => {
    const { profile } = await owner();
    const secret = (what: string) => `${what}-${uniqueSuffix()}`;
    const privateValues: string[] = [];
    const privateReview = (status: "approved" | "pending" | "processing" | "withdrawn", at: Date) => {
      const email = `${secret("mail")}@example.test`;
      const token = secret("token");
      const stamp = new Date(at.getTime() - 3_600_000 - Math.floor(Math.random() * 1000));
      privateValues.push(email, token, stamp.toISOString());
      return createReview(profile.id, {
        status,
        reviewerName: `Client ${status}`,
        content: `Avis ${status} ${secret("content")}`,
        reviewerEmail: email,
        editTokenHash: token,
        emailVerifiedAt: stamp,
        pendingSince: stamp,
        serviceMonth: "2024-02-01",
        createdAt: at,
      });
    };
    const approved = await privateReview("approved", minutesAgo(1));
    const hidden = [
      await privateReview("pending", minutesAgo(2)),
      await privateReview("processing", minutesAgo(3)),
      await privateReview("withdrawn", minutesAgo(4)),
    ];
    await getPool().query(`update reviews set consent_text = $1 where profile_id = $2`, [
      secret("consent"),
      profile.id,
    ]);
    const { rows } = await getPool().query<{ consent_text: string }>(
      `select consent_text from reviews where profile_id = $1`,
      [profile.id],
    );
    privateValues.push(...rows.map((r) => r.consent_text), profile.id, profile.userId);

    const response = await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?limit=50`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = PublicReviewsPageSchema.parse(JSON.parse(text));
    expect(body.reviews.map((r) => r.id)).toEqual([approved.id]);
    for (const review of hidden) {
      expect(text).not.toContain(review.id);
      expect(text).not.toContain(review.content);
    }
    for (const value of privateValues) expect(text).not.toContain(value);
    // Nor a status, a withdrawal reason or the month of the service (private to the page's text).
    expect(text).not.toMatch(/"status"|"pending"|"withdrawn"|spam|2024-02/);
    const summary = await call(profileResponse, `/api/v1/profiles/${profile.slug}`);
    const summaryText = await summary.text();
    for (const value of privateValues.filter((v) => v !== profile.id)) expect(summaryText).not.toContain(value);
    expect(summaryText).not.toContain(profile.id);
  });

  it("answers the contract's shape, media URLs absolute, relationship null for a client", async () => {
    const { profile } = await owner();
    await createReview(profile.id, {
      status: "approved",
      rating: 4,
      createdAt: minutesAgo(3),
      relationship: "colleague",
    });
    const key = `review-media/2026/01/${"a".repeat(32)}.mp4`;
    const video = await createReview(profile.id, {
      status: "approved",
      rating: 5,
      mediaType: "video",
      mediaKey: key,
      posterKey: `review-media/2026/01/${"b".repeat(32)}.jpg`,
      mediaDuration: 42,
      transcript: "Bonjour. Très bon travail.",
      ownerReply: "Merci !",
      ownerReplyAt: minutesAgo(1),
      createdAt: minutesAgo(2),
    });
    const response = await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews`);
    const body = PublicReviewsPageSchema.parse(await response.json());
    expect(body.nextCursor).toBeNull();
    expect(body.reviews).toHaveLength(2);
    const [first, second] = body.reviews;
    expect(first).toMatchObject({
      id: video.id,
      rating: 5,
      label: "unsolicited",
      relationship: null,
      reply: { text: "Merci !" },
      media: {
        type: "video",
        duration: 42,
        transcript: "Bonjour. Très bon travail.",
        transcriptSource: "reviewer",
        captions: `${PUBLIC_URL}/${profile.slug}/reviews/${video.id}/captions.vtt`,
      },
    });
    expect(first!.media!.url).toMatch(/^http:\/\/localhost:3000\/media\/review-media\//);
    expect(first!.media!.poster).toMatch(/^http:\/\/localhost:3000\/media\/review-media\//);
    expect(second).toMatchObject({ relationship: "colleague", media: null, reply: null, rating: 4 });
  });

  it("pages with an opaque cursor and filters by media and rating", async () => {
    const { profile } = await owner();
    const made: Review[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await createReview(profile.id, {
          status: "approved",
          rating: (i % 5) + 1,
          ...(i % 3 === 0
            ? { mediaType: "photo" as const, mediaKey: `review-media/2026/01/${String(i).repeat(32)}.jpg` }
            : {}),
          // Two reviews at the same instant: the id decides their order.
          createdAt: i === 4 ? made[3]!.createdAt : minutesAgo(10 + i),
        }),
      );
    }
    const expected = [...made]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=3&cursor=${cursor}` : "limit=3";
      const page = PublicReviewsPageSchema.parse(
        await (await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?${query}`)).json(),
      );
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const photos = PublicReviewsPageSchema.parse(
      await (await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?media=photo`)).json(),
    );
    expect(photos.reviews.map((r) => r.media?.type)).toEqual(["photo", "photo", "photo"]);
    const texts = PublicReviewsPageSchema.parse(
      await (await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?media=text`)).json(),
    );
    expect(texts.reviews).toHaveLength(4);
    expect(texts.reviews.every((r) => r.media === null)).toBe(true);
    for (const query of ["rating=4,5", "rating=4&rating=5"]) {
      const rated = PublicReviewsPageSchema.parse(
        await (await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?${query}`)).json(),
      );
      expect(rated.reviews.map((r) => r.rating).sort()).toEqual(
        made
          .map((r) => r.rating)
          .filter((n) => n >= 4)
          .sort(),
      );
    }
  });

  it("answers 400 JSON for a bad cursor, filter or limit, 404 for an unknown profile, in the visitor's language", async () => {
    const { profile } = await owner();
    const forged = Buffer.from(JSON.stringify({ t: "2026-01-01", i: "x" })).toString("base64url");
    const cases: [string, number, string][] = [
      [`/api/v1/profiles/${profile.slug}/reviews?cursor=${forged}`, 400, "invalid_cursor"],
      [`/api/v1/profiles/${profile.slug}/reviews?cursor=%7B%22t%22`, 400, "invalid_cursor"],
      [`/api/v1/profiles/${profile.slug}/reviews?cursor=a&cursor=b`, 400, "invalid_cursor"],
      [`/api/v1/profiles/${profile.slug}/reviews?media=gif`, 400, "invalid_parameter"],
      [`/api/v1/profiles/${profile.slug}/reviews?rating=6`, 400, "invalid_parameter"],
      [`/api/v1/profiles/${profile.slug}/reviews?rating=4,,5`, 400, "invalid_parameter"],
      [`/api/v1/profiles/${profile.slug}/reviews?limit=0`, 400, "invalid_parameter"],
      [`/api/v1/profiles/${profile.slug}/reviews?limit=51`, 400, "invalid_parameter"],
      [`/api/v1/profiles/${profile.slug}/reviews?limit=ten`, 400, "invalid_parameter"],
      [`/api/v1/profiles/nobody-${uniqueSuffix()}/reviews`, 404, "not_found"],
      [`/api/v1/profiles/nobody-${uniqueSuffix()}`, 404, "not_found"],
      ["/api/v1/profiles/%00/reviews", 404, "not_found"],
    ];
    for (const [path, status, code] of cases) {
      const loader = path.includes("/reviews") ? reviewsResponse : profileResponse;
      const response = await call(loader, path, { headers: { "Accept-Language": "en" } });
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toMatch(/application\/json/);
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, path).toBe(code);
      expect(body.error.message, path).toMatch(/[a-z]/);
    }
    const french = await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?limit=0`, {
      headers: { "Accept-Language": "fr" },
    });
    expect(((await french.json()) as { error: { message: string } }).error.message).toContain("paramètre « limit »");
    const arabic = await call(profileResponse, `/api/v1/profiles/nobody-${uniqueSuffix()}?lang=ar`);
    expect(((await arabic.json()) as { error: { message: string } }).error.message).toMatch(/\p{Script=Arabic}/u);
  });

  it("answers a preflight, refuses other methods with 405 JSON, and limits each address (429 with Retry-After)", async () => {
    const { profile } = await owner();
    const preflight = await call(profileResponse, `/api/v1/profiles/${profile.slug}`, {
      method: "OPTIONS",
      headers: { Origin: "https://shop.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");

    const put = await call(profileResponse, `/api/v1/profiles/${profile.slug}`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toContain("GET");
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");

    const ip = freshIp();
    let last: Response | undefined;
    for (let i = 0; i < 301; i++) last = await call(profileResponse, `/api/v1/profiles/${profile.slug}`, {}, ip);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await last!.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // Counted in this process's memory: a read never writes to the shared store.
    const { rows } = await getPool().query<{ n: string }>(
      `select count(*) as n from rate_limiter_flexible where key like 'api.read.ip%'`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe("random queries", () => {
  it("are answered 200 or a 400 JSON error, never a 5xx", async () => {
    const { profile } = await owner();
    await createReview(profile.id, { status: "approved", createdAt: minutesAgo(2) });
    await createReview(profile.id, { status: "approved", createdAt: minutesAgo(1), rating: 3 });
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("0", "1", "5", "50", "51", "-1", "1e3", "4,5", "text", "photo", "", "%", "null"),
      fc.base64String({ maxLength: 80 }),
      fc.integer().map(String),
    );
    const query = fc.array(fc.tuple(fc.constantFrom("limit", "cursor", "media", "rating", "x"), value), {
      maxLength: 5,
    });
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        const response = await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews?${search}`);
        expect([200, 400]).toContain(response.status);
        const body = (await response.json()) as { reviews?: unknown[]; error?: { code: string } };
        if (response.status === 400) expect(["invalid_cursor", "invalid_parameter"]).toContain(body.error?.code);
        else PublicReviewsPageSchema.parse(body);
      }),
      { numRuns: 150, seed: 31 },
    );
  });
});

describe("GET /api/v1/profiles/{slug}", () => {
  it("sums the profile up: counts by state and label, rating, absolute URLs", async () => {
    const { profile } = await owner("Sarah Benali");
    await createReview(profile.id, { status: "approved", rating: 5 });
    await createReview(profile.id, { status: "approved", rating: 4, emailVerifiedAt: new Date() });
    await createReview(profile.id, { status: "approved", rating: 4, invitedAt: new Date() });
    await createReview(profile.id, { status: "pending" });
    await createReview(profile.id, { status: "processing" });
    await createReview(profile.id, { status: "withdrawn", withdrawalReason: "spam" });
    const response = await call(profileResponse, `/api/v1/profiles/${profile.slug.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const body = PublicProfileSchema.parse(await response.json());
    expect(body).toEqual({
      slug: profile.slug,
      name: "Sarah Benali",
      title: "Plombière",
      photo: null,
      url: `${PUBLIC_URL}/${profile.slug}`,
      wallUrl: `${PUBLIC_URL}/${profile.slug}/wall`,
      noticeUrl: `${PUBLIC_URL}/how-reviews-work`,
      language: "fr",
      rating: { average: 4.3, count: 3 },
      counts: {
        published: 3,
        pending: 2,
        withdrawn: 1,
        withdrawnByReason: { spam: 1 },
        byLabel: { invited: 1, verified: 1, unsolicited: 1 },
      },
      // No branding row: Fiable's own look (decision 045).
      theme: { accent: null, corners: "rounded", colorScheme: "auto", fontPair: "system" },
    });
  });

  it("changes its ETag when a review is approved; an unchanged answer is 304", async () => {
    const { user, profile } = await owner();
    await createReview(profile.id, { status: "approved", createdAt: minutesAgo(5) });
    const pending = await createReview(profile.id, { status: "pending", createdAt: minutesAgo(1) });
    const paths = [
      [profileResponse, `/api/v1/profiles/${profile.slug}`],
      [reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews`],
    ] as const;
    const before: string[] = [];
    for (const [loader, path] of paths) {
      const first = await call(loader, path);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^W\/".+"$/);
      before.push(etag);
      const again = await call(loader, path, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }

    expect(await moderateReview({ intent: "approve", reviewId: pending.id }, user.id)).toEqual({ ok: true });

    for (const [index, [loader, path]] of paths.entries()) {
      const after = await call(loader, path, { headers: { "If-None-Match": before[index]! } });
      expect(after.status, path).toBe(200);
      expect(after.headers.get("etag")).not.toBe(before[index]);
    }
    const page = PublicReviewsPageSchema.parse(
      await (await call(reviewsResponse, `/api/v1/profiles/${profile.slug}/reviews`)).json(),
    );
    expect(page.reviews[0]!.id).toBe(pending.id);
  });
});
