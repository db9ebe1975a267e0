import { ArrowLeftIcon, CalendarIcon, ClockIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { getPublishedArticle, renderArticleContent } from "#app/features/blog/index.server.ts";
import { ARTICLE_BODY_CLASS, CoverPicture } from "#app/features/blog/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/article";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

const OG_LOCALES = { fr: "fr_FR", en: "en_GB", ar: "ar_AR" } as const;

// /blog/{slug} (docs/product/blog.md): one published article; a draft or an unknown slug → /blog. A
// failed query fails the page (a 503 during an outage: server/database-outage.ts), never a
// redirect that a browser would remember.
export const loader = islandsLoader(async function load({ request, params, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["blog"]);
  const article = await getPublishedArticle(params.slug);
  if (!article) throw redirect("/blog");
  const url = `${context.publicUrl}/blog/${article.slug}`;
  const image = article.cover
    ? article.cover.src.startsWith("/")
      ? `${context.publicUrl}${article.cover.src}`
      : article.cover.src
    : null;
  const description = article.excerpt ?? article.title;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description,
    inLanguage: article.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: url,
    url,
    ...(image ? { image } : {}),
    author: { "@type": "Organization", name: "Fiable", url: context.publicUrl },
    publisher: { "@type": "Organization", name: "Fiable", url: context.publicUrl },
    wordCount: article.content.split(/\s+/).filter(Boolean).length,
  };
  const { content, ...rest } = article;
  return data(
    {
      messages,
      article: rest,
      html: await renderArticleContent(content),
      title: t("blog.meta.articleTitle", { title: article.title }),
      description,
      url,
      image,
      jsonLd,
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=300" } },
  );
});

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, description, url, image, article } = loaderData;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Fiable" },
    { property: "og:locale", content: OG_LOCALES[article.language] },
    { property: "og:url", content: url },
    { property: "og:title", content: article.title },
    { property: "og:description", content: description },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: description },
    { "script:ld+json": loaderData.jsonLd },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { article, html } = loaderData;
  // The article's own language on its text; the page around it speaks the interface's.
  const own = { lang: article.language, dir: article.language === "ar" ? "rtl" : "ltr" } as const;
  return (
    <article className="pb-16">
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <Button asChild variant="ghost" size="sm" className="-ms-3 mb-6">
          <Link to="/blog">
            <ArrowLeftIcon aria-hidden className="rtl:-scale-x-100" />
            {t("blog.article.back")}
          </Link>
        </Button>
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-5xl" {...own}>
          {article.title}
        </h1>
        {article.excerpt ? (
          <p className="mt-4 text-lg text-muted-foreground sm:text-xl" {...own}>
            {article.excerpt}
          </p>
        ) : null}
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon aria-hidden className="size-4" />
            <time dateTime={article.publishedAt}>{date(article.publishedAt, { dateStyle: "long" })}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon aria-hidden className="size-4" />
            {t("blog.readingTime", { count: article.readingMinutes })}
          </span>
        </p>
      </header>
      {article.cover ? (
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <CoverPicture
            cover={article.cover}
            alt={t("blog.article.coverAlt", { title: article.title })}
            sizes="(min-width: 1024px) 1024px, 100vw"
            priority
            className="aspect-[16/9] w-full rounded-2xl object-cover"
          />
        </div>
      ) : null}
      <div
        className={`mx-auto mt-8 max-w-3xl px-4 sm:px-6 ${ARTICLE_BODY_CLASS}`}
        data-testid="article-content"
        {...own}
        // Rendered on the server by markdown-it with HTML disabled and links checked (render-markdown.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <aside className="mx-auto mt-14 max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl border bg-gradient-to-br from-primary/10 to-brand/10 p-6 text-center sm:p-8">
          <p className="font-bold text-xl">{t("blog.article.ctaTitle")}</p>
          <p className="mt-2 text-muted-foreground">{t("blog.article.ctaBody")}</p>
          <Button asChild size="lg" className="mt-5">
            <Link to="/auth?mode=signup">{t("blog.article.ctaButton")}</Link>
          </Button>
        </div>
      </aside>
    </article>
  );
}
