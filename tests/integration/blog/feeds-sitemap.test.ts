import { describe, expect, it } from "vitest";
import { buildBlogFeed } from "#app/features/blog/feed.server.ts";
import { FEED_SIZE } from "#app/features/blog/public-articles.server.ts";
import { buildSitemap } from "#app/features/blog/sitemap.server.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { blogArticles } from "#db/schema.ts";
import { contextFor, getRequest, outcomeOf, PUBLIC_URL, setupAdminTest } from "../admin/support.ts";
import { elementTexts, wellFormedRoot } from "./xml-check.ts";

/*
 * The blog's feeds (RSS 2.0 and Atom per language, the 20 latest articles) and /sitemap.xml
 * (static pages, published articles, indexable profiles only), checked as XML.
 */
setupAdminTest();

const feedRoute = (await import("#app/routes/blog/feed.ts")) as {
  loader: (args: unknown) => Promise<Response>;
};
const DAY = 86_400_000;

describe("the feeds", () => {
  it("carry the 20 latest published articles of their language only, newest first, as well-formed RSS and Atom", async () => {
    await getDb().delete(blogArticles);
    const now = Date.now();
    // 25 French articles (n°1 the newest), with characters XML must escape.
    for (let n = 1; n <= 25; n++) {
      await createBlogArticle({
        status: "published",
        language: "fr",
        title: `Avis & confiance <${n}>`,
        excerpt: n === 1 ? `Résumé "1" & <b>gras</b>` : null,
        publishedAt: new Date(now - n * DAY),
      });
    }
    await createBlogArticle({ status: "draft", language: "fr", title: "Brouillon" });
    await createBlogArticle({ status: "archived", language: "fr", title: "Archivé" });
    for (let n = 1; n <= 3; n++) {
      await createBlogArticle({
        status: "published",
        language: "en",
        title: `English ${n}`,
        publishedAt: new Date(now - n * DAY),
      });
    }
    await createBlogArticle({ status: "published", language: "ar", title: "مقال" });

    const rss = await buildBlogFeed(PUBLIC_URL, "fr", "rss");
    expect(wellFormedRoot(rss)).toBe("rss");
    const items = rss.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(FEED_SIZE);
    expect(FEED_SIZE).toBe(20);
    const rssTitles = items.map((item) => elementTexts(item, "title")[0]);
    expect(rssTitles).toEqual(Array.from({ length: 20 }, (_, i) => `Avis & confiance <${i + 1}>`));
    expect(elementTexts(items[0]!, "description")[0]).toBe(`Résumé "1" & <b>gras</b>`);
    // Without an excerpt, the title stands in.
    expect(elementTexts(items[1]!, "description")[0]).toBe("Avis & confiance <2>");
    expect(elementTexts(rss, "language")).toEqual(["fr"]);
    expect(rss).not.toContain("English");
    expect(rss).not.toContain("Brouillon");
    expect(rss).not.toContain("Archivé");

    const atom = await buildBlogFeed(PUBLIC_URL, "en", "atom");
    expect(wellFormedRoot(atom)).toBe("feed");
    const entries = atom.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
    expect(entries.map((entry) => elementTexts(entry, "title")[0])).toEqual(["English 1", "English 2", "English 3"]);
    expect(atom).toMatch(/<link href="http:\/\/localhost:3000\/blog\/article-[a-z0-9]+"/);

    const arabic = await buildBlogFeed(PUBLIC_URL, "ar", "atom");
    expect(wellFormedRoot(arabic)).toBe("feed");
    expect(arabic.match(/<entry>/g)).toHaveLength(1);
    expect(arabic).toContain("مقال");

    const frenchAtom = await buildBlogFeed(PUBLIC_URL, "fr", "atom");
    expect(wellFormedRoot(frenchAtom)).toBe("feed");
    expect(frenchAtom.match(/<entry>/g)).toHaveLength(20);
  });

  it("/blog/rss/{lang} and /blog/atom/{lang} answer with their types; an unknown language is 404", async () => {
    const load = (path: string, lang: string) =>
      outcomeOf(() => feedRoute.loader({ request: getRequest(path), params: { lang }, context: contextFor() }));
    const rss = await feedRoute.loader({
      request: getRequest("/blog/rss/fr"),
      params: { lang: "fr" },
      context: contextFor(),
    });
    expect(rss.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(wellFormedRoot(await rss.text())).toBe("rss");
    const atom = await feedRoute.loader({
      request: getRequest("/blog/atom/en"),
      params: { lang: "en" },
      context: contextFor(),
    });
    expect(atom.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(wellFormedRoot(await atom.text())).toBe("feed");
    expect((await load("/blog/rss/de", "de")).status).toBe(404);
  });
});

describe("/sitemap.xml", () => {
  it("lists static pages, published articles and indexable profiles (a bio or an approved review) only", async () => {
    const withBio = await createUserWithProfile({ profile: { slug: "sitemap-bio", bio: "Menuisière à Lyon." } });
    const bare = await createUserWithProfile({ profile: { slug: "sitemap-bare", bio: null } });
    const blankBio = await createUserWithProfile({ profile: { slug: "sitemap-blank", bio: "   " } });
    const reviewed = await createUserWithProfile({ profile: { slug: "sitemap-reviewed", bio: null } });
    const pending = await createUserWithProfile({ profile: { slug: "sitemap-pending", bio: null } });
    await createReview(reviewed.profile.id, { status: "approved" });
    await createReview(pending.profile.id, { status: "pending" });
    await createReview(bare.profile.id, { status: "withdrawn" });
    const published = await createBlogArticle({ status: "published", slug: "sitemap-article" });
    await createBlogArticle({ status: "draft", slug: "sitemap-draft" });
    expect(withBio && blankBio).toBeTruthy();

    const xml = await buildSitemap(PUBLIC_URL);
    expect(wellFormedRoot(xml)).toBe("urlset");
    const locations = elementTexts(xml, "loc");
    expect(locations).toEqual(expect.arrayContaining([`${PUBLIC_URL}`, `${PUBLIC_URL}/blog`, `${PUBLIC_URL}/help`]));
    expect(locations).toContain(`${PUBLIC_URL}/blog/${published.slug}`);
    expect(locations).not.toContain(`${PUBLIC_URL}/blog/sitemap-draft`);
    expect(locations).toContain(`${PUBLIC_URL}/sitemap-bio`);
    expect(locations).toContain(`${PUBLIC_URL}/sitemap-reviewed`);
    expect(locations).not.toContain(`${PUBLIC_URL}/sitemap-bare`);
    expect(locations).not.toContain(`${PUBLIC_URL}/sitemap-blank`);
    expect(locations).not.toContain(`${PUBLIC_URL}/sitemap-pending`);
    expect(new Set(locations).size).toBe(locations.length);
  });
});
