import {
  ArchiveIcon,
  ExternalLinkIcon,
  EyeOffIcon,
  FileTextIcon,
  FilterIcon,
  PencilIcon,
  SendIcon,
  Trash2Icon,
} from "lucide-react";
import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ListActionReply } from "../cms-actions.server.ts";
import type { CmsArticle, CmsFilters } from "../manage-articles.server.ts";
import { cmsToastTitles } from "./cms-toast.ts";

const STATUS_VARIANT = { draft: "secondary", published: "success", archived: "outline" } as const;

export const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export interface CmsListData {
  articles: CmsArticle[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The article list of /admin/blog (`variant="full"`: archived status, the editor) and of
 * /admin-blog (`variant="simple"`: drafts and published only, its own form). Filters are a
 * GET form: the search runs on the server and the address keeps it.
 */
export function CmsList({
  list,
  filters,
  path,
  variant,
  editHref,
}: {
  list: CmsListData;
  filters: CmsFilters;
  path: string;
  variant: "full" | "simple";
  editHref: (article: CmsArticle) => string;
}) {
  const { t } = useTranslation();
  const statuses =
    variant === "full"
      ? (["all", "published", "draft", "archived"] as const)
      : (["all", "draft", "published"] as const);
  const filtered = filters.q !== "" || filters.status !== "all" || filters.language !== "all";
  return (
    <div className="grid gap-6">
      <Form
        method="get"
        action={path}
        role="search"
        aria-label={t("blogAdmin.filters.label")}
        className="grid items-end gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_10rem_10rem_auto]"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="cms-q">{t("blogAdmin.filters.search")}</Label>
          <Input
            id="cms-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            key={filters.q}
            maxLength={100}
            placeholder={t("blogAdmin.filters.searchPlaceholder")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cms-status">{t("blogAdmin.filters.status")}</Label>
          <select
            id="cms-status"
            name="status"
            defaultValue={filters.status}
            key={filters.status}
            className={SELECT_CLASS}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`blogAdmin.filters.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cms-language">{t("blogAdmin.filters.language")}</Label>
          <select
            id="cms-language"
            name="language"
            defaultValue={filters.language}
            key={filters.language}
            className={SELECT_CLASS}
          >
            {(["all", "fr", "en", "ar"] as const).map((language) => (
              <option key={language} value={language}>
                {t(`blogAdmin.filters.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button type="submit">
            <FilterIcon aria-hidden />
            {t("blogAdmin.filters.apply")}
          </Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to={path}>{t("blogAdmin.filters.reset")}</Link>
            </Button>
          ) : null}
        </div>
      </Form>
      <p className="text-muted-foreground text-sm" role="status">
        {t("blogAdmin.count", { count: list.total })}
      </p>
      {list.articles.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{t("blogAdmin.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.articles.map((article) => (
            <CmsCard key={article.id} article={article} variant={variant} editHref={editHref(article)} />
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <nav className="flex items-center justify-center gap-3" aria-label={t("blog.pagination.label")}>
          {list.page > 1 ? (
            <Button asChild variant="outline">
              <Link to={`${path}?${withPage(filters, list.page - 1)}`}>{t("blog.pagination.previous")}</Link>
            </Button>
          ) : null}
          <span className="text-muted-foreground text-sm">
            {t("blog.pagination.page", { page: list.page, count: list.pageCount })}
          </span>
          {list.page < list.pageCount ? (
            <Button asChild variant="outline">
              <Link to={`${path}?${withPage(filters, list.page + 1)}`}>{t("blog.pagination.next")}</Link>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function withPage(filters: CmsFilters, page: number): string {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.status !== "all") search.set("status", filters.status);
  if (filters.language !== "all") search.set("language", filters.language);
  search.set("page", String(page));
  return search.toString();
}

function CmsCard({
  article,
  variant,
  editHref,
}: {
  article: CmsArticle;
  variant: "full" | "simple";
  editHref: string;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fetcher = useFetcher<ListActionReply>();
  const reply = fetcher.data?.intent !== "delete" ? fetcher.data : undefined;
  useReplyToast(reply, { titles: cmsToastTitles(t) });
  const busy = fetcher.state !== "idle";
  const day = (value: string) => date(value, { dateStyle: "medium" });
  const published = article.status === "published";
  const cover = article.coverImage && /^(\/media\/|https:\/\/)/.test(article.coverImage) ? article.coverImage : null;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card" data-testid="cms-article">
      {cover ? (
        <img src={cover} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" width={640} height={360} />
      ) : (
        <div className="grid aspect-[16/9] w-full place-items-center bg-muted">
          <FileTextIcon aria-hidden className="size-8 text-muted-foreground" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_VARIANT[article.status]}>{t(`blogAdmin.status.${article.status}`)}</Badge>
          <Badge variant="outline">{t(`blogAdmin.languageNames.${article.language}`)}</Badge>
        </div>
        <h2 className="font-semibold leading-snug" lang={article.language} dir="auto">
          {article.title}
        </h2>
        <p
          className={
            article.excerpt ? "line-clamp-3 text-muted-foreground text-sm" : "text-muted-foreground text-sm italic"
          }
          lang={article.excerpt ? article.language : undefined}
          dir="auto"
        >
          {article.excerpt ?? t("blogAdmin.noExcerpt")}
        </p>
        <p className="text-muted-foreground text-xs">
          {t("blogAdmin.createdAt", { date: day(article.createdAt) })}
          {article.publishedAt ? ` · ${t("blogAdmin.publishedAt", { date: day(article.publishedAt) })}` : null}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={editHref}>
              <PencilIcon aria-hidden />
              {t("blogAdmin.actions.edit")}
            </Link>
          </Button>
          <fetcher.Form method="post" className="contents">
            <input type="hidden" name="id" value={article.id} />
            <Button
              type="submit"
              name="intent"
              value={published ? "unpublish" : "publish"}
              size="sm"
              variant="outline"
              disabled={busy}
            >
              {published ? <EyeOffIcon aria-hidden /> : <SendIcon aria-hidden />}
              {published ? t("blogAdmin.actions.unpublish") : t("blogAdmin.actions.publish")}
            </Button>
            {variant === "full" && article.status !== "archived" ? (
              <Button type="submit" name="intent" value="archive" size="sm" variant="ghost" disabled={busy}>
                <ArchiveIcon aria-hidden />
                {t("blogAdmin.actions.archive")}
              </Button>
            ) : null}
          </fetcher.Form>
          {published ? (
            <Button asChild variant="ghost" size="sm">
              <a href={`/blog/${article.slug}`} target="_blank" rel="noopener">
                <ExternalLinkIcon aria-hidden />
                {t("blogAdmin.actions.view")}
              </a>
            </Button>
          ) : null}
          <DeleteArticleDialog article={article} />
        </div>
      </div>
    </li>
  );
}

/** Supprimer, with the confirmation 'Êtes-vous sûr de vouloir supprimer cet article ?'. */
function DeleteArticleDialog({ article }: { article: CmsArticle }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ListActionReply>();
  const reply = fetcher.data?.intent === "delete" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  useReplyToast(reply, { onSuccess: () => setOpen(false), titles: cmsToastTitles(t) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden />
          {t("blogAdmin.actions.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("blogAdmin.deleteDialog.cancel")} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("blogAdmin.deleteDialog.confirm")}</DialogTitle>
          <DialogDescription lang={article.language}>{article.title}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={article.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t("blogAdmin.deleteDialog.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2Icon aria-hidden />
              {busy ? t("blogAdmin.deleteDialog.deleting") : t("blogAdmin.deleteDialog.delete")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
