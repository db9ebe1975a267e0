import { ArrowLeftIcon, ChevronRightIcon } from "lucide-react";
import { data, Link } from "react-router";
import { getHelpArticle, relatedHelpArticles } from "#app/features/help/index.server.ts";
import { CATEGORY_ICONS, HelpSupport } from "#app/features/help/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { RichText } from "#app/services/markdown/rich-text.tsx";
import type { Route } from "./+types/article";

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

export const loader = islandsLoader(async function load({ request, params, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["helpCentre"]);
  const host = new URL(context.publicUrl).host;
  const article = getHelpArticle(params.article, lang, host);
  // The root error boundary renders the not-found page.
  if (!article) throw data(null, { status: 404 });
  return {
    messages,
    article: {
      slug: article.slug,
      category: article.category,
      lang: article.lang,
      title: article.title,
      summary: article.summary,
      blocks: article.blocks,
    },
    related: relatedHelpArticles(article, host),
    title: t("staticMeta.helpArticle.title", { title: article.title }),
    description: article.summary,
    canonical: `${context.publicUrl}${article.url}`,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { article, related } = loaderData;
  const Icon = CATEGORY_ICONS[article.category];
  const categoryTitle = t(`helpCentre.categories.${article.category}.title`);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={t("helpCentre.article.breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
          <li>
            <Link to="/help" className="hover:text-foreground hover:underline">
              {t("helpCentre.article.home")}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRightIcon className="size-4 rtl:rotate-180" />
          </li>
          <li>
            <Link to={`/help#${article.category}`} className="hover:text-foreground hover:underline">
              {categoryTitle}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article lang={article.lang} dir="ltr" className="min-w-0 max-w-3xl">
          <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{article.summary}</p>
          {i18n.language !== article.lang ? (
            <p lang={i18n.language} dir="auto" className="mt-2 text-muted-foreground text-sm">
              {t("helpCentre.article.frenchOnly")}
            </p>
          ) : null}
          <RichText blocks={article.blocks} className="mt-8" />
        </article>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <nav aria-labelledby="help-related" className="rounded-xl border p-5">
            <h2 id="help-related" className="flex items-center gap-2 font-semibold text-sm">
              <Icon aria-hidden className="size-4 text-primary" />
              {t("helpCentre.article.related")}
            </h2>
            <ul className="mt-3 flex flex-col gap-1 text-sm" lang={article.lang} dir="auto">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link
                    to={item.url}
                    className="block rounded-md px-2 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/help" className="inline-flex items-center gap-2 font-medium text-primary text-sm hover:underline">
            <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
            {t("helpCentre.article.allArticles")}
          </Link>
        </aside>
      </div>

      <HelpSupport className="mt-14" />
    </div>
  );
}
