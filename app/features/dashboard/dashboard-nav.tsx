import { ChartColumnIcon, MessageSquareTextIcon, SettingsIcon, UserRoundIcon } from "lucide-react";
import type { ComponentType } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * The sections of the owner's dashboard (spec §2 "/dashboard (owner)"), in the order the
 * header shows them. One list for every dashboard header: a feature that adds a section
 * (reviews, analytics) adds one entry here. Labels live under `account.nav`, an area every
 * dashboard page loads.
 */
export const DASHBOARD_SECTIONS: readonly {
  to: string;
  /** Key under `account.nav`. */
  label: "profile" | "reviews" | "analytics" | "settings";
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  end?: boolean;
}[] = [
  { to: "/dashboard", label: "profile", icon: UserRoundIcon, end: true },
  { to: "/dashboard/reviews", label: "reviews", icon: MessageSquareTextIcon },
  { to: "/dashboard/analytics", label: "analytics", icon: ChartColumnIcon },
  { to: "/dashboard/settings", label: "settings", icon: SettingsIcon },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground sm:px-3",
    isActive ? "text-foreground" : "text-muted-foreground",
  );

export function DashboardNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("account.nav.label")}
      className={cn("flex min-w-0 items-center overflow-x-auto sm:gap-1", className)}
    >
      {DASHBOARD_SECTIONS.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={linkClass}>
          <Icon aria-hidden className="size-4" />
          {t(`account.nav.${label}`)}
        </NavLink>
      ))}
    </nav>
  );
}
