import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/**
 * Previous / next links of a server-paginated list: the same address with `param` set
 * (and the other parameters kept, so the search and the open tab stay).
 */
export function Pagination({
  page,
  pageCount,
  param,
  extra = {},
}: {
  page: number;
  pageCount: number;
  param: string;
  extra?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    if (target <= 1) params.delete(param);
    else params.set(param, String(target));
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "" };
  };
  return (
    <nav aria-label={t("admin.common.pagination")} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page - 1)} preventScrollReset rel="prev">
            <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
            {t("admin.common.previous")}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm tabular-nums">
        {t("admin.common.pageOf", { page, total: pageCount })}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page + 1)} preventScrollReset rel="next">
            {t("admin.common.next")}
            <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** An empty list's message. */
export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed px-4 py-10 text-center text-muted-foreground text-sm">{children}</p>
  );
}
