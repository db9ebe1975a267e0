import { ArrowLeftIcon, BadgeCheckIcon, LogOutIcon, RefreshCwIcon, ShieldCheckIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Tabs, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
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

/**
 * The tabs of an admin console (/admin, /admin-simple): the open one is `value`, kept in the
 * address (`?tab=`) without a scroll or a history entry; `children` are its TabsContent.
 */
export function ConsoleTabs<Tab extends string>({
  tabs,
  labels,
  value,
  children,
}: {
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  value: Tab;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  return (
    <Tabs
      value={value}
      onValueChange={(next) =>
        setSearchParams(
          (params) => {
            params.set("tab", next);
            return params;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      className="mt-6"
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={t("admin.tabs.label")}>
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id} className="px-3">
              {labels[id]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {children}
    </Tabs>
  );
}

/** « Profil vérifié », next to a verified profile's name. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <Badge variant="success">
      <BadgeCheckIcon aria-hidden />
      {t("admin.profiles.verified")}
    </Badge>
  );
}

/** The link under a tab's short list to the page that shows it all. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-3">
      <Link to={to} className="font-medium text-primary text-sm hover:underline">
        {children}
      </Link>
    </p>
  );
}

/**
 * The card of a page before the console (sign-in, second factor required): the logo (with
 * the language and theme switches unless `bare`), an icon, a title, a description, then
 * `children`; a link back to the site unless `bare`.
 */
export function AdminGate({
  icon,
  title,
  description,
  wide = false,
  bare = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  wide?: boolean;
  bare?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="flex min-h-16 flex-wrap items-center gap-2 px-4 py-2 sm:px-6">
        <SiteLogo />
        {bare ? null : (
          <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        )}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 outline-none sm:pt-16"
      >
        <div className={`w-full ${wide ? "max-w-md" : "max-w-sm"} rounded-2xl border bg-card p-6 shadow-sm sm:p-8`}>
          <span aria-hidden className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            {icon}
          </span>
          <h1 className="mt-4 text-balance font-bold text-2xl tracking-tight">{title}</h1>
          <p className="mt-2 mb-6 text-muted-foreground text-sm">{description}</p>
          {children}
        </div>
      </main>
      {bare ? null : (
        <footer className="pb-6 text-center">
          <Link to="/" className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground">
            <ArrowLeftIcon aria-hidden className="size-4 rtl:rotate-180" />
            {t("admin.common.backToSite")}
          </Link>
        </footer>
      )}
    </div>
  );
}
