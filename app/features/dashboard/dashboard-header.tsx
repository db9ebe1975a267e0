import { ChevronDownIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import { SignOutButton } from "#app/features/auth/index.ts";
import { cn } from "#app/lib/utils.ts";
import { LanguageSwitch } from "#app/services/i18n/components/language-switch.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { DASHBOARD_SECTIONS, DashboardNav, type DashboardSection, sectionOf } from "./dashboard-nav.tsx";

/**
 * The one header of every dashboard page (editor, reviews, collect, analytics, settings and
 * the sections later added to DASHBOARD_SECTIONS). First row: the logo, the plan, what the
 * page adds (`actions`: the editor's Save), the language and sign-out. Second row: the
 * sections — every one as a link from 768 px, a menu below (its trigger names the section
 * shown), so that none is ever hidden or cut. Needs the "auth" and "account"
 * areas ("language" is the shell's).
 */
export function DashboardHeader({
  actions,
  current,
  onSignOutSubmit,
  wide = false,
}: {
  actions?: ReactNode;
  /** The section shown, when the URL does not say it (the editor's tab). */
  current?: DashboardSection;
  /** Called before signing out; may prevent it (the editor's unsaved changes). */
  onSignOutSubmit?: (event: FormEvent) => void;
  /** The editor's page is wider than the other sections'. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const width = wide ? "max-w-7xl" : "max-w-5xl";
  return (
    <header className="sticky top-0 z-30 border-b bg-background" data-testid="dashboard-header">
      <div className={cn("mx-auto flex h-14 items-center gap-2 px-4 sm:px-6", width)}>
        <SiteLogo className="shrink-0 [&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        <Badge variant="secondary" className="ms-1 hidden md:inline-flex">
          {t("account.nav.freePlan")}
        </Badge>
        <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {actions}
          <LanguageSwitch className="hidden sm:inline-flex" />
          <div className="contents" onSubmitCapture={onSignOutSubmit}>
            <SignOutButton className="hidden lg:inline-flex" />
            <SignOutButton iconOnly size="icon" className="lg:hidden" />
          </div>
        </div>
      </div>
      <div className={cn("mx-auto px-2 sm:px-4", width)}>
        <DashboardNav className="-mb-px hidden md:flex" current={current} />
        <SectionsMenu current={current} />
      </div>
    </header>
  );
}

/** Below 768 px: the section shown, and a menu of all of them (and the languages). */
function SectionsMenu({ current }: { current?: DashboardSection }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = current ?? sectionOf(location);
  const shown = DASHBOARD_SECTIONS.find((s) => s.label === active) ?? DASHBOARD_SECTIONS[0]!;
  const ShownIcon = shown.icon;
  return (
    <nav aria-label={t("account.nav.label")} className="flex items-center justify-between gap-2 py-1.5 md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger
          className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 font-medium text-sm hover:bg-accent"
          data-testid="dashboard-sections"
        >
          <ShownIcon aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{t(`account.nav.${shown.label}`)}</span>
          <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t("account.nav.sections")}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-48">
          {DASHBOARD_SECTIONS.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={label} asChild>
              <Link to={to} aria-current={active === label ? "page" : undefined}>
                <Icon aria-hidden />
                {t(`account.nav.${label}`)}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <LanguageSwitch className="sm:hidden" />
    </nav>
  );
}
