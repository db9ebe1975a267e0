import type { ActivityEntry } from "#app/services/activity/list-activity.server.ts";
import { useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { relativeTime } from "../relative-time.ts";
import { EmptyState } from "./pagination.tsx";

const MESSAGE_STATUSES = new Set(["open", "in_progress", "resolved", "closed", "spam"]);

/** The Activité tab (docs/product/admin.md): the latest 50 entries of the journal, newest first. */
export function ActivityTab({ entries, now }: { entries: ActivityEntry[]; now: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  if (entries.length === 0) return <EmptyState>{t("admin.activity.empty")}</EmptyState>;
  const clock = new Date(now).getTime();
  return (
    <section aria-label={t("admin.tabs.activity")}>
      <p className="mb-3 text-muted-foreground text-sm">{t("admin.activity.latest")}</p>
      <ol className="divide-y rounded-xl border bg-card">
        {entries.map((entry) => {
          const who =
            entry.userName ||
            entry.userEmail ||
            (entry.details?.via === "password" ? t("admin.activity.passwordAdmin") : t("admin.activity.unknownUser"));
          const target = targetOf(entry, t);
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm"
              data-testid="admin-activity"
            >
              <span className="font-medium">{t(`admin.activity.types.${entry.activityType}`)}</span>
              {target ? <span className="text-muted-foreground">{target}</span> : null}
              <span className="min-w-0">
                {who}
                {entry.userEmail && entry.userName ? (
                  <span className="text-muted-foreground"> · {entry.userEmail}</span>
                ) : null}
              </span>
              <time dateTime={entry.createdAt} className="ms-auto text-muted-foreground text-xs">
                {relativeTime(entry.createdAt, clock, lang, t)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function targetOf(entry: ActivityEntry, t: ReturnType<typeof useTranslation>["t"]): string | null {
  const details = entry.details ?? {};
  if (typeof details.slug === "string") return t("admin.activity.profileTarget", { slug: details.slug });
  if (typeof details.subject === "string") {
    const status = details.status;
    if (typeof status === "string" && MESSAGE_STATUSES.has(status)) {
      return t("admin.activity.statusTarget", {
        subject: details.subject,
        status: t(`admin.messages.status.${status as "open"}`),
      });
    }
    return t("admin.activity.messageTarget", { subject: details.subject });
  }
  return null;
}
