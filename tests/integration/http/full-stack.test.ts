// Headers through the whole server (issue 17, item 4): the production build with every
// middleware, not a handler alone. /media/* keeps its own sandboxing CSP (the page CSP of
// the secure-headers middleware used to overwrite it), and every response of a private area
// — admin, CMS, contact dashboard, analytics, the owner's dashboard — is `private, no-store`,
// HTML and `.data` alike, signed in or not.
import { Agent } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
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
    // A page keeps the page CSP.
    const page = await send(server.base, "GET", "/helene-entete", {});
    expect(page.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
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
