// A database that goes away while the app runs: the production build
// reaches PostgreSQL through a relay the test cuts. Meanwhile /healthz is 503, pages answer a
// proper 503 page in the visitor's language (never a cached empty list), JSON endpoints a
// JSON 503; when the database is back, so is everything, without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connectDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { type RunningServer, randomSecret, send, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";
import { type TcpRelay, tcpRelay } from "#tests/setup/tcp-relay.ts";

let database: TestDatabase;
let relay: TcpRelay;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  connectDb(database.url, 2);
  await createBlogArticle({ title: "Publié avant la panne", slug: "avant-la-panne", status: "published" });
  await createUserWithProfile({ profile: { slug: "pendant-la-panne", name: "Paul Panne" } });
  const target = new URL(database.url);
  relay = await tcpRelay(target.hostname, Number(target.port || 5432));
  server = await startServer({ databaseUrl: relay.through(database.url), secret: randomSecret() });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await relay?.close();
  await closeDb();
  await database?.drop();
});

const html = { Accept: "text/html" };

describe("while the database is out", () => {
  it("answers 503 everywhere it is needed, and comes back with it", async () => {
    const before = await send(server.base, "GET", "/blog", html);
    expect(before.status).toBe(200);
    expect(before.body).toContain("Publié avant la panne");

    await relay.cut();

    const health = await send(server.base, "GET", "/healthz", {});
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: "error", database: { ok: false } });

    // /blog: a 503 page that reloads itself, never the empty list with a public cache.
    const blog = await send(server.base, "GET", "/blog", html);
    expect(blog.status).toBe(503);
    expect(blog.headers["content-type"]).toMatch(/^text\/html/);
    expect(blog.headers["cache-control"]).toBe("no-store");
    expect(blog.headers["retry-after"]).toBe("5");
    expect(blog.body).toContain("Service momentanément indisponible");
    expect(blog.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(blog.body).not.toContain("Aucun article publié");
    const english = await send(server.base, "GET", "/blog?lang=en", html);
    expect(english.body).toContain("Service temporarily unavailable");
    const arabic = await send(server.base, "GET", "/pendant-la-panne?lang=ar", html);
    expect(arabic.status).toBe(503);
    expect(arabic.body).toContain('dir="rtl"');
    expect(arabic.body).toContain("الخدمة غير متاحة مؤقتًا");

    // JSON endpoints answer JSON.
    const review = await send(
      server.base,
      "POST",
      "/api/v1/reviews/pendant-la-panne",
      { "Content-Type": "application/json", Origin: server.base },
      new TextEncoder().encode(
        JSON.stringify({ name: "Léa", type: "text", content: "Très bien", rating: 5, consent: "on" }),
      ),
    );
    expect(review.status).toBe(503);
    expect(review.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(review.body)).toEqual({ error: expect.stringContaining("indisponible") });
    const data = await send(server.base, "GET", "/blog.data", {});
    expect(data.status).toBe(503);
    expect(data.headers["content-type"]).toMatch(/^application\/json/);
    const sitemap = await send(server.base, "GET", "/sitemap.xml", {});
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers["cache-control"]).toBe("no-store");

    await relay.restore();
    let after = await send(server.base, "GET", "/blog", html);
    const deadline = Date.now() + 30_000;
    while (after.status !== 200 && Date.now() < deadline) after = await send(server.base, "GET", "/blog", html);
    expect(after.status).toBe(200);
    expect(after.body).toContain("Publié avant la panne");
    expect((await send(server.base, "GET", "/healthz", {})).status).toBe(200);
    expect((await send(server.base, "GET", "/pendant-la-panne", html)).status).toBe(200);
    expect(server.output(), "no stack trace in the log").not.toMatch(/\n\s+at /);
  });
});
