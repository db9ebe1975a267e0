import { ArrowLeftIcon, SettingsIcon, ShieldAlertIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getAdmin, needsTwoFactorForConsole } from "#app/features/admin/index.server.ts";
import { ACCOUNT_SETTINGS_PATH, ADMIN_HOME, ADMIN_LOGIN_PATH } from "#app/features/admin/index.ts";
import { LanguageSwitch } from "#app/services/i18n/components/language-switch.tsx";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ThemeSwitch } from "#app/services/theme/components/theme-switch.tsx";
import type { Route } from "./+types/two-factor";

// /admin/two-factor: where requireAdmin sends an account with the admin role that
// has not turned two-factor sign-in on. It answers 403 with the way to the settings; an
// administrator goes on to the console, anybody else to the sign-in.
export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) throw redirect(ADMIN_HOME);
  if (!(await needsTwoFactorForConsole(request))) throw redirect(ADMIN_LOGIN_PATH);
  const { t, messages } = getI18n(request, ["admin", "language", "theme"]);
  return data(
    { messages, title: t("admin.twoFactor.required") },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminTwoFactorRequired() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="flex min-h-16 flex-wrap items-center gap-2 px-4 py-2 sm:px-6">
        <SiteLogo />
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 outline-none sm:pt-16"
      >
        <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <span aria-hidden className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            <ShieldAlertIcon className="size-6" />
          </span>
          <h1 className="mt-4 text-balance font-bold text-2xl tracking-tight">{t("admin.twoFactor.required")}</h1>
          <p className="mt-2 text-muted-foreground text-sm">{t("admin.twoFactor.description")}</p>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to={ACCOUNT_SETTINGS_PATH}>
              <SettingsIcon aria-hidden />
              {t("admin.twoFactor.openSettings")}
            </Link>
          </Button>
        </div>
      </main>
      <footer className="pb-6 text-center">
        <Link to="/" className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground">
          <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
          {t("admin.common.backToSite")}
        </Link>
      </footer>
    </div>
  );
}
