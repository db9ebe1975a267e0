// Custom domains served by Host (decision 046), on the production build with two processes
// on one PostgreSQL: each verified domain serves its own owner's page and never another's,
// an unknown host gets a 404 page once PUBLIC_URL is set, X-Forwarded-Host counts only from
// a proxy TRUST_PROXY trusts, signed-in areas lead to the main host, the page's addresses
// are the domain's, and removing a domain stops serving it at once in both processes —
// although each kept the page in its cache.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALIDATION_CHANNEL } from "#app/services/page-cache/index.server.ts";
import { closeDb, connectDb, getDb, getPool } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { customDomains } from "#db/schema.ts";
import { type RunningServer, randomSecret, send, startServer } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const MAIN = "http://fiable.test";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HTML = { Accept: "text/html", "User-Agent": BROWSER };

let database: TestDatabase;
/** No TRUST_PROXY. */
let a: RunningServer;
/** TRUST_PROXY=loopback: the test's requests come from a trusted proxy. */
let b: RunningServer;
const owners = {
  lea: { slug: "lea-photo", name: "Léa Photographe", host: "avis.lea-photo.test", id: "", whatsappId: "" },
  marc: { slug: "marc-plombier", name: "Marc Plombier", host: "marc-plombier.test", id: "", whatsappId: "" },
  nina: { slug: "nina-pending", name: "Nina Attente", host: "nina.test", id: "", whatsappId: "" },
};

beforeAll(async () => {
  database = await createTestDatabase();
  connectDb(database.url, 2);
  for (const [key, owner] of Object.entries(owners)) {
    const { profile } = await createUserWithProfile({
      user: { email: `${owner.slug}@example.test`, name: owner.name },
      profile: {
        slug: owner.slug,
        name: owner.name,
        bio: `La page de ${owner.name}`,
        links: [{ platform: "whatsapp", url: "https://wa.me/33612345678", title: "+33 6 12 34 56 78" }],
      },
    });
    owner.id = profile.id;
    owner.whatsappId = profile.links[0]!.id;
    await getDb()
      .insert(customDomains)
      .values({
        profileId: profile.id,
        hostname: owner.host,
        verificationToken: `token-${key}`,
        // Léa's verified; Marc's failing its re-check (still served); Nina's not verified yet.
        state: key === "lea" ? "verified" : key === "marc" ? "failing" : "pending",
      });
  }
  const secret = randomSecret();
  const env = { PUBLIC_URL: MAIN };
  [a, b] = [
    await startServer({ databaseUrl: database.url, secret, env }),
    await startServer({ databaseUrl: database.url, secret, env: { ...env, TRUST_PROXY: "loopback" } }),
  ];
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await closeDb();
  await database?.drop();
});

const on = (server: RunningServer, host: string, path: string, headers: Record<string, string> = {}) =>
  send(server.base, "GET", path, { ...HTML, Host: host, ...headers });

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

describe("a served custom domain", () => {
  it("serves its own owner's page at /, and never another's, whatever the headers", async () => {
    for (const server of [a, b]) {
      const lea = await on(server, owners.lea.host, "/");
      expect(lea.status, lea.body.slice(0, 300)).toBe(200);
      expect(lea.body).toContain(owners.lea.name);
      expect(lea.body).not.toContain(owners.marc.name);
      const marc = await on(server, owners.marc.host, "/");
      expect(marc.status).toBe(200);
      expect(marc.body).toContain(owners.marc.name);
      expect(marc.body).not.toContain(owners.lea.name);
      // Twice: the second answer comes from the page cache, keyed by host.
      const again = await on(server, owners.marc.host, "/");
      expect(again.headers["x-fiable-cache"]).toBe("HIT");
      expect(again.body).toContain(owners.marc.name);
      // Another owner's address on a domain leads to the domain's own page.
      const swapped = await on(server, owners.lea.host, `/${owners.marc.slug}`);
      expect(swapped.status).toBe(302);
      expect(swapped.headers.location).toBe("/");
      // A client's own site header changes nothing.
      const forged = await on(server, owners.lea.host, "/", { "X-Fiable-Site": owners.marc.host });
      expect(forged.body).toContain(owners.lea.name);
      expect(forged.body).not.toContain(owners.marc.name);
    }
    // The main host still serves both pages at their slugs, its own entries.
    const main = await on(a, "fiable.test", `/${owners.marc.slug}`);
    expect(main.status).toBe(200);
    expect(canonicalOf(main.body)).toBe(`${MAIN}/${owners.marc.slug}`);
  });

  it("gives the page its domain's addresses: canonical, og:url, share link", async () => {
    const page = await on(a, owners.lea.host, "/");
    expect(canonicalOf(page.body)).toBe(`http://${owners.lea.host}/`);
    expect(page.body).toContain(`<meta property="og:url" content="http://${owners.lea.host}/"`);
    expect(page.body).toContain(`content="http://${owners.lea.host}/og/${owners.lea.slug}.png`);
    const reviews = await on(a, owners.lea.host, "/reviews");
    expect(reviews.status).toBe(200);
    expect(reviews.body).toContain(owners.lea.name);
    expect(canonicalOf(reviews.body)).toBe(`http://${owners.lea.host}/reviews`);
    const wall = await on(a, owners.lea.host, "/wall");
    expect(wall.status).toBe(200);
    expect(canonicalOf(wall.body)).toBe(`http://${owners.lea.host}/wall`);
    const form = await on(a, owners.lea.host, "/review");
    expect(form.status).toBe(200);
    expect(form.body).toContain(owners.lea.name);
    const embed = await on(a, owners.lea.host, "/embed");
    expect(embed.status).toBe(200);
    // The page's own links take the short form there, the long one on our host.
    const addReview = (html: string) => /<a[^>]*href="([^"]*)"[^>]*data-testid="add-review"/.exec(html)?.[1];
    expect(addReview(page.body)).toBe("/review");
    const main = await send(a.base, "GET", `/${owners.lea.slug}`, HTML);
    expect(addReview(main.body)).toBe(`/${owners.lea.slug}/review`);
    const back = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*?Retour au profil/s.exec(html)?.[1];
    expect(back(reviews.body)).toBe("/");
    expect(back(wall.body)).toBe("/");
    // A long address (an old link) leads to the short one.
    const long = await on(a, owners.lea.host, `/${owners.lea.slug}/reviews?page=1`);
    expect(long.status).toBe(302);
    expect(long.headers.location).toBe("/reviews");
  });

  it("serves what the page loads, and sends signed-in areas to the main host and other paths to /", async () => {
    const api = await send(a.base, "GET", `/api/v1/profiles/${owners.lea.slug}`, { Host: owners.lea.host });
    expect(api.status).toBe(200);
    const og = await send(a.base, "GET", `/og/${owners.lea.slug}.png`, { Host: owners.lea.host });
    expect(og.status).toBe(200);
    expect(og.headers["content-type"]).toBe("image/png");
    for (const path of ["/dashboard", "/auth", "/admin", "/dashboard/settings?x=1", "/how-reviews-work"]) {
      const answer = await on(a, owners.lea.host, path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe(`${MAIN}${path}`);
    }
    for (const path of ["/blog-demo", "/nothing-here", "/diagnostic"]) {
      const answer = await on(a, owners.lea.host, path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe("/");
    }
  });

  it("accepts its own page's same-origin requests: a masked number revealed to a POST from the domain", async () => {
    const post = (origin: string) =>
      send(
        a.base,
        "POST",
        `/go/${owners.lea.whatsappId}`,
        {
          Host: owners.lea.host,
          Origin: origin,
          "User-Agent": BROWSER,
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        new Uint8Array(),
      );
    const revealed = await post(`https://${owners.lea.host}`);
    expect(revealed.status, revealed.body).toBe(200);
    expect(JSON.parse(revealed.body)).toEqual({ url: "https://wa.me/33612345678" });
    const elsewhere = await post("https://evil.test");
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).not.toContain("33612345678");
  });
});

