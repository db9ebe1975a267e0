import {
  CircleAlertIcon,
  EyeIcon,
  LayoutDashboardIcon,
  MailIcon,
  MoreHorizontalIcon,
  RotateCcwIcon,
  SearchIcon,
  Trash2Icon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
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
} from "#app/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useListReplyToast, useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { AdminHeader, AdminMain } from "../../components/admin-shell.tsx";
import { EmptyState, Pagination } from "../../components/pagination.tsx";
import { ADMIN_HOME } from "../../paths.ts";
import type { ContactDashboardData } from "../contact-dashboard-page.server.ts";
import type { AdminMessage } from "../list-messages.server.ts";
import type { MessageActionReply } from "../message-actions.server.ts";
import {
  MESSAGE_CATEGORIES,
  MESSAGE_INTENTS,
  MESSAGE_SEARCH_MAX,
  MESSAGE_STATUSES,
  type MessageStatus,
} from "../schema.ts";
import { MessageCategoryBadge, MessageStatusBadge } from "./message-status-badge.tsx";

const selectClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-offset-0";

/** One fetcher for the deletions: the list shows their toast (use-reply-toast.ts). */
const DELETE_FETCHER = "contact-message-delete";

/**
 * /contact-dashboard (docs/product/admin.md): search, status and category filters (a GET form: the
 * address holds them, and they work before JavaScript loads), reset, count badge, message
 * cards, a view dialog and an action menu (any status, permanent deletion).
 */
