import { ArrowRightIcon, CalendarIcon, ClockIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ArticleSummary } from "../public-articles.server.ts";
import { CoverPicture } from "./cover-picture.tsx";

function Meta({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon aria-hidden className="size-4" />
        <time dateTime={article.publishedAt}>{date(article.publishedAt, { dateStyle: "long" })}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon aria-hidden className="size-4" />
        {t("blog.readingTime", { count: article.readingMinutes })}
      </span>
    </p>
  );
}

function CoverOrPlaceholder({
  article,
  sizes,
  priority,
  className,
}: {
  article: ArticleSummary;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (article.cover) {
    return <CoverPicture cover={article.cover} alt="" sizes={sizes} priority={priority} className={className} />;
  }
  return (
    <div className={`${className} grid place-items-center bg-gradient-to-br from-primary/15 to-brand/20`}>
      <FileTextIcon aria-hidden className="size-10 text-primary/60" />
    </div>
  );
}

/** The first article of /blog, large (docs/product/blog.md). */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <article
      className="group relative grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2"
      data-testid="featured-article"
      lang={article.language}
      dir={article.language === "ar" ? "rtl" : "ltr"}
    >
      <CoverOrPlaceholder
        article={article}
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
        className="aspect-[16/9] h-full w-full object-cover md:aspect-auto"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <Badge variant="brand">{t("blog.featured")}</Badge>
        <h2 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 hover:text-primary">
            {article.title}
          </Link>
        </h2>
        {article.excerpt ? <p className="text-muted-foreground sm:text-lg">{article.excerpt}</p> : null}
        <Meta article={article} />
        <span aria-hidden className="inline-flex items-center gap-1.5 font-medium text-primary">
          {t("blog.readMore")}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100" />
        </span>
      </div>
    </article>
  );
}

/** One card of the 3-column grid. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md"
      data-testid="article-card"
      lang={article.language}
      dir={article.language === "ar" ? "rtl" : "ltr"}
    >
      <CoverOrPlaceholder
        article={article}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Meta article={article} />
        <h3 className="text-balance font-semibold text-lg leading-snug">
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 hover:text-primary">
            {article.title}
          </Link>
        </h3>
        {article.excerpt ? <p className="line-clamp-3 text-muted-foreground text-sm">{article.excerpt}</p> : null}
        <span aria-hidden className="mt-auto inline-flex items-center gap-1.5 pt-2 font-medium text-primary text-sm">
          {t("blog.readMore")}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100" />
        </span>
      </div>
    </article>
  );
}
