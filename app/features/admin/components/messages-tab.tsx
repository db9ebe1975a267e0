import { CheckCircle2Icon, ClockIcon, LockIcon, RotateCcwIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { MessageCategoryBadge, MessageStatusBadge } from "../contact/components/message-status-badge.tsx";
import type { AdminMessage, MessagePage } from "../contact/list-messages.server.ts";
import type { MessageActionReply } from "../contact/message-actions.server.ts";
import { MESSAGE_INTENTS, type MessageStatus, transitionsFrom } from "../contact/schema.ts";
import { relativeTime } from "../relative-time.ts";
import { EmptyState, Pagination } from "./pagination.tsx";

/**
 * Contact messages as the consoles list them (docs/product/admin.md): status badge, category, e-mail,
 * relative time, subject, message and the screen's own transitions — /admin: Fermer
 * (to closed) and Rouvrir (closed to open); /admin-simple: 'En cours' (only when open) and
 * 'Résoudre' (unless resolved).
 */
export function MessagesTab({
  page,
  now,
  variant,
  pageParam = "mpage",
  tab,
}: {
  page: MessagePage;
  now: string;
  variant: "console" | "simple";
  pageParam?: string;
  tab: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("admin.tabs.messages")}>
      {page.messages.length === 0 ? (
        <EmptyState>{t("admin.messages.empty")}</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {page.messages.map((message) => (
            <MessageItem key={message.id} message={message} now={now} variant={variant} />
          ))}
        </ul>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} param={pageParam} extra={{ tab }} />
    </section>
  );
}

/** The button of each transition a console offers. */
const BUTTONS: Record<
  "console" | "simple",
  Partial<
    Record<
      MessageStatus,
      {
        label:
          | "admin.messages.reopen"
          | "admin.messages.close"
          | "admin.messages.markInProgress"
          | "admin.messages.resolve";
        icon: typeof LockIcon;
      }
    >
  >
> = {
  console: {
    open: { label: "admin.messages.reopen", icon: RotateCcwIcon },
    closed: { label: "admin.messages.close", icon: LockIcon },
  },
  simple: {
    in_progress: { label: "admin.messages.markInProgress", icon: ClockIcon },
    resolved: { label: "admin.messages.resolve", icon: CheckCircle2Icon },
  },
};

function MessageItem({ message, now, variant }: { message: AdminMessage; now: string; variant: "console" | "simple" }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const fetcher = useFetcher<MessageActionReply>();
  useReplyToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  // Shown at once; the list's next load confirms it (or the toast says it failed).
  const pending = fetcher.formData?.get("status");
  const status = (typeof pending === "string" ? pending : message.status) as MessageStatus;

  // The screen's transitions (admin/contact/schema.ts): the table the server checks too.
  const transitions = transitionsFrom(variant, status).flatMap((to) => {
    const button = BUTTONS[variant][to];
    return button ? [{ to, label: t(button.label), icon: button.icon }] : [];
  });

  return (
    <li className="rounded-xl border bg-card p-4" data-testid="admin-message" data-status={status}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <MessageStatusBadge status={status} />
        <MessageCategoryBadge category={message.category} />
        <span className="min-w-0 truncate text-muted-foreground">
          {variant === "simple"
            ? t("admin.messages.from", { name: message.name, email: message.email })
            : message.email}
        </span>
        <time dateTime={message.createdAt} className="ms-auto text-muted-foreground text-xs">
          {relativeTime(message.createdAt, new Date(now).getTime(), lang, t)}
        </time>
      </div>
      <p className="mt-2 font-semibold" dir="auto">
        {message.subject}
      </p>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-muted-foreground text-sm" dir="auto">
        {message.message}
      </p>
      {transitions.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {transitions.map(({ to, label, icon: Icon }) => (
            <fetcher.Form method="post" key={to}>
              <input type="hidden" name="intent" value={MESSAGE_INTENTS.status} />
              <input type="hidden" name="id" value={message.id} />
              <input type="hidden" name="status" value={to} />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <Icon aria-hidden />
                {label}
              </Button>
            </fetcher.Form>
          ))}
        </div>
      ) : null}
    </li>
  );
}