export function ContactDashboard({ data }: { data: ContactDashboardData }) {
  const { t } = useTranslation();
  const { filters, page } = data;
  const filtered = Boolean(filters.q || filters.status || filters.category);
  useListReplyToast(DELETE_FETCHER);

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AdminHeader
        title={t("admin.contact.title")}
        session={data.session}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={ADMIN_HOME}>
              <LayoutDashboardIcon aria-hidden />
              {t("admin.common.backToConsole")}
            </Link>
          </Button>
        }
      />
      <AdminMain>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl tracking-tight">{t("admin.contact.title")}</h1>
          {page ? (
            <Badge variant="secondary" data-testid="contact-count" aria-live="polite">
              {t("admin.contact.count", { count: page.total })}
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 text-muted-foreground">{t("admin.contact.description")}</p>

        {/* Keyed by the filters: 'Réinitialiser' and the back button show the address's values. */}
        <Filters key={JSON.stringify(filters)} filters={filters} />

        {page === null ? (
          <LoadFailure />
        ) : page.messages.length === 0 ? (
          <EmptyState>{filtered ? t("admin.contact.emptyFiltered") : t("admin.messages.empty")}</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {page.messages.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
        {page ? <Pagination page={page.page} pageCount={page.pageCount} param="page" /> : null}
      </AdminMain>
    </div>
  );
}

function Filters({ filters }: { filters: ContactDashboardData["filters"] }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  // Choosing a status or a category applies it at once (the button is there without JavaScript).
  const submitNow = () => form.current?.requestSubmit();
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      className="my-5 flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4"
    >
      <div className="grid min-w-56 flex-[2] grid-cols-1 gap-1.5">
        <Label htmlFor="contact-search">{t("admin.contact.search")}</Label>
        <Input
          id="contact-search"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          maxLength={MESSAGE_SEARCH_MAX}
          placeholder={t("admin.contact.searchPlaceholder")}
        />
      </div>
      <div className="grid min-w-40 flex-1 grid-cols-1 gap-1.5">
        <Label htmlFor="contact-status">{t("admin.contact.statusFilter")}</Label>
        <select
          id="contact-status"
          name="status"
          defaultValue={filters.status ?? ""}
          onChange={submitNow}
          className={selectClass}
        >
          <option value="">{t("admin.contact.allStatuses")}</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.messages.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-40 flex-1 grid-cols-1 gap-1.5">
        <Label htmlFor="contact-category">{t("admin.contact.categoryFilter")}</Label>
        <select
          id="contact-category"
          name="category"
          defaultValue={filters.category ?? ""}
          onChange={submitNow}
          className={selectClass}
        >
          <option value="">{t("admin.contact.allCategories")}</option>
          {MESSAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`admin.messages.category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <SearchIcon aria-hidden />
          {t("admin.contact.apply")}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/contact-dashboard" reloadDocument={false}>
            <RotateCcwIcon aria-hidden />
            {t("admin.contact.reset")}
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function LoadFailure() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(t("admin.toasts.messagesLoadFailed"));
  }, [t]);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <CircleAlertIcon aria-hidden className="size-5" />
      <p className="flex-1 font-medium">{t("admin.toasts.messagesLoadFailed")}</p>
      <Button variant="outline" size="sm" onClick={() => revalidator.revalidate()}>
        {t("admin.toasts.retry")}
      </Button>
    </div>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const fetcher = useFetcher<MessageActionReply>();
  useReplyToast(fetcher.data);
  const deletion = useFetcher<MessageActionReply>({ key: DELETE_FETCHER });
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const pending = fetcher.formData?.get("status");
  const status = (typeof pending === "string" ? pending : message.status) as MessageStatus;
  const setStatus = (next: string) => {
    if (next === status) return;
    fetcher.submit({ intent: MESSAGE_INTENTS.status, id: message.id, status: next }, { method: "post" });
  };

  return (
    <li className="rounded-xl border bg-card p-4" data-testid="contact-message" data-status={status}>
      <div className="flex flex-wrap items-center gap-2">
        <MessageStatusBadge status={status} />
        <MessageCategoryBadge category={message.category} />
        <span className="text-muted-foreground text-xs">
          {t("admin.contact.receivedAt", {
            date: date(message.createdAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
        </span>
        <div className="ms-auto flex gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setViewing(true)}
            aria-label={t("admin.contact.viewLabel", { name: message.name })}
          >
            <EyeIcon aria-hidden />
            {t("admin.contact.view")}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" aria-label={t("admin.contact.actionsLabel", { name: message.name })}>
                <MoreHorizontalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-52">
              <DropdownMenuLabel>{t("admin.contact.setStatus")}</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={status} onValueChange={setStatus}>
                {MESSAGE_STATUSES.map((option) => (
                  <DropdownMenuRadioItem key={option} value={option}>
                    {t(`admin.messages.status.${option}`)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
                <Trash2Icon aria-hidden />
                {t("admin.contact.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      <p className="mt-2 font-semibold" dir="auto">
        {message.subject}
      </p>
      <p className="text-muted-foreground text-sm">
        {message.name} · <span dir="ltr">{message.email}</span>
      </p>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm" dir="auto">
        {message.message}
      </p>

      <Dialog open={viewing} onOpenChange={setViewing}>
        <DialogContent closeLabel={t("admin.common.close")} className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{message.subject}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <MessageStatusBadge status={status} />
              <MessageCategoryBadge category={message.category} />
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t("admin.contact.email")}</dt>
            <dd dir="ltr" className="break-all text-start">
              {message.name} &lt;{message.email}&gt;
            </dd>
            {message.phone ? (
              <>
                <dt className="text-muted-foreground">{t("admin.contact.phone")}</dt>
                <dd dir="ltr" className="text-start">
                  {message.phone}
                </dd>
              </>
            ) : null}
            {message.company ? (
              <>
                <dt className="text-muted-foreground">{t("admin.contact.company")}</dt>
                <dd>{message.company}</dd>
              </>
            ) : null}
          </dl>
          <p
            className="max-h-[50dvh] overflow-y-auto whitespace-pre-line rounded-lg border bg-muted/40 p-3 text-sm"
            dir="auto"
          >
            {message.message}
          </p>
          <p className="text-muted-foreground text-xs">
            {t("admin.contact.receivedAt", {
              date: date(message.createdAt, { dateStyle: "long", timeStyle: "short" }),
            })}
            {" · "}
            {t("admin.contact.updatedAt", { date: date(message.updatedAt, { dateStyle: "long", timeStyle: "short" }) })}
          </p>
          <DialogFooter>
            <Button asChild variant="outline">
              <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                <MailIcon aria-hidden />
                {t("admin.contact.reply")}
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent closeLabel={t("admin.common.close")} role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t("admin.contact.deleteTitle")}</DialogTitle>
            <DialogDescription>
              {t("admin.contact.deleteDetail", { name: message.name, subject: message.subject })}
            </DialogDescription>
          </DialogHeader>
          <deletion.Form method="post" onSubmit={() => setDeleting(false)}>
            <input type="hidden" name="intent" value={MESSAGE_INTENTS.delete} />
            <input type="hidden" name="id" value={message.id} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {t("admin.common.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive">
                <Trash2Icon aria-hidden />
                {t("admin.contact.deleteSubmit")}
              </Button>
            </DialogFooter>
          </deletion.Form>
        </DialogContent>
      </Dialog>
    </li>
  );
}
