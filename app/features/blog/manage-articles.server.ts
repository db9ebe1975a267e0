import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { deleteUnusedMedia, mediaUrl } from "#app/services/media/media-objects.server.ts";
import { invalidateSitePages } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { blogArticles } from "#db/schema.ts";
import { uniqueViolation } from "#db/unique-violation.ts";
import { coverVariantKeys } from "./cover.ts";
import type { ArticleLanguage, ArticleStatus } from "./schema.ts";
import { ARTICLE_SLUG_MAX, articleSlug, nextFreeSlug, SIMPLE_SLUG_MAX, simpleArticleSlug } from "./slug.ts";

/*
 * The blog CMS's writes (docs/product/blog.md). Callers have checked the
 * admin session (requireBlogAdmin); these functions only apply the rules. Every change
 * drops the cached public site pages (the blog, its articles, the landing: decision 037).
 */

export type ArticleRow = typeof blogArticles.$inferSelect;

export interface ArticleFields {
  title: string;
  /** null: made from the title with the editor's rule. */
  slug: string | null;
  excerpt: string | null;
  content: string;
  /** The cover's key in the media store (decision 030). */
  coverKey: string | null;
  status: ArticleStatus;
  language: ArticleLanguage;
}

export type SlugRule = "editor" | "simple";

export type SaveOutcome = { ok: true; article: ArticleRow } | { ok: false; reason: "slugTaken" | "notFound" };

/**
 * `%`, `_` and `\` typed in a search are literal characters, not patterns. NUL is dropped:
 * PostgreSQL text cannot hold it (the query would fail instead of finding nothing).
 */
export function likePattern(query: string): string {
  return `%${query.replaceAll("\0", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A slug no other article holds: `base`, else `base-2`, `base-3`… (within the rule's
 * length). One query reads every slug sharing the prefix.
 */
export async function uniqueArticleSlug(base: string, rule: SlugRule, exceptId?: string): Promise<string> {
  const max = rule === "simple" ? SIMPLE_SLUG_MAX : ARTICLE_SLUG_MAX;
  const root = base || "article";
  const stem = root.slice(0, max - 4).replace(/-+$/, "");
  const rows = await getDb()
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(
      and(
        ilike(blogArticles.slug, `${stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        exceptId ? ne(blogArticles.id, exceptId) : undefined,
      ),
    );
  return nextFreeSlug(root, new Set(rows.map((r) => r.slug)), max);
}

/**
 * published_at follows the status: stamped now when the article becomes
 * published, kept while it stays published, null otherwise.
 */
function publishedAtFor(
  status: ArticleStatus,
  previous: Pick<ArticleRow, "status" | "publishedAt"> | null,
): Date | null {
  if (status !== "published") return null;
  if (previous?.status === "published" && previous.publishedAt) return previous.publishedAt;
  // The server clock (decision 017): the newsletter's digest windows are read on it too.
  return now();
}

/**
 * Creates an article. A slug typed by the admin must be free ('slugTaken'); a slug made
 * from the title gets a numeric suffix when needed.
 */
