import { blogArticles } from "#db/schema.ts";
import { type DbExecutor, defaultDb, uniqueSuffix } from "./db.ts";
import { ensureMediaObjects } from "./media-objects.ts";

export type BlogArticle = typeof blogArticles.$inferSelect;

export interface CreateBlogArticleInput {
  title?: string;
  /** Taken as is; defaults to a random `article-xxxxxxxxxx`. */
  slug?: string;
  excerpt?: string | null;
  content?: string;
  /** A key of the media store; its media_objects row is made when missing. */
  coverKey?: string | null;
  /** Defaults to 'draft'. */
  status?: BlogArticle["status"];
  language?: BlogArticle["language"];
  authorId?: string | null;
  /** Defaults to the creation time for a published article, null otherwise. */
  publishedAt?: Date | null;
  createdAt?: Date;
}

export async function createBlogArticle(input: CreateBlogArticleInput = {}, db?: DbExecutor): Promise<BlogArticle> {
  const suffix = uniqueSuffix();
  const status = input.status ?? "draft";
  const createdAt = input.createdAt ?? input.publishedAt ?? new Date();
  if (input.coverKey) await ensureMediaObjects([{ key: input.coverKey }], db);
  const [row] = await defaultDb(db)
    .insert(blogArticles)
    .values({
      title: input.title ?? `Article de test ${suffix}`,
      slug: input.slug ?? `article-${suffix}`,
      excerpt: input.excerpt ?? null,
      content: input.content ?? "Premier paragraphe de l'article.\n\nDeuxième paragraphe de l'article.",
      coverKey: input.coverKey ?? null,
      status,
      language: input.language ?? "fr",
      authorId: input.authorId ?? null,
      publishedAt: input.publishedAt !== undefined ? input.publishedAt : status === "published" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
