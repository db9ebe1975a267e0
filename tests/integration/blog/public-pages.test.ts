import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { BLOG_GRID_SIZE, listPublishedArticles } from "#app/features/blog/public-articles.server.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { blogArticles } from "#db/schema.ts";
import { adminCookie, setupAdminTest } from "../admin/support.ts";
import { type RouteModule, renderPage, textOf } from "../render-page.ts";

/*
 * Blog pages rendered on the server by their real loaders and components (render-page.ts):
 * /blog's empty state, its pagination (page 1 = featured + a grid of 12, later pages 12), a
 * page past the end; /admin-blog's load failure shown by the root ErrorBoundary.
 */
setupAdminTest();

const blogIndex = (await import("#app/routes/blog/index.tsx")) as unknown as RouteModule;
const DAY = 86_400_000;

async function html(path: string): Promise<string> {
  const page = await renderPage(blogIndex, "/blog", path);
  if (page.kind !== "html") throw new Error(`${path} redirected to ${page.location}`);
  return page.html;
}

/** Titles in the order the page shows them. */
function titlesOf(markup: string): string[] {
  return [...markup.matchAll(/<h[23][^>]*>(?:<a[^>]*>)?(Article n°\d+)/g)].map((m) => m[1]!);
}

describe("/blog", () => {
  it("says 'Aucun article publié pour le moment.' when nothing is published in the language", async () => {
    await getDb().delete(blogArticles);
    await createBlogArticle({ status: "draft", language: "fr", title: "Brouillon" });
    await createBlogArticle({ status: "published", language: "en", title: "Only in English" });
    const text = textOf(await html("/blog"));
    expect(text).toContain("Aucun article publié pour le moment.");
    expect(text).not.toContain("Aucun article trouvé");
    expect(text).not.toContain("Brouillon");
    expect(text).not.toContain("Only in English");

    // A search that finds nothing is the other empty state, with its clear-search link.
    const search = await html("/blog?q=introuvable");
    expect(textOf(search)).toContain("Aucun article trouvé");
    expect(search).toMatch(/<a[^>]+href="\/blog"[^>]*>Effacer la recherche</);
  });

  it("pages: 13 on page 1 (featured + 12), then 12 from the 14th; the page count; past the end → last page", async () => {
    await getDb().delete(blogArticles);
    const now = Date.now();
    // 26 French articles, n°1 the newest; and one English article that never counts.
    for (let n = 1; n <= 26; n++) {
      await createBlogArticle({
        status: "published",
        language: "fr",
        title: `Article n°${n}`,
        publishedAt: new Date(now - n * DAY),
      });
    }
    await createBlogArticle({ status: "published", language: "en", title: "English", publishedAt: new Date(now) });

    const first = await listPublishedArticles({ languages: ["fr"], page: 1 });
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 3 });
    expect(first.articles.map((a) => a.title)).toEqual(
      Array.from({ length: BLOG_GRID_SIZE + 1 }, (_, i) => `Article n°${i + 1}`),
    );
    const second = await listPublishedArticles({ languages: ["fr"], page: 2 });
    expect(second).toMatchObject({ total: 26, page: 2, pageCount: 3 });
    expect(second.articles.map((a) => a.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Article n°${i + 14}`));
    const third = await listPublishedArticles({ languages: ["fr"], page: 3 });
    expect(third.articles.map((a) => a.title)).toEqual(["Article n°26"]);
    // Past the end: no rows, but the total (and so the page count) is still right.
    expect(await listPublishedArticles({ languages: ["fr"], page: 9 })).toMatchObject({
      articles: [],
      total: 26,
      pageCount: 3,
    });

    const page1 = await html("/blog");
    expect(titlesOf(page1)).toHaveLength(13);
    expect(titlesOf(page1)[0]).toBe("Article n°1");
    expect(page1).toMatch(/data-testid="featured-article"[\s\S]*Article n°1/);
    expect(textOf(page1)).toContain("Page 1 sur 3");
    expect(page1).toMatch(/<a[^>]+href="\/blog\?page=2"[^>]*>Suivant</);

    const page2 = await html("/blog?page=2");
    expect(titlesOf(page2)).toEqual(Array.from({ length: 12 }, (_, i) => `Article n°${i + 14}`));
    expect(page2).not.toContain('data-testid="featured-article"');
    expect(textOf(page2)).toContain("Page 2 sur 3");
    expect(page2).toMatch(/<a[^>]+href="\/blog"[^>]*>Précédent</);
    expect(page2).toMatch(/<a[^>]+href="\/blog\?page=3"[^>]*>Suivant</);

    expect(await renderPage(blogIndex, "/blog", "/blog?page=9")).toEqual({
      kind: "redirect",
      location: "/blog?page=3",
    });
    // The search keeps its word on the way.
    expect(await renderPage(blogIndex, "/blog", "/blog?q=Article&page=9")).toEqual({
      kind: "redirect",
      location: "/blog?q=Article&page=3",
    });
  });
});

describe("/admin-blog when the articles cannot be read", () => {
  it("shows 'Impossible de charger les articles' (503), in English too, and nothing of the cause", async () => {
    const simple = (await import("#app/routes/admin-blog.tsx")) as unknown as RouteModule;
    const cookie = await adminCookie();
    const fine = await renderPage(simple, "/admin-blog", "/admin-blog", { headers: { Cookie: cookie } });
    expect(fine).toMatchObject({ kind: "html", status: 200 });

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // A real failure: the table is briefly renamed (this file has its own database).
    await getDb().execute(sql`alter table blog_articles rename to blog_articles_away`);
    try {
      for (const [path, message] of [
        ["/admin-blog", "Impossible de charger les articles"],
        ["/admin-blog?lang=en", "Could not load the articles"],
      ] as const) {
        const page = await renderPage(simple, "/admin-blog", path, { headers: { Cookie: cookie } });
        if (page.kind !== "html") throw new Error(`${path} redirected`);
        expect(page.status, path).toBe(503);
        expect(textOf(page.html), path).toContain(message);
        expect(page.html, path).not.toMatch(/blog_articles|does not exist|n'existe pas/);
      }
    } finally {
      await getDb().execute(sql`alter table blog_articles_away rename to blog_articles`);
      logged.mockRestore();
    }
  });
});
