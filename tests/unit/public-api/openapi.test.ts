// The OpenAPI document of /api/v1 (decision 031): valid OpenAPI 3.1, and it describes every
// /api/v1 route of app/routes.ts — a new route without its description fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiResponse } from "#app/features/public-api/openapi.server.ts";
import { ReviewsQueryDocSchema, ReviewsQuerySchema } from "#app/features/public-api/schema.ts";

const PUBLIC_URL = "https://fiable.example";
const routesFile = readFileSync(join(import.meta.dirname, "../../../app/routes.ts"), "utf8");

/** `api/v1/profiles/:slug` → `/api/v1/profiles/{slug}`, for every route(...) of app/routes.ts. */
function apiRoutes(): string[] {
  return [...routesFile.matchAll(/route\(\s*"(api\/v1\/[^"]*)"/g)].map(
    (m) => `/${m[1]!.replace(/:(\w+)\??/g, "{$1}")}`,
  );
}

type Document = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = openApiDocument(PUBLIC_URL);
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("describes every /api/v1 route of app/routes.ts, and nothing else", () => {
    const routes = apiRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        "/api/v1/events",
        "/api/v1/chat",
        "/api/v1/messages",
        "/api/v1/reviews/{slug}",
        "/api/v1/profiles/{slug}",
        "/api/v1/profiles/{slug}/reviews",
        "/api/v1/openapi.json",
      ]),
    );
    const documented = Object.keys((openApiDocument(PUBLIC_URL) as unknown as Document).paths);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
  });

  it("names the query parameters the reviews route reads", () => {
    expect(Object.keys(ReviewsQueryDocSchema.shape).sort()).toEqual(Object.keys(ReviewsQuerySchema.shape).sort());
    const operation = (openApiDocument(PUBLIC_URL) as unknown as Document).paths["/api/v1/profiles/{slug}/reviews"]!
      .get!;
    expect(operation.parameters!.map((p) => `${p.in}:${p.name}`).sort()).toEqual(
      ["path:slug", "query:cursor", "query:limit", "query:media", "query:rating"].sort(),
    );
  });

  it("is served as JSON any site may read", async () => {
    const response = openApiResponse(PUBLIC_URL);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await response.json()) as { servers: { url: string }[] };
    expect(body.servers[0]!.url).toBe(PUBLIC_URL);
  });
});
