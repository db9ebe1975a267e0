import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { createHttpApp } from "#server/http.ts";
import { resourceRoutesBuild } from "#tests/integration/http/support.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";

// Pages may load media from the bucket's own address when S3_PUBLIC_URL is set (decision 030),
// and from nowhere else.

setupProfileTest();

const page = { loader: () => new Response("<!doctype html><p>ok", { headers: { "Content-Type": "text/html" } }) };

async function policyWith(extra: Record<string, string>): Promise<Map<string, string>> {
  const app = createHttpApp({
    env: parseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...extra }),
    publicUrl: PUBLIC_URL,
    build: resourceRoutesBuild({ page: { path: "page", module: page } }),
    serveClientAssets: false,
  });
  const response = await app.request(new Request(`${PUBLIC_URL}/page`));
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

describe("the pages' Content-Security-Policy", () => {
  it("allows images and media from the bucket's public origin with MEDIA_STORE=s3 and S3_PUBLIC_URL", async () => {
    const policy = await policyWith({
      MEDIA_STORE: "s3",
      S3_BUCKET: "fiable",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com/fiable-media/",
    });
    expect(policy.get("img-src")).toContain("https://cdn.example.com");
    expect(policy.get("media-src")).toContain("https://cdn.example.com");
    expect(policy.get("script-src")).not.toContain("cdn.example.com");
  });

  it("allows only the app's own origin otherwise", async () => {
    const policy = await policyWith({ MEDIA_STORE: "local" });
    expect(policy.get("img-src")).toBe("'self' data: blob:");
    expect(policy.get("media-src")).toBe("'self' blob:");
  });
});