describe("hosts that are not served", () => {
  it("answers a 404 page to an unknown host and to a domain not verified yet, never a page", async () => {
    for (const host of ["unknown.test", owners.nina.host, "www.fiable.test.evil.test"]) {
      for (const path of ["/", `/${owners.lea.slug}`, "/dashboard"]) {
        const answer = await on(a, host, path);
        expect(answer.status, `${host}${path}`).toBe(404);
        expect(answer.body).toContain("Cette adresse ne mène à aucune page Fiable");
        expect(answer.body).not.toContain(owners.lea.name);
        expect(answer.body).not.toContain(owners.nina.name);
      }
    }
    // The main host, loopback and the health check answer as always.
    expect((await on(a, "fiable.test", `/${owners.nina.slug}`)).status).toBe(200);
    expect((await on(a, "127.0.0.1", `/${owners.nina.slug}`)).status).toBe(200);
    expect((await send(a.base, "GET", "/healthz", { Host: "unknown.test" })).status).toBe(200);
  });

  it("believes X-Forwarded-Host only from a proxy TRUST_PROXY trusts", async () => {
    const forwarded = { "X-Forwarded-Host": owners.lea.host };
    // A: no trusted proxy: the Host is what counts.
    const ignored = await on(a, "unknown.test", "/", forwarded);
    expect(ignored.status).toBe(404);
    const mainHost = await on(a, "fiable.test", "/", forwarded);
    expect(mainHost.body).not.toContain(owners.lea.name);
    // B trusts loopback, where the requests come from.
    const believed = await on(b, "fiable.test", "/", forwarded);
    expect(believed.status).toBe(200);
    expect(believed.body).toContain(owners.lea.name);
    expect(canonicalOf(believed.body)).toBe(`http://${owners.lea.host}/`);
  });
});

describe("removing a domain", () => {
  it("stops serving it at once in every process, although both kept the page", async () => {
    for (const server of [a, b]) {
      await on(server, owners.marc.host, "/");
      const kept = await on(server, owners.marc.host, "/");
      expect(kept.headers["x-fiable-cache"]).toBe("HIT");
    }
    await getDb().delete(customDomains).where(eq(customDomains.profileId, owners.marc.id));
    // What the app does after removing a row (invalidateProfile), sent as another process would.
    await getPool().query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, `test-process:profile:${owners.marc.id}`]);
    for (const server of [a, b]) {
      const deadline = performance.now() + 1_000;
      let answer = await on(server, owners.marc.host, "/");
      while (answer.status !== 404 && performance.now() < deadline) answer = await on(server, owners.marc.host, "/");
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(owners.marc.name);
    }
    // A domain back to pending is not served either.
    await getDb().update(customDomains).set({ state: "pending" }).where(eq(customDomains.profileId, owners.lea.id));
    await getPool().query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, `test-process:profile:${owners.lea.id}`]);
    const deadline = performance.now() + 1_000;
    let answer = await on(b, owners.lea.host, "/");
    while (answer.status !== 404 && performance.now() < deadline) answer = await on(b, owners.lea.host, "/");
    expect(answer.status).toBe(404);
  });
});
