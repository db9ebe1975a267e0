import { SearchIcon, XIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * The search box of /blog and /blog-demo: a GET form, so the search runs on the server
 * and the address can be shared; works before JavaScript loads. `hidden` keeps other
 * filters (the language of /blog-demo).
 */
export function BlogSearch({
  action,
  query,
  hidden = {},
}: {
  action: string;
  query: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" className="flex w-full max-w-xl gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="blog-search" className="sr-only">
        {t("blog.search.label")}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-4 text-muted-foreground"
        />
        <Input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          maxLength={100}
          placeholder={t("blog.search.placeholder")}
          className="h-11 bg-background ps-9"
        />
      </div>
      <Button type="submit" size="lg" className="h-11">
        {t("blog.search.submit")}
      </Button>
      {query ? (
        <Button asChild variant="ghost" size="icon" className="size-11">
          <Link
            to={Object.keys(hidden).length ? `${action}?${new URLSearchParams(hidden)}` : action}
            aria-label={t("blog.search.clear")}
          >
            <XIcon aria-hidden />
          </Link>
        </Button>
      ) : null}
    </Form>
  );
}

/** 'Aucun article trouvé' with the clear-search button (docs/product/blog.md), or 'Aucun article publié…'. */
export function BlogEmpty({ searching, clearTo }: { searching: boolean; clearTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-dashed p-10 text-center" role="status">
      <p className="font-semibold text-lg">{searching ? t("blog.notFound") : t("blog.empty")}</p>
      {searching ? (
        <>
          <p className="mt-2 text-muted-foreground text-sm">{t("blog.notFoundHint")}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={clearTo}>{t("blog.search.clear")}</Link>
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Previous / next pages, as links (`?page=`), keeping the other parameters. */
export function BlogPagination({
  page,
  pageCount,
  path,
  params,
}: {
  page: number;
  pageCount: number;
  path: string;
  params: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const search = new URLSearchParams(params);
    if (n > 1) search.set("page", String(n));
    const query = search.toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-12 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={href(page - 1)} rel="prev">
            {t("blog.pagination.previous")}
          </Link>
        </Button>
      ) : null}
      <span className="text-muted-foreground text-sm">{t("blog.pagination.page", { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Button asChild variant="outline">
          <Link to={href(page + 1)} rel="next">
            {t("blog.pagination.next")}
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
