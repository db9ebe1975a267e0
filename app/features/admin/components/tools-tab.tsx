import { ActivityIcon, ArrowUpRightIcon, InboxIcon, NewspaperIcon } from "lucide-react";
import { Link } from "react-router";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ConsoleStats } from "../dashboard-stats.server.ts";

/** The Outils tab (docs/product/admin.md): shortcuts and quick analytics. */
export function ToolsTab({ stats }: { stats: ConsoleStats }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const links = [
    { to: "/admin/blog", icon: NewspaperIcon, title: t("admin.tools.blogAdmin"), hint: t("admin.tools.blogAdminHint") },
    {
      to: "/contact-dashboard",
      icon: InboxIcon,
      title: t("admin.tools.contactDashboard"),
      hint: t("admin.tools.contactDashboardHint"),
    },
    { to: "/status", icon: ActivityIcon, title: t("admin.tools.status"), hint: t("admin.tools.statusHint") },
  ];
  const figures = [
    { label: t("admin.tools.newToday"), value: stats.newToday, id: "newToday" },
    { label: t("admin.tools.newLast7Days"), value: stats.newLast7Days, id: "newLast7Days" },
    { label: t("admin.tools.totalReviews"), value: stats.reviews, id: "totalReviews" },
    { label: t("admin.tools.openMessages"), value: stats.openMessages, id: "openMessages" },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="admin-tools-links">
        <h2 id="admin-tools-links" className="mb-3 font-semibold">
          {t("admin.tools.links")}
        </h2>
        <ul className="grid gap-2">
          {links.map(({ to, icon: Icon, title, hint }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{title}</span>
                  <span className="block text-muted-foreground text-sm">{hint}</span>
                </span>
                <ArrowUpRightIcon aria-hidden className="size-4 text-muted-foreground rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-tools-figures">
        <h2 id="admin-tools-figures" className="mb-3 font-semibold">
          {t("admin.tools.analytics")}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          {figures.map((figure) => (
            <div key={figure.id} className="rounded-xl border bg-card p-4" data-testid={`admin-tool-${figure.id}`}>
              <dt className="text-muted-foreground text-sm">{figure.label}</dt>
              <dd className="mt-1 font-bold text-2xl tabular-nums">{number(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
