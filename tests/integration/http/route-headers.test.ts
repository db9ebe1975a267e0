// Headers per route (decision 032), through the production build with every middleware: the
// table below is what each kind of route answers. Only what the reviews widget needs on other
// sites is relaxed — /embed.js, the public read API and its texts, public media and captions
// are `Cross-Origin-Resource-Policy: cross-origin`; /{slug}/embed alone may be framed — and
// every other page (trust page, dashboard, admin, auth) stays unframeable. A change to any
// of these headers fails here.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { type RunningServer, randomSecret, send, signIn, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const OWNER = { email: "route-headers@example.test", password: "route-headers-password" };
const SLUG = "entetes-par-route";

let database: TestDatabase;
let server: RunningServer;
let ownerCookie: string;
let mediaPath: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ databaseUrl: database.url, secret: randomSecret() });
  connectDb(database.url, 2);
  const { profile } = await createUserWithProfile({
    user: { ...OWNER, name: "Hugo Entête" },
    profile: { slug: SLUG, name: "Hugo Entête" },
  });
  await createReview(profile.id, { status: "approved" });
  ownerCookie = await signIn(server.base, OWNER);
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#3d405b" } })
    .png()
    .toBuffer();
  const upload = await send(
    server.base,
    "POST",
    "/dashboard/upload?kind=avatar",
    { Cookie: ownerCookie, Origin: server.base, "Content-Type": "image/png", Accept: "application/json" },
    new Uint8Array(png),
  );
  mediaPath = (JSON.parse(upload.body) as { url: string }).url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await closeDb();
  await database?.drop();
});

const HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-resource-policy",
  "access-control-allow-origin",
] as const;

/**
 * A CSP with its per-answer parts blanked: script hashes (decision 037: a stored page's
 * inline scripts are allowed by hash) and the nonce a page rendered for one visitor adds.
 * Directives sorted, so the table compares rules, not their order.
 */
function normalizeCsp(value: string): string {
  return value
    .split(";")
    .map((directive) =>
      directive
        .trim()
        .replace(/'sha256-[^']+'/g, "'sha256-…'")
        .replace(/ 'nonce-[^']+'/, ""),
    )
    .filter(Boolean)
    .sort()
    .join("; ");
}

/** The headers of the table, the CSP normalized (normalizeCsp). */
async function headersOf(path: string, cookie = ""): Promise<Record<string, string | null>> {
  const answer = await send(server.base, "GET", path, cookie ? { Cookie: cookie } : {});
  expect(answer.status, path).toBeLessThan(400);
  return Object.fromEntries(
    HEADERS.map((name) => {
      const value = answer.headers[name];
      if (typeof value !== "string") return [name, null];
      return [name, name === "content-security-policy" ? normalizeCsp(value) : value];
    }),
  );
}

const PAGE_CSP = normalizeCsp(
  "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
);
const UNFRAMEABLE = {
  "content-security-policy": PAGE_CSP,
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  "access-control-allow-origin": null,
};

describe("headers per route", () => {
  it("keeps every page unframeable and same-origin: trust page, site, dashboard, admin, auth", async () => {
    expect(await headersOf(`/${SLUG}`)).toEqual(UNFRAMEABLE);
    expect(await headersOf("/")).toEqual(UNFRAMEABLE);
    expect(await headersOf(`/${SLUG}/reviews`)).toEqual(UNFRAMEABLE);
    expect(await headersOf("/dashboard", ownerCookie)).toEqual(UNFRAMEABLE);
    expect(await headersOf("/admin/login")).toEqual(UNFRAMEABLE);
    expect(await headersOf("/auth")).toEqual(UNFRAMEABLE);
  });

  it("lets other sites load the widget script, the read API, its texts and public media", async () => {
    expect(await headersOf("/embed.js")).toEqual({
      "content-security-policy": PAGE_CSP,
      "x-frame-options": "DENY",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-allow-origin": "*",
    });
    for (const path of [`/api/v1/profiles/${SLUG}`, `/api/v1/profiles/${SLUG}/reviews`]) {
      expect(await headersOf(path), path).toEqual({
        "content-security-policy": PAGE_CSP,
        "x-frame-options": "DENY",
        "cross-origin-resource-policy": "cross-origin",
        "access-control-allow-origin": "*",
      });
    }
    expect(await headersOf("/api/v1/messages?areas=embed&lang=fr")).toEqual({
      "content-security-policy": PAGE_CSP,
      "x-frame-options": "DENY",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-allow-origin": "*",
    });
    expect(await headersOf(mediaPath)).toEqual({
      "content-security-policy": "default-src 'none'; sandbox",
      "x-frame-options": "DENY",
      "cross-origin-resource-policy": "cross-origin",
      "access-control-allow-origin": "*",
    });
  });

  it("lets any site frame /{slug}/embed, and only that, with a policy of its own", async () => {
    expect(await headersOf(`/${SLUG}/embed?layout=grid`)).toEqual({
      "content-security-policy": normalizeCsp(
        "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *",
      ),
      "x-frame-options": null,
      "cross-origin-resource-policy": "same-origin",
      "access-control-allow-origin": null,
    });
    // The API's other routes stay same-origin.
    const chat = await send(server.base, "GET", "/api/v1/chat", {});
    expect(chat.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("GET /embed.js", () => {
  it("is JavaScript, cached five minutes, with an ETag answered by 304", async () => {
    const answer = await send(server.base, "GET", "/embed.js", { "Accept-Encoding": "identity" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    expect(answer.body).toContain("fiable-reviews");
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await send(server.base, "GET", "/embed.js", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });
});

describe("GET /{slug}/embed", () => {
  it("runs the widget script with the query's options, malformed ones replaced by the defaults", async () => {
    const answer = await send(server.base, "GET", `/${SLUG}/embed?layout=nope&theme=dark&lang=ar&max=999`, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="ar" dir="rtl">');
    expect(answer.body).toContain(
      `<script src="/embed.js" data-profile="${SLUG}" data-layout="carousel" data-theme="dark" data-lang="ar" data-max="6" data-frame async></script>`,
    );
  });

  it("answers 404, still framable and empty, for an address with no page", async () => {
    const answer = await send(server.base, "GET", "/personne-inconnue/embed", {});
    expect(answer.status).toBe(404);
    expect(answer.headers["x-frame-options"]).toBeUndefined();
    expect(answer.body).not.toContain("<script");
  });
});
