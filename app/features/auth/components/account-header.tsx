import { SiteLogo } from "#app/components/site-logo.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { DashboardNav } from "#app/features/dashboard/dashboard-nav.tsx";
import { LanguageSwitch } from "#app/features/i18n/components/language-switch.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import { SignOutButton } from "./sign-out-button.tsx";

/**
 * Header of the signed-in pages of the accounts feature (the dashboard greeting and the
 * account settings). Needs the "auth", "account" and "language" areas.
 */
export function AccountHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 sm:px-6">
        <SiteLogo className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        <Badge variant="secondary" className="ms-1 hidden sm:inline-flex">
          {t("account.nav.freePlan")}
        </Badge>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <SignOutButton className="hidden sm:inline-flex" />
          <SignOutButton iconOnly size="icon" className="sm:hidden" />
        </div>
      </div>
      {/* The sections on a row of their own: every one stays reachable at any width (it scrolls sideways on a phone). */}
      <div className="mx-auto max-w-5xl px-2 sm:px-4">
        <DashboardNav className="-mb-px" />
      </div>
    </header>
  );
}
