import {
  ChartColumnIcon,
  CodeXmlIcon,
  ImagesIcon,
  MegaphoneIcon,
  MessageSquareTextIcon,
  SettingsIcon,
  UserRoundIcon,
} from "lucide-react";
import type { ComponentType } from "react";
import { Link, type Location, useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

/** Key under `account.nav`. */
export type DashboardSection = "profile" | "reviews" | "collect" | "embed" | "portfolio" | "analytics" | "settings";

/**
 * The sections of the owner's dashboard (profile, reviews,
 * portfolio, analytics, settings), in the order the header shows them. One list for every
 * dashboard header: a feature that adds a section adds one entry here. Labels live under
 * `account.nav`, an area every dashboard page loads. The portfolio is a tab of the profile
 * editor: its entry opens /dashboard on that tab.
 */
export const DASHBOARD_SECTIONS: readonly {
  to: string;
  label: DashboardSection;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}[] = [
  { to: "/dashboard", label: "profile", icon: UserRoundIcon },
  { to: "/dashboard/reviews", label: "reviews", icon: MessageSquareTextIcon },
  // Asking clients for reviews: link, QR code, card, e-mail invitations.
  { to: "/dashboard/collect", label: "collect", icon: MegaphoneIcon },
  // Showing the reviews on the owner's own site: widget options and snippets (decision 033).
  { to: "/dashboard/embed", label: "embed", icon: CodeXmlIcon },
  { to: "/dashboard?tab=portfolio", label: "portfolio", icon: ImagesIcon },
  { to: "/dashboard/analytics", label: "analytics", icon: ChartColumnIcon },
  { to: "/dashboard/settings", label: "settings", icon: SettingsIcon },
];

/** The section a location shows: its path, and for /dashboard the editor tab in `?tab=`. */
export function sectionOf(location: Pick<Location, "pathname" | "search">): DashboardSection | null {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (path === "/dashboard") {
    return new URLSearchParams(location.search).get("tab") === "portfolio" ? "portfolio" : "profile";
  }
  return DASHBOARD_SECTIONS.find((s) => s.to === path)?.label ?? null;
}

const linkClass = (active: boolean) =>
  cn(
    "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground sm:px-3",
    active ? "text-foreground" : "text-muted-foreground",
  );

/**
 * The sections as a row of links that scrolls sideways when it does not fit (a phone).
 * `current` overrides the section read from the URL (the editor knows which tab is open).
 */
export function DashboardNav({ className, current }: { className?: string; current?: DashboardSection }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = current ?? sectionOf(location);
  return (
    <nav
      aria-label={t("account.nav.label")}
      className={cn("flex min-w-0 items-center overflow-x-auto sm:gap-1", className)}
    >
      {DASHBOARD_SECTIONS.map(({ to, label, icon: Icon }) => (
        <Link
          key={label}
          to={to}
          className={linkClass(active === label)}
          aria-current={active === label ? "page" : undefined}
        >
          <Icon aria-hidden className="size-4" />
          {t(`account.nav.${label}`)}
        </Link>
      ))}
    </nav>
  );
}
