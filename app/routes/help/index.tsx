import { ArrowRightIcon, ChevronDownIcon, SearchIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { listHelpCategories, searchHelpArticles } from "#app/features/help/index.server.ts";
import { CATEGORY_ICONS, HELP_CATEGORY_IDS, HelpSupport } from "#app/features/help/index.ts";
import { islandsLoader } from "#app/lib/islands-data.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { ISLANDS } from "#app/lib/render-mode.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/index";

const MAX_QUERY = 100;
const FAQ = ["free", "negative", "address", "support"] as const;

/** Server HTML and the site's islands, not hydrated (decision 039). */
export const handle = ISLANDS;

export const loader = islandsLoader(async function load({ request, context }: Route.LoaderArgs) {
  const { lang, t, messages } = getI18n(request, ["helpCentre"]);
  const host = new URL(context.publicUrl).host;
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  return {
    messages,
    host,
    query,
    contentLang: lang === "en" ? "en" : "fr",
    categories: query ? [] : listHelpCategories(lang, host),
    results: query ? searchHelpArticles(query, lang, host) : null,
    title: query ? t("staticMeta.helpSearch.title", { query }) : t("staticMeta.help.title"),
    description: t("staticMeta.help.description"),
    canonical: `${context.publicUrl}/help`,
    noindex: query !== "",
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * A GET form: it works without JavaScript. The page is not hydrated (decision 039): the
 * page's script searches as the visitor types (`data-search-as-you-type`), replacing the
 * `data-search-results` region with the server's answer, the field keeping the focus.
 */
function SearchBox({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <search className="mx-auto mt-8 w-full max-w-xl">
      <form method="get" action="/help" data-search-as-you-type="" className="flex gap-2">
        <label htmlFor="help-search" className="sr-only">
          {t("helpCentre.searchLabel")}
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden
            className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-4 text-muted-foreground"
          />
          <Input
            id="help-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={MAX_QUERY}
            placeholder={t("helpCentre.searchPlaceholder")}
            className="h-11 bg-background ps-9 text-base"
            autoComplete="off"
          />
        </div>
        <Button type="submit" size="lg" className="h-11">
          {t("helpCentre.searchButton")}
        </Button>
      </form>
    </search>
  );
}

export default function HelpCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, results, categories, host, contentLang } = loaderData;
  const categoryTitle = Object.fromEntries(HELP_CATEGORY_IDS.map((id) => [id, t(`helpCentre.categories.${id}.title`)]));

  return (
    <div>
      <section className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="font-medium text-brand text-sm">{t("helpCentre.eyebrow")}</p>
          <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-5xl">{t("helpCentre.title")}</h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{t("helpCentre.lead")}</p>
          <SearchBox query={query} />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6" data-search-results="">
        {results ? (
          <section aria-labelledby="help-results-title" className="mx-auto max-w-3xl" aria-live="polite">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="help-results-title" className="font-semibold text-xl tracking-tight">
                {t("helpCentre.results.title", { query })}
              </h2>
              <Link to="/help" className="inline-flex items-center gap-1 text-primary text-sm hover:underline">
                <XIcon aria-hidden className="size-4" />
                {t("helpCentre.results.clear")}
              </Link>
            </div>
            {results.length > 0 ? (
              <>
                <p className="mt-1 text-muted-foreground text-sm">
                  {t("helpCentre.results.count", { count: results.length })}
                </p>
                <ol className="mt-6 flex flex-col gap-3" lang={contentLang}>
                  {results.map((result) => (
                    <li key={result.slug}>
                      <Link
                        to={result.url}
                        className="group block rounded-xl border bg-card p-5 transition-colors hover:border-primary/40"
                      >
                        <p className="text-muted-foreground text-xs">
                          {t("helpCentre.results.inCategory", { category: categoryTitle[result.category] })}
                        </p>
                        <p dir="auto" className="mt-1 font-semibold group-hover:underline">
                          {result.title}
                        </p>
                        <p dir="auto" className="mt-2 text-muted-foreground text-sm leading-6">
                          {result.excerpt.map((part, index) =>
                            part.hit ? (
                              <mark key={index} className="rounded-sm bg-warning/30 px-0.5 text-foreground">
                                {part.text}
                              </mark>
                            ) : (
                              <span key={index}>{part.text}</span>
                            ),
                          )}
                        </p>
                      </Link>
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
                <p className="font-medium">{t("helpCentre.results.none", { query })}</p>
                <p className="mt-2 text-muted-foreground text-sm">{t("helpCentre.results.noneHint")}</p>
              </div>
            )}
          </section>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {categories.map((category) => {
              const Icon = CATEGORY_ICONS[category.id];
              return (
                <section
                  key={category.id}
                  id={category.id}
                  aria-labelledby={`help-${category.id}`}
                  className="scroll-mt-24 rounded-2xl border bg-card p-6"
                >
                  <div className="flex items-start gap-4">
                    <span className="rounded-xl bg-primary/10 p-2.5 text-primary">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <div>
                      <h2 id={`help-${category.id}`} className="font-semibold text-lg tracking-tight">
                        {t(`helpCentre.categories.${category.id}.title`)}
                      </h2>
                      <p className="mt-1 text-muted-foreground text-sm">
                        {t(`helpCentre.categories.${category.id}.description`)}
                      </p>
                      <p className="mt-1 text-muted-foreground text-xs">
                        {t("helpCentre.articleCount", { count: category.articles.length })}
                      </p>
                    </div>
                  </div>
                  <ul className="mt-5 flex flex-col border-t" lang={contentLang}>
                    {category.articles.map((article) => (
                      <li key={article.slug} className="border-b last:border-b-0">
                        <Link
                          to={article.url}
                          className="group flex items-center justify-between gap-3 py-2.5 text-sm hover:text-primary"
                        >
                          <span dir="auto" className="group-hover:underline">
                            {article.title}
                          </span>
                          <ArrowRightIcon
                            aria-hidden
                            className="size-4 shrink-0 text-muted-foreground group-hover:text-primary rtl:rotate-180"
                          />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}

        <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-labelledby="help-faq-title">
            <h2 id="help-faq-title" className="font-semibold text-xl tracking-tight">
              {t("helpCentre.faq.title")}
            </h2>
            {/* Native <details name>: one answer open at a time, without JavaScript (decision 039). */}
            <div className="mt-3 divide-y border-b">
              {FAQ.map((item) => (
                <details key={item} name="help-faq" className="group">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 font-medium text-base hover:underline [&::-webkit-details-marker]:hidden">
                    {t(`helpCentre.faq.${item}.question`)}
                    <ChevronDownIcon
                      aria-hidden
                      className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="pb-4 text-muted-foreground leading-6">{t(`helpCentre.faq.${item}.answer`, { host })}</p>
                </details>
              ))}
            </div>
          </section>
          <HelpSupport className="self-start" />
        </div>
      </div>
    </div>
  );
}
