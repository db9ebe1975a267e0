import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Language } from "#app/services/i18n/config.ts";
import { mediaUrl } from "#app/services/media/media-objects.server.ts";
import { getDb } from "#db/client.server.ts";
import { blogArticles } from "#db/schema.ts";
import { type CoverSources, coverSources } from "./cover.ts";
import { likePattern } from "./manage-articles.server.ts";
import { readingMinutes } from "./reading-time.ts";
import type { ArticleLanguage } from "./schema.ts";

/** What a listing shows of an article. */
export interface ArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  cover: CoverSources | null;
  language: ArticleLanguage;
  publishedAt: string;
  readingMinutes: number;
}

export const BLOG_SEARCH_MAX = 100;
/** Page 1: the featured article and a grid of 12 (4 rows of 3); later pages: 12. */
export const BLOG_GRID_SIZE = 12;

/**
 * The articles /blog lists for an interface language ("in the interface language,
 * fr or en"): French pages list French articles, English pages English ones; Arabic pages
 * list Arabic articles and, as for every text of the Arabic interface, French ones.
 */
export function blogLanguagesFor(lang: Language): ArticleLanguage[] {
  if (lang === "en") return ["en"];
  if (lang === "ar") return ["ar", "fr"];
  return ["fr"];
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(blogArticles.title, pattern),
    ilike(blogArticles.excerpt, pattern),
    ilike(blogArticles.content, pattern),
  );
}

const summaryColumns = {
  id: blogArticles.id,
  title: blogArticles.title,
  slug: blogArticles.slug,
  excerpt: blogArticles.excerpt,
  coverKey: blogArticles.coverKey,
  language: blogArticles.language,
  publishedAt: blogArticles.publishedAt,
  words:
    sql<number>`coalesce(array_length(regexp_split_to_array(trim(${blogArticles.content}), '\\s+'), 1), 0)`.mapWith(
      Number,
    ),
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

type SummaryRow = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  coverKey: string | null;
  language: ArticleLanguage;
  publishedAt: Date | null;
  words: number;
};

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover: row.coverKey ? coverSources(row.coverKey, mediaUrl) : null,
    language: row.language,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    // Words counted by PostgreSQL (whitespace-separated), so the content never leaves the database.
    readingMinutes: Math.max(1, Math.ceil(row.words / 200)),
  };
}

/**
 * Published articles, newest first (docs/product/blog.md), searched on the server in the
 * title, the excerpt and the content.
 */
export async function listPublishedArticles(input: {
  languages: readonly ArticleLanguage[] | "all";
  q?: string;
  page?: number;
}): Promise<{ articles: ArticleSummary[]; total: number; page: number; pageCount: number }> {
  const page = Math.max(1, input.page ?? 1);
  // Page 1 holds the featured article on top of the grid.
  const limit = page === 1 ? BLOG_GRID_SIZE + 1 : BLOG_GRID_SIZE;
  const offset = page === 1 ? 0 : BLOG_GRID_SIZE + 1 + (page - 2) * BLOG_GRID_SIZE;
  const rows = await getDb()
    .select(summaryColumns)
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.status, "published"),
        input.languages === "all" ? undefined : inArray(blogArticles.language, [...input.languages]),
        searchCondition(input.q ?? ""),
      ),
    )
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countPublished(input));
  const pageCount = total <= BLOG_GRID_SIZE + 1 ? 1 : 1 + Math.ceil((total - BLOG_GRID_SIZE - 1) / BLOG_GRID_SIZE);
  return { articles: rows.map(toSummary), total, page, pageCount };
}

/** How many articles a feed carries (RSS/Atom per language). */
export const FEED_SIZE = 20;

/**
 * The latest published articles of some languages, newest first, with no page layout
 * (the feeds: listPublishedArticles' first page holds only the featured article and a grid).
 */
export async function latestPublishedArticles(
  languages: readonly ArticleLanguage[],
  limit = FEED_SIZE,
): Promise<ArticleSummary[]> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.status, "published"), inArray(blogArticles.language, [...languages])))
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(limit);
  return rows.map(toSummary);
}

async function countPublished(input: { languages: readonly ArticleLanguage[] | "all"; q?: string }): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.status, "published"),
        input.languages === "all" ? undefined : inArray(blogArticles.language, [...input.languages]),
        searchCondition(input.q ?? ""),
      ),
    );
  return row?.n ?? 0;
}

export interface PublicArticle extends ArticleSummary {
  content: string;
  updatedAt: string;
  authorName: string | null;
}

/**
 * One published article by its address. Unlike the lists, the interface language
 * does not filter it: a shared link works for every visitor; the page says the article's
 * own language (`lang`). Drafts, archived and unknown slugs are null (→ redirect to /blog).
 */
export async function getPublishedArticle(slug: string): Promise<PublicArticle | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const [row] = await getDb()
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      slug: blogArticles.slug,
      excerpt: blogArticles.excerpt,
      coverKey: blogArticles.coverKey,
      language: blogArticles.language,
      publishedAt: blogArticles.publishedAt,
      updatedAt: blogArticles.updatedAt,
      content: blogArticles.content,
    })
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), eq(blogArticles.status, "published")));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover: row.coverKey ? coverSources(row.coverKey, mediaUrl) : null,
    language: row.language,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.content),
    content: row.content,
    authorName: null,
  };
}
