import { Link } from "react-router";
import type { InvitationRow, InvitationTable as Table } from "#app/features/invitations/index.server.ts";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";

const FILTERS = ["all", "queued", "sent", "opened", "completed", "failed", "unsubscribed", "expired"] as const;

const TONE: Record<InvitationRow["status"], string> = {
  queued: "bg-secondary text-secondary-foreground",
  sent: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  opened: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  unsubscribed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  expired: "bg-muted text-muted-foreground",
};

/** The owner's invitations: a filter per state with its count, newest first, 50 per page. */
export function InvitationTable({ table }: { table: Table }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const query = (status: string, page = 1) => {
    const params = new URLSearchParams();
    if (status !== "all") params.set("status", status);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `?${search}` : "?";
  };
  return (
    <div className="grid gap-3" data-testid="invitation-table">
      <nav aria-label={t("collect.table.filter")} className="flex flex-wrap gap-1.5">
        {FILTERS.map((status) => (
          <Link
            key={status}
            to={query(status)}
            preventScrollReset
            aria-current={table.status === status ? "page" : undefined}
            data-filter={status}
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 font-medium text-xs",
              table.status === status
                ? "border-primary bg-primary/10 text-primary"
                : "text-muted-foreground hover:bg-accent",
            )}
          >
            {status === "all" ? t("collect.table.all") : t(`collect.table.statuses.${status}`)}
            <span className="tabular-nums" data-count>
              {table.counts[status]}
            </span>
          </Link>
        ))}
      </nav>
      {table.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {table.counts.all === 0 ? t("collect.table.empty") : t("collect.table.emptyFilter")}
        </p>
      ) : (
        <ul className="grid divide-y rounded-lg border">
          {table.rows.map((row) => (
            <li
              key={row.id}
              className="grid gap-1 px-3 py-2 text-sm"
              data-invitation={row.email}
              data-status={row.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate" dir="auto">
                  {row.name ? <span className="font-medium">{row.name} </span> : null}
                  <span className="text-muted-foreground" dir="ltr">
                    {row.email}
                  </span>
                </span>
                <span className={cn("rounded-full px-2 py-0.5 font-medium text-xs", TONE[row.status])}>
                  {t(`collect.table.statuses.${row.status}`)}
                </span>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-0.5 text-muted-foreground text-xs">
                <time dateTime={row.sentAt ?? row.createdAt}>
                  {date(row.sentAt ?? row.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                </time>
                <span>
                  {row.remindersEnabled
                    ? t("collect.table.remindersCount", { count: row.remindersSent })
                    : t("collect.table.remindersOff")}
                </span>
                {row.status === "failed" && row.failureReason ? (
                  <span className="text-destructive">{t("collect.table.reason", { reason: row.failureReason })}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {table.pageCount > 1 ? (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t("collect.table.title")}>
          {table.page > 1 ? (
            <Link to={query(table.status, table.page - 1)} preventScrollReset className="underline underline-offset-2">
              {t("collect.table.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">
            {t("collect.table.pageOf", { page: table.page, pages: table.pageCount })}
          </span>
          {table.page < table.pageCount ? (
            <Link to={query(table.status, table.page + 1)} preventScrollReset className="underline underline-offset-2">
              {t("collect.table.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
