import { count, desc } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { blogArticles } from "#db/schema.ts";

export const ARTICLES_PAGE_SIZE = 20;

export interface AdminArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  status: "draft" | "published" | "archived";
  language: "fr" | "en" | "ar";
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface ArticlePage {
  articles: AdminArticle[];
  total: number;
  page: number;
  pageCount: number;
}

/** The Blog CMS tab (docs/product/admin.md), a page at a time. */
export async function listArticlesForAdmin(page = 1, pageSize = ARTICLES_PAGE_SIZE): Promise<ArticlePage> {
  const db = getDb();
  const [totalRow] = await db.select({ total: count() }).from(blogArticles);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      slug: blogArticles.slug,
      excerpt: blogArticles.excerpt,
      status: blogArticles.status,
      language: blogArticles.language,
      createdAt: blogArticles.createdAt,
      updatedAt: blogArticles.updatedAt,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .orderBy(desc(blogArticles.createdAt), desc(blogArticles.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    articles: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    total,
    page: current,
    pageCount,
  };
}