export async function createArticle(
  fields: ArticleFields,
  authorId: string | null,
  rule: SlugRule = "editor",
): Promise<SaveOutcome> {
  const db = getDb();
  let slug: string;
  if (fields.slug) {
    slug = fields.slug;
  } else {
    const base = rule === "simple" ? simpleArticleSlug(fields.title) : articleSlug(fields.title);
    slug = await uniqueArticleSlug(base, rule);
  }
  try {
    const [article] = await db
      .insert(blogArticles)
      .values({
        title: fields.title,
        slug,
        excerpt: fields.excerpt,
        content: fields.content,
        coverKey: fields.coverKey,
        status: fields.status,
        language: fields.language,
        authorId,
        publishedAt: publishedAtFor(fields.status, null),
      })
      .returning();
    await invalidateSitePages();
    return { ok: true, article: article! };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

/**
 * Updates an article. `fields.slug` null keeps the current slug (the simple admin never
 * changes an address once made; the editor sends the field's value).
 */
export async function updateArticle(id: string, fields: ArticleFields): Promise<SaveOutcome> {
  const db = getDb();
  const [previous] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
  if (!previous) return { ok: false, reason: "notFound" };
  try {
    const [article] = await db
      .update(blogArticles)
      .set({
        title: fields.title,
        slug: fields.slug ?? previous.slug,
        excerpt: fields.excerpt,
        content: fields.content,
        coverKey: fields.coverKey,
        status: fields.status,
        language: fields.language,
        publishedAt: publishedAtFor(fields.status, previous),
        updatedAt: new Date(),
      })
      .where(eq(blogArticles.id, id))
      .returning();
    await invalidateSitePages();
    if (previous.coverKey && previous.coverKey !== fields.coverKey) await deleteCoverFiles(previous.coverKey);
    return { ok: true, article: article! };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return { ok: false, reason: "slugTaken" };
    throw error;
  }
}

/** Publier / Dépublier / Archiver from a list: published_at now, or null. */
export async function setArticleStatus(id: string, status: ArticleStatus): Promise<ArticleRow | null> {
  const db = getDb();
  const [previous] = await db
    .select({ status: blogArticles.status, publishedAt: blogArticles.publishedAt })
    .from(blogArticles)
    .where(eq(blogArticles.id, id));
  if (!previous) return null;
  const [article] = await db
    .update(blogArticles)
    .set({ status, publishedAt: publishedAtFor(status, previous), updatedAt: new Date() })
    .where(eq(blogArticles.id, id))
    .returning();
  await invalidateSitePages();
  return article ?? null;
}

/** Deletes an article and its uploaded cover files (unless something else uses the same cover). */
export async function deleteArticle(id: string): Promise<boolean> {
  const [deleted] = await getDb().delete(blogArticles).where(eq(blogArticles.id, id)).returning();
  if (!deleted) return false;
  await invalidateSitePages();
  if (deleted.coverKey) await deleteCoverFiles(deleted.coverKey);
  return true;
}

/** A cover's files (its variants), unless something still uses them (media-in-use.server.ts). */
async function deleteCoverFiles(key: string): Promise<void> {
  if (!key.startsWith("blog-images/")) return;
  await deleteUnusedMedia(coverVariantKeys(key), {
    onError: (file, error) => logError(`[blog] cover ${file} not removed:`, error),
  });
}

/** An article as the editor shows it: its cover as a URL (the form sends it back). */
export type EditorArticle = ArticleRow & { coverImage: string | null };

/** One article for the editor. */
export async function getArticleForEditor(id: string): Promise<EditorArticle | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [article] = await getDb().select().from(blogArticles).where(eq(blogArticles.id, id));
  return article ? { ...article, coverImage: mediaUrl(article.coverKey) } : null;
}

export interface CmsFilters {
  q: string;
  status: ArticleStatus | "all";
  language: ArticleLanguage | "all";
}

export interface CmsArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  coverImage: string | null;
  status: ArticleStatus;
  language: ArticleLanguage;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export const CMS_PAGE_SIZE = 24;

/**
 * The lists of /admin/blog and /admin-blog: newest first, filtered on the server
 * by a word of the title (or excerpt), the status and the language, a page at a time.
 */
export async function listCmsArticles(
  filters: CmsFilters,
  page = 1,
  pageSize = CMS_PAGE_SIZE,
): Promise<{ articles: CmsArticle[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(blogArticles.title, pattern), ilike(blogArticles.excerpt, pattern))!);
  }
  if (filters.status !== "all") conditions.push(eq(blogArticles.status, filters.status));
  if (filters.language !== "all") conditions.push(eq(blogArticles.language, filters.language));
  const where = conditions.length ? and(...conditions) : undefined;
  const db = getDb();
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      slug: blogArticles.slug,
      excerpt: blogArticles.excerpt,
      coverKey: blogArticles.coverKey,
      status: blogArticles.status,
      language: blogArticles.language,
      createdAt: blogArticles.createdAt,
      updatedAt: blogArticles.updatedAt,
      publishedAt: blogArticles.publishedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(blogArticles)
    .where(where)
    .orderBy(desc(blogArticles.createdAt), desc(blogArticles.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  const total = rows[0]?.total ?? 0;
  return {
    articles: rows.map(({ total: _total, coverKey, ...row }) => ({
      ...row,
      coverImage: mediaUrl(coverKey),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    })),
    total,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
