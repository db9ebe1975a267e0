import { ExternalLinkIcon, PencilIcon, PlusIcon } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { AdminArticle, ArticlePage } from "../list-articles.server.ts";
import { EmptyState, Pagination } from "./pagination.tsx";

const STATUS_VARIANT = { draft: "secondary", published: "success", archived: "outline" } as const;

/**
 * The Blog CMS tab (docs/product/admin.md): status, language, excerpt and dates of every article;
 * 'Nouvel Article' opens the editor in a new tab, Voir the public article, Modifier the
 * editor (/admin/blog/new and /admin/blog/edit/{id}: the blog CMS, docs/product/blog.md#cms).
 */
export function BlogTab({ page, compact = false }: { page: ArticlePage; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("admin.tabs.blog")}>
      {compact ? null : (
        <div className="mb-4 flex justify-end">
          <Button asChild>
            <a href="/admin/blog/new" target="_blank" rel="noopener">
              <PlusIcon aria-hidden />
              {t("admin.blog.newArticle")}
            </a>
          </Button>
        </div>
      )}
      {page.articles.length === 0 ? (
        <EmptyState>{t("admin.blog.empty")}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {page.articles.map((article) => (
            <ArticleItem key={article.id} article={article} />
          ))}
        </ul>
      )}
      {compact ? null : (
        <Pagination page={page.page} pageCount={page.pageCount} param="bpage" extra={{ tab: "blog" }} />
      )}
    </section>
  );
}

function ArticleItem({ article }: { article: AdminArticle }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const day = (value: string) => date(value, { dateStyle: "medium" });
  return (
    <li className="flex flex-wrap gap-x-4 gap-y-3 rounded-xl border bg-card p-4" data-testid="admin-article">
      <div className="min-w-60 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_VARIANT[article.status]}>{t(`admin.blog.status.${article.status}`)}</Badge>
          <Badge variant="outline">{t(`admin.blog.language.${article.language}`)}</Badge>
        </div>
        <p className="mt-2 font-semibold" lang={article.language} dir="auto">
          {article.title}
        </p>
        <p
          className={
            article.excerpt
              ? "mt-1 line-clamp-2 text-muted-foreground text-sm"
              : "mt-1 text-muted-foreground text-sm italic"
          }
          lang={article.excerpt ? article.language : undefined}
          dir="auto"
        >
          {article.excerpt ?? t("admin.blog.noExcerpt")}
        </p>
        <p className="mt-2 text-muted-foreground text-xs">
          {t("admin.blog.createdAt", { date: day(article.createdAt) })}
          {article.publishedAt ? ` · ${t("admin.blog.publishedAt", { date: day(article.publishedAt) })}` : null}
          {` · ${t("admin.blog.updatedAt", { date: day(article.updatedAt) })}`}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {article.status === "published" ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/blog/${article.slug}`} target="_blank" rel="noopener">
              <ExternalLinkIcon aria-hidden />
              {t("admin.blog.view")}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <a href={`/admin/blog/edit/${article.id}`}>
            <PencilIcon aria-hidden />
            {t("admin.blog.edit")}
          </a>
        </Button>
      </div>
    </li>
  );
}
