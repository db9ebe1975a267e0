import { data, Link, redirect } from "react-router";
import { pageParam } from "#app/features/admin/index.ts";
import { BLOG_SEARCH_MAX, handleNewsletterSubscribe, listPublishedArticles } from "#app/features/blog/index.server.ts";
import {
  ARTICLE_LANGUAGES,
  ArticleCard,
  type ArticleLanguage,
  BlogEmpty,
  BlogHero,
  BlogPagination,
  BlogSearch,
  FeaturedArticle,
  NewsletterBox,
} from "#app/features/blog/index.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { cn } from "#app/lib/utils.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/demo";

const FILTERS = ["all", ...ARTICLE_LANGUAGES] as const;
type LanguageFilter = (typeof FILTERS)[number];

// /blog-demo (docs/product/blog.md): every published article, filtered by language, with the newsletter.
// The filter is `?language=` (`?lang=` switches the interface language).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["blog"]);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, BLOG_SEARCH_MAX);
  const requested = url.searchParams.get("language");
  const language: LanguageFilter = FILTERS.find((f) => f === requested) ?? "all";
  // A failed query fails the page (see /blog).
  const list = await listPublishedArticles({
    languages: language === "all" ? "all" : [language as ArticleLanguage],
    q,
    page: pageParam(url.searchParams.get("page")),
  });
  // A page past the end goes to the last page (see /blog).
  if (list.articles.length === 0 && list.total > 0) {
    const search = new URLSearchParams(q ? { q } : {});
    if (language !== "all") search.set("language", language);
    if (list.pageCount > 1) search.set("page", String(list.pageCount));
    throw redirect(search.size ? `/blog-demo?${search}` : "/blog-demo");
  }
  return {
    messages,
    q,
    language,
    list,
    title: t("blog.meta.demoTitle"),
    description: t("blog.meta.listDescription"),
    canonical: `${context.publicUrl}/blog-demo`,
    noindex: true,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, t } = getI18n(request);
  const outcome = await handleNewsletterSubscribe(await request.formData(), {
    clientIp: context.clientIp,
    lang,
    publicUrl: context.publicUrl,
    t,
  });
  return data(outcome.data, { status: outcome.status, headers: outcome.headers });
}

/** The newsletter box stays, with what was typed, when its request fails (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function BlogDemo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, language, list } = loaderData;
  const [first, ...rest] = list.articles;
  const featured = list.page === 1 ? first : undefined;
  const grid = list.page === 1 ? rest : list.articles;
  const params: Record<string, string> = {};
  if (q) params.q = q;
  if (language !== "all") params.language = language;
  const hidden: Record<string, string> = language !== "all" ? { language } : {};
  return (
    <div>
      <BlogHero title={t("blog.demo.title")} subtitle={t("blog.demo.subtitle")}>
        <BlogSearch action="/blog-demo" query={q} hidden={hidden} />
      </BlogHero>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span aria-hidden className="me-1 font-medium text-sm">
              {t("blog.demo.languageLabel")}
            </span>
            <nav aria-label={t("blog.demo.filterLabel")} className="flex flex-wrap gap-2">
              {FILTERS.map((filter) => {
                const search = new URLSearchParams(q ? { q } : {});
                if (filter !== "all") search.set("language", filter);
                const query = search.toString();
                return (
                  <Link
                    key={filter}
                    to={query ? `/blog-demo?${query}` : "/blog-demo"}
                    aria-current={filter === language ? "true" : undefined}
                    className={cn(
                      "rounded-full border px-3 py-1.5 text-sm transition-colors",
                      filter === language
                        ? "border-primary bg-primary text-primary-foreground"
                        : "bg-background hover:bg-accent",
                    )}
                  >
                    {t(`blog.demo.languages.${filter}`)}
                  </Link>
                );
              })}
            </nav>
          </div>
          <p className="text-muted-foreground text-sm" role="status" data-testid="article-count">
            {t("blog.demo.count", { count: list.total })}
          </p>
        </div>
        {list.articles.length === 0 ? (
          <BlogEmpty searching={q !== "" || language !== "all"} clearTo="/blog-demo" />
        ) : (
          <>
            {featured ? <FeaturedArticle article={featured} /> : null}
            {grid.length > 0 ? (
              <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", featured && "mt-10")}>
                {grid.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </div>
            ) : null}
            <BlogPagination page={list.page} pageCount={list.pageCount} path="/blog-demo" params={params} />
          </>
        )}
        <div className="mx-auto mt-14 max-w-2xl">
          <NewsletterBox action="/blog-demo" />
        </div>
      </div>
    </div>
  );
}
