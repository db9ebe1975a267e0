import { data, redirect } from "react-router";
import { pageParam } from "#app/features/admin/index.ts";
import { BLOG_SEARCH_MAX, blogLanguagesFor, listPublishedArticles } from "#app/features/blog/index.server.ts";
import {
  ArticleCard,
  BlogEmpty,
  BlogHero,
  BlogPagination,
  BlogSearch,
  FeaturedArticle,
} from "#app/features/blog/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/index";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

// /blog (docs/product/blog.md): published articles in the interface language, searched on the server.
export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["blog"]);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, BLOG_SEARCH_MAX);
  const requested = pageParam(url.searchParams.get("page"));
  // A failed query is not an empty blog: it fails the page, which the server
  // answers with a 503 that nobody caches while the database is out (server/database-outage.ts).
  const list = await listPublishedArticles({ languages: blogLanguagesFor(lang), q, page: requested });
  // A page past the end (an old link after deletions) goes to the last page rather than
  // saying that nothing is published.
  if (list.articles.length === 0 && list.total > 0) {
    const search = new URLSearchParams(q ? { q } : {});
    if (list.pageCount > 1) search.set("page", String(list.pageCount));
    throw redirect(search.size ? `/blog?${search}` : "/blog");
  }
  const feedLang = lang === "en" ? "en" : "fr";
  return data(
    {
      messages,
      q,
      list,
      title: q ? t("blog.meta.searchTitle", { query: q }) : t("blog.meta.listTitle"),
      description: t("blog.meta.listDescription"),
      canonical: `${context.publicUrl}/blog${list.page > 1 ? `?page=${list.page}` : ""}`,
      noindex: q !== "",
      feed: { href: `${context.publicUrl}/blog/rss/${feedLang}`, title: t("blog.feed.title") },
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=300" } },
  );
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData),
  ...(loaderData
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: loaderData.feed.title,
          href: loaderData.feed.href,
        },
      ]
    : []),
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, list } = loaderData;
  const [first, ...rest] = list.articles;
  const featured = list.page === 1 ? first : undefined;
  const grid = list.page === 1 ? rest : list.articles;
  return (
    <div>
      <BlogHero>
        <BlogSearch action="/blog" query={q} />
      </BlogHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {q ? (
          <p className="mb-6 text-muted-foreground text-sm" role="status">
            {t("blog.search.results", { count: list.total, query: q })}
          </p>
        ) : null}
        {list.articles.length === 0 ? (
          <BlogEmpty searching={q !== ""} clearTo="/blog" />
        ) : (
          <>
            {featured ? <FeaturedArticle article={featured} /> : null}
            {grid.length > 0 ? (
              <section aria-labelledby="latest-heading" className={featured ? "mt-12" : undefined}>
                <h2 id="latest-heading" className="mb-6 font-bold text-xl tracking-tight">
                  {t("blog.latest")}
                </h2>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {grid.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </div>
              </section>
            ) : null}
            <BlogPagination page={list.page} pageCount={list.pageCount} path="/blog" params={q ? { q } : {}} />
          </>
        )}
      </div>
    </div>
  );
}
