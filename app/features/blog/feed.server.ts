import { Feed } from "feed";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { latestPublishedArticles } from "./public-articles.server.ts";
import type { ArticleLanguage } from "./schema.ts";

export const FEED_LANGUAGES = ["fr", "en", "ar"] as const satisfies readonly ArticleLanguage[];
export const FEED_FORMATS = ["rss", "atom"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * The blog's feed in one language: the FEED_SIZE (20) latest published articles, RSS 2.0 at
 * /blog/rss/{lang} or Atom at /blog/atom/{lang}. Summaries are the excerpts (the full text
 * is on the site).
 */
export async function buildBlogFeed(publicUrl: string, lang: ArticleLanguage, format: FeedFormat): Promise<string> {
  const { t } = i18nFor(lang === "en" ? "en" : "fr");
  const latest = await latestPublishedArticles([lang]);
  const feed = new Feed({
    title: t("blog.feed.title"),
    description: t("blog.feed.description"),
    id: `${publicUrl}/blog`,
    link: `${publicUrl}/blog`,
    language: lang,
    copyright: "Fiable",
    updated: latest[0] ? new Date(latest[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${publicUrl}/blog/rss/${lang}`, atom: `${publicUrl}/blog/atom/${lang}` },
  });
  for (const article of latest) {
    const url = `${publicUrl}/blog/${article.slug}`;
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt ?? article.title,
      date: new Date(article.publishedAt),
      image: article.cover
        ? article.cover.src.startsWith("/")
          ? publicUrl + article.cover.src
          : article.cover.src
        : undefined,
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
