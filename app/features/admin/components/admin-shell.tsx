import { LogOutIcon, RefreshCwIcon, ShieldCheckIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, useNavigate, useRevalidator } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LanguageSwitch } from "#app/services/i18n/components/language-switch.tsx";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ThemeSwitch } from "#app/services/theme/components/theme-switch.tsx";
import { ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH } from "../paths.ts";

/** What the admin pages' loaders say about the session and the moment they ran. */
export interface AdminSessionInfo {
  /** Name or e-mail of the account, or null for the shared admin password. */
  who: string | null;
  /** When the admin access ends (ISO). */
  expiresAt: string;
  /** When the loader ran (ISO): "last refresh", and the clock of relative times. */
  loadedAt: string;
}

/**
 * Header of the admin pages (docs/product/admin.md): title, last refresh time, 'Actualiser'
 * (runs the loaders again) and 'Déconnexion' (a form: works before JavaScript loads).
 */
export function AdminHeader({
  title,
  session,
  actions,
}: {
  title: string;
  session: AdminSessionInfo;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === "loading";
  useSessionExpiry(session);

  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <SiteLogo />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-sm">
            <ShieldCheckIcon aria-hidden className="size-4 text-primary" />
            {title}
          </p>
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {t("admin.common.lastRefresh", { time: date(session.loadedAt, { timeStyle: "medium" }) })}
            {" · "}
            {t("admin.common.signedInAs", { name: session.who ?? t("admin.common.passwordAdmin") })}
          </p>
        </div>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {actions}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => revalidator.revalidate()}
            disabled={refreshing}
          >
            <RefreshCwIcon aria-hidden className={refreshing ? "animate-spin" : undefined} />
            {refreshing ? t("admin.common.refreshing") : t("admin.common.refresh")}
          </Button>
          <Form method="post" action={ADMIN_LOGOUT_PATH}>
            <Button type="submit" variant="ghost" size="sm">
              <LogOutIcon aria-hidden className="rtl:-scale-x-100" />
              {t("admin.common.logout")}
            </Button>
          </Form>
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * When the 24 hours are over, the console goes to /admin/login with a logout
 * toast — without waiting for the next click (which the server would refuse anyway). The
 * time left is counted on the server's clock (expiry minus the loader's time), not the
 * browser's: a browser clock a little ahead would otherwise leave before the server agrees,
 * and the login page would send it straight back here.
 */
function useSessionExpiry({ expiresAt, loadedAt }: AdminSessionInfo) {
  const navigate = useNavigate();
  useEffect(() => {
    const remaining = Date.parse(expiresAt) - Date.parse(loadedAt);
    // setTimeout holds at most ~24.8 days; sessions of role admins may last longer.
    if (!(remaining <= 2 ** 31 - 1)) return;
    const timer = setTimeout(
      () => navigate(`${ADMIN_LOGIN_PATH}?expired=1`, { replace: true }),
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, loadedAt, navigate]);
}

/** The page body of the admin screens. */
export function AdminMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
      {children}
    </main>
  );
}

/** A figure of the counters row. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs" data-testid={testId}>
      <div className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
        <span>{label}</span>
        <span aria-hidden className="text-primary">
          {icon}
        </span>
      </div>
      <p className="mt-2 font-bold text-2xl tabular-nums tracking-tight" data-value>
        {value}
      </p>
      {detail ? (
        <p className="mt-0.5 text-muted-foreground text-xs" data-detail>
          {detail}
        </p>
      ) : null}
    </div>
  );
}
