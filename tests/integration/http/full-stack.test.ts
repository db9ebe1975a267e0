// Headers through the whole server: the production build with every
// middleware, not a handler alone. /media/* keeps its own sandboxing CSP (the page CSP of
// the secure-headers middleware used to overwrite it), and every response of a private area
// — admin, CMS, contact dashboard, analytics, the owner's dashboard — is `private, no-store`,
// HTML and `.data` alike, signed in or not.
import { Agent } from "node:http";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { profiles } from "#db/schema.ts";
import { type RunningServer, randomSecret, send, signIn, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const OWNER = { email: "headers-owner@example.test", password: "headers-owner-password" };

let database: TestDatabase;
let server: RunningServer;
let ownerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const secret = randomSecret();
  server = await startServer({ databaseUrl: database.url, secret });
  connectDb(database.url, 2);
  await createUserWithProfile({ user: { ...OWNER, name: "Hélène Entête" }, profile: { slug: "helene-entete" } });
  ownerCookie = await signIn(server.base, OWNER);
  adminCookie = await signIn(server.base, "admin");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await closeDb();
  await database?.drop();
});

describe("/media/*", () => {
  it("answers an upload with its own CSP (default-src 'none'; sandbox) and nosniff", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#e07a5f" } })
      .png()
      .toBuffer();
    const upload = await send(
      server.base,
      "POST",
      "/dashboard/upload?kind=avatar",
      { Cookie: ownerCookie, Origin: server.base, "Content-Type": "image/png", Accept: "application/json" },
      new Uint8Array(png),
    );
    expect(upload.status).toBe(200);
    const url = (JSON.parse(upload.body) as { url: string }).url;
    expect(url).toMatch(/^\/media\/avatars\//);

    for (const method of ["GET", "HEAD"]) {
      const media = await send(server.base, method, url, {});
      expect(media.status).toBe(200);
      expect(media.headers["content-type"]).toBe("image/webp");
      expect(media.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
      expect(media.headers["x-content-type-options"]).toBe("nosniff");
    }
    // A page keeps the page CSP: its inline scripts allowed by hash (decision 037), never 'unsafe-inline'.
    const page = await send(server.base, "GET", "/helene-entete", {});
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'[^;]*;/);
    expect(page.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("the language of a trust page (decision 027)", () => {
  it("is the visitor's when they name one of ours, else the owner's; a client cannot set the owner's", async () => {
    const { profile } = await createUserWithProfile({
      user: { email: "page-language@example.test", password: "page-language-password", name: "Page Language" },
      profile: { slug: "page-language" },
    });
    await getDb().update(profiles).set({ pageLanguage: "en" }).where(eq(profiles.id, profile.id));
    const htmlLang = (body: string) => /<html lang="(\w+)" dir="(\w+)"/.exec(body)?.slice(1);

    const german = await send(server.base, "GET", "/page-language", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(german.status).toBe(200);
    expect(htmlLang(german.body)).toEqual(["en", "ltr"]);
    expect(german.headers.vary).toMatch(/Accept-Language/);
    expect(german.headers.vary).toMatch(/Cookie/);
    // Served again from the page cache, still the owner's language.
    const again = await send(server.base, "GET", "/page-language", { "Accept-Language": "de-DE" });
    expect(again.headers["x-fiable-cache"]).toBe("HIT");
    expect(htmlLang(again.body)).toEqual(["en", "ltr"]);

    const arabic = await send(server.base, "GET", "/page-language", { "Accept-Language": "ar-MA,fr;q=0.5" });
    expect(htmlLang(arabic.body)).toEqual(["ar", "rtl"]);
    const french = await send(server.base, "GET", "/page-language", { "Accept-Language": "fr-BE" });
    expect(htmlLang(french.body)).toEqual(["fr", "ltr"]);

    // The header the server uses for the owner's language is never taken from a client.
    const forged = await send(server.base, "GET", "/page-language?x=1", {
      "Accept-Language": "de",
      "X-Fiable-Page-Language": "ar",
    });
    expect(htmlLang(forged.body)).toEqual(["en", "ltr"]);
    const forgedSite = await send(server.base, "GET", "/help", { "X-Fiable-Page-Language": "ar" });
    expect(htmlLang(forgedSite.body)).toEqual(["fr", "ltr"]);
  });
});

describe("a refused body", () => {
  it("gets its 413 over a real socket, whole, and the connection stays usable (no EPIPE)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Larger than what the loopback socket buffers hold, smaller than what the server discards.
      const huge = new Uint8Array(12_000_000).fill(97);
      for (let round = 0; round < 3; round++) {
        for (const [path, type] of [
          ["/api/v1/messages", "application/json"],
          ["/auth", "application/x-www-form-urlencoded"],
          ["/api/v1/events", "application/json"],
        ] as const) {
          const answer = await send(
            server.base,
            "POST",
            path,
            { "Content-Type": type, Origin: server.base },
            huge,
            agent,
          );
          expect(answer.status).toBe(413);
        }
      }
      // The same socket still carries the next request.
      expect((await send(server.base, "GET", "/healthz", {}, undefined, agent)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("private areas", () => {
  const PRIVATE = [
    "/admin",
    "/admin.data",
    "/admin-simple",
    "/admin/blog",
    "/admin/blog.data",
    "/admin/blog/new",
    "/admin-blog",
    "/contact-dashboard",
    "/contact-dashboard.data",
    "/analytics",
    "/analytics.data",
    "/dashboard",
    "/dashboard.data",
    "/dashboard/collect",
    "/dashboard/reviews.data",
  ];

  it.each([
    ["signed out", () => ""],
    ["as the admin", () => adminCookie],
    ["as an owner", () => ownerCookie],
  ])("answer private, no-store %s", async (_who, cookie) => {
    for (const path of PRIVATE) {
      const answer = await send(server.base, "GET", path, cookie() ? { Cookie: cookie() } : {});
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers["cache-control"], `${path} (${answer.status})`).toBe("private, no-store");
    }
  });

  it("shows the admin their console (200) under that rule", async () => {
    for (const path of ["/admin", "/analytics", "/contact-dashboard", "/admin/blog"]) {
      const answer = await send(server.base, "GET", path, { Cookie: adminCookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("leaves public pages alone", async () => {
    for (const path of ["/", "/blog", "/helene-entete", "/administrateur-fictif"]) {
      const answer = await send(server.base, "GET", path, {});
      expect(answer.headers["cache-control"] ?? "", path).not.toBe("private, no-store");
    }
  });
});
