// The read API through the server's every middleware (server/http.ts): the secure headers
// are global, but the read routes' own CORS and Cross-Origin-Resource-Policy win (decision
// 031); a preflight gets through the request guard; a compressed answer keeps its ETag and
// revalidates to 304; the alias and the new POST route answer alike.
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import * as reviewsRoute from "#app/routes/api.v1.profiles.$slug.reviews.ts";
import * as profileRoute from "#app/routes/api.v1.profiles.$slug.ts";
import * as reviewsAliasRoute from "#app/routes/api.v1.reviews.$slug.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createHttpApp } from "#server/http.ts";
import { resourceRoutesBuild } from "#tests/integration/http/support.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";

setupProfileTest();

let app: ReturnType<typeof createHttpApp>;
let slug: string;
beforeAll(async () => {
  app = createHttpApp({
    env: parseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" }),
    publicUrl: PUBLIC_URL,
    build: resourceRoutesBuild({
      profile: { path: "api/v1/profiles/:slug", module: profileRoute },
      reviews: { path: "api/v1/profiles/:slug/reviews", module: reviewsRoute },
      alias: { path: "api/v1/reviews/:slug", module: reviewsAliasRoute },
    }),
    serveClientAssets: false,
  });
  slug = `headers-${uniqueSuffix()}`;
  const { profile } = await createUserWithProfile({
    user: { email: `${slug}@example.test`, password: "secret1", name: "Nadia Amrani" },
    profile: { slug, name: "Nadia Amrani" },
  });
  for (let i = 0; i < 12; i++)
    await createReview(profile.id, { status: "approved", content: "Très bien. ".repeat(40) });
});

const request = (path: string, init: RequestInit = {}) => app.request(new Request(`${PUBLIC_URL}${path}`, init));

describe("the read API's headers", () => {
  it("are readable from any site and revalidated on every load", async () => {
    for (const path of [`/api/v1/profiles/${slug}`, `/api/v1/profiles/${slug}/reviews?limit=50`]) {
      const response = await request(path, {
        headers: { Origin: "https://shop.example", "Accept-Encoding": "gzip" },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
      expect(response.headers.get("cache-control"), path).toBe("public, no-cache");
      const etag = response.headers.get("etag");
      expect(etag, path).toMatch(/^W\/"/);
      const again = await request(path, { headers: { "If-None-Match": etag!, "Accept-Encoding": "gzip" } });
      expect(again.status, path).toBe(304);
      // Gzipped once per answer: the body decodes to the same JSON as an uncompressed one.
      expect(response.headers.get("content-encoding"), path).toBe("gzip");
      expect(response.headers.get("vary"), path).toMatch(/Accept-Encoding/i);
      const { gunzipSync } = await import("node:zlib");
      const plain = await request(path, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers.get("content-encoding"), path).toBeNull();
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"), path).toBe(await plain.text());
    }
  });

  it("answer a preflight, and keep errors JSON and cross-origin", async () => {
    const preflight = await request(`/api/v1/profiles/${slug}/reviews`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://shop.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "if-none-match",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/if-none-match/i);
    const bad = await request(`/api/v1/profiles/${slug}/reviews?cursor=nope`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_cursor");
    const put = await request(`/api/v1/profiles/${slug}`, { method: "DELETE" });
    expect(put.status).toBe(405);
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });

  it("POST /api/v1/profiles/{slug}/reviews answers as its alias POST /api/v1/reviews/{slug}", async () => {
    const answers = [];
    for (const path of [`/api/v1/profiles/${slug}/reviews`, `/api/v1/reviews/${slug}`]) {
      const response = await request(path, {
        method: "POST",
        headers: {
          Origin: PUBLIC_URL,
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.100.${answers.length + 1}`,
        },
        body: JSON.stringify({ name: " ", rating: "5", type: "text", content: "Bien." }),
      });
      expect(response.status, path).toBe(422);
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
      answers.push(await response.json());
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});
