import { describe, expect, it } from "vitest";
import { HELP_ARTICLES_EN } from "#app/features/help/articles.en.ts";
import { HELP_ARTICLES_FR } from "#app/features/help/articles.fr.ts";
import { HELP_CATEGORIES, HELP_CATEGORY_IDS, isHelpSlug } from "#app/features/help/catalog.ts";
import {
  getHelpArticle,
  listHelpArticles,
  listHelpCategories,
  searchHelpArticles,
  searchTerms,
} from "#app/features/help/help-articles.server.ts";
import type { Block, Inline } from "#app/services/markdown/blocks.ts";

const HOST = "fiable.test";

function links(blocks: Block[]): string[] {
  const inline = (content: Inline[]) => content.flatMap((part) => (part.type === "link" ? [part.href] : []));
  return blocks.flatMap((block) => {
    switch (block.type) {
      case "list":
        return block.items.flatMap(inline);
      case "table":
        return [...block.head, ...block.rows.flat()].flatMap(inline);
      case "code":
        return [];
      default:
        return inline(block.content);
    }
  });
}

describe("the help centre's articles", () => {
  it("has four categories with 5, 8, 6 and 10 articles", () => {
    const categories = listHelpCategories("fr", HOST);
    expect(categories.map((c) => [c.id, c.articles.length])).toEqual([
      ["getting-started", 5],
      ["profile-setup", 8],
      ["reviews", 6],
      ["platforms", 10],
    ]);
  });

  it("has every article, with its own URL, written in French and in English", () => {
    const slugs = HELP_CATEGORY_IDS.flatMap((id) => [...HELP_CATEGORIES[id]]);
    expect(new Set(slugs).size).toBe(29);
    expect(Object.keys(HELP_ARTICLES_FR).sort()).toEqual([...slugs].sort());
    expect(Object.keys(HELP_ARTICLES_EN).sort()).toEqual([...slugs].sort());
    for (const lang of ["fr", "en"] as const) {
      for (const article of listHelpArticles(lang, HOST)) {
        expect(article.url).toBe(`/help/${article.slug}`);
        expect(article.title.length, article.slug).toBeGreaterThan(5);
        expect(article.text.length, `${lang} ${article.slug}`).toBeGreaterThan(400);
        expect(article.text, article.slug).not.toMatch(/lorem|TODO|\{host\}/i);
      }
    }
  });

  it("links only to articles that exist and to the product's pages", () => {
    const pages =
      /^\/(auth(\?mode=signup)?|dashboard(\/settings#(export|delete-account))?|contact|status|security|legal\/(privacy|terms|gdpr|cookies))$/;
    for (const lang of ["fr", "en"] as const) {
      for (const article of listHelpArticles(lang, HOST)) {
        for (const href of links(article.blocks)) {
          const help = /^\/help\/([a-z-]+)$/.exec(href);
          if (help) expect(isHelpSlug(help[1]!), `${article.slug} → ${href}`).toBe(true);
          else expect(href, `${article.slug} → ${href}`).toMatch(pages);
        }
      }
    }
  });

  it("fills in the site's host", () => {
    const article = getHelpArticle("custom-domain", "fr", HOST);
    expect(article?.text).toContain("fiable.test/camille-martin");
    expect(article?.summary).toContain("fiable.test/votre-nom");
  });

  it("shows the French text on Arabic pages, and nothing for an unknown slug", () => {
    expect(getHelpArticle("faq", "ar", HOST)?.lang).toBe("fr");
    expect(getHelpArticle("faq", "en", HOST)?.title).toBe("Add an FAQ to your page");
    expect(getHelpArticle("nope", "fr", HOST)).toBeNull();
    expect(getHelpArticle("__proto__", "fr", HOST)).toBeNull();
  });
});

describe("help search", () => {
  it("finds the custom-domain article for 'domaine', first", () => {
    const results = searchHelpArticles("domaine", "fr", HOST);
    expect(results[0]?.slug).toBe("custom-domain");
    expect(results[0]?.url).toBe("/help/custom-domain");
  });

  it("ignores case and accents, both ways", () => {
    const first = (query: string) => searchHelpArticles(query, "fr", HOST)[0]?.slug;
    expect(first("DOMAINE")).toBe("custom-domain");
    expect(first("numero masque")).toBe("whatsapp-and-phone");
    expect(first("numéro MASQUÉ")).toBe("whatsapp-and-phone");
    expect(searchHelpArticles("securite", "fr", HOST).length).toBeGreaterThan(0);
  });

  it("searches the body, not only titles, and needs every word", () => {
    expect(searchHelpArticles("GPS", "fr", HOST).map((r) => r.slug)).toEqual(
      expect.arrayContaining(["profile-photo", "portfolio", "audio-video-photo-reviews"]),
    );
    const both = searchHelpArticles("avis vocal", "fr", HOST).map((r) => r.slug);
    expect(both).toContain("audio-video-photo-reviews");
    expect(both).not.toContain("link-limit");
  });

  it("searches in the page's language", () => {
    expect(searchHelpArticles("domain", "en", HOST)[0]?.slug).toBe("custom-domain");
    expect(searchHelpArticles("hidden number", "en", HOST)[0]?.slug).toBe("whatsapp-and-phone");
  });

  it("returns nothing for an empty or meaningless query", () => {
    expect(searchHelpArticles("", "fr", HOST)).toEqual([]);
    expect(searchHelpArticles("   le la de ", "fr", HOST)).toEqual([]);
    expect(searchHelpArticles("xylophone quantique", "fr", HOST)).toEqual([]);
    expect(searchTerms("Comment personnaliser MON URL ?")).toEqual(["personnalis", "url"]);
  });

  it("gives an excerpt with the searched words marked, as written", () => {
    const [result] = searchHelpArticles("domaine", "fr", HOST);
    const hits = result!.excerpt.filter((part) => part.hit).map((part) => part.text);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((text) => text.toLowerCase() === "domaine")).toBe(true);
    const accented = searchHelpArticles("equipe", "fr", HOST)[0];
    expect(accented?.excerpt.find((part) => part.hit)?.text.toLowerCase()).toMatch(/^équipe/);
  });
});
