import { MenuIcon, XIcon } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { LanguageSwitch } from "#app/services/i18n/components/language-switch.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ThemeSwitch } from "#app/services/theme/components/theme-switch.tsx";

const NAV_LINKS = [
  { to: "/demo", key: "nav.demo" },
  { to: "/blog", key: "nav.blog" },
  { to: "/help", key: "nav.help" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive ? "text-foreground" : "text-muted-foreground",
  );

/**
 * Header of the marketing and static pages (the `_site` layout). On small screens the
 * navigation, language and theme controls fold into a <details> menu, which opens without
 * JavaScript.
 */
/** `signedIn`: a Dashboard button replaces Login and Create (docs/product/landing-and-demo.md). */
export function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <SiteLogo className="me-2 lg:me-6" />

        <nav aria-label={t("nav.label")} className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
          {signedIn ? (
            <Button asChild>
              <Link to="/dashboard">{t("nav.dashboard")}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to="/auth">{t("nav.login")}</Link>
              </Button>
              <Button asChild>
                <Link to="/auth?mode=signup">{t("nav.signup")}</Link>
              </Button>
            </>
          )}

          {/* Keyed by location: a navigation closes the menu. */}
          <details key={location.key} className="group lg:hidden">
            <summary
              className="inline-flex size-9 cursor-pointer list-none items-center justify-center rounded-md border border-input hover:bg-accent hover:text-accent-foreground [&::-webkit-details-marker]:hidden"
              aria-label={t("common.menu")}
            >
              <MenuIcon aria-hidden className="size-5 group-open:hidden" />
              <XIcon aria-hidden className="hidden size-5 group-open:block" />
            </summary>
            <div className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-md sm:px-6">
              <nav aria-label={t("nav.label")} className="flex flex-col">
                {NAV_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} className={navLinkClass}>
                    {t(link.key)}
                  </NavLink>
                ))}
                {!signedIn && (
                  <NavLink to="/auth" className={cn(navLinkClass({ isActive: false }), "sm:hidden")}>
                    {t("nav.login")}
                  </NavLink>
                )}
              </nav>
              <div className="mt-3 flex flex-wrap items-center gap-3 border-t px-3 pt-3">
                <LanguageSwitch variant="full" />
                <ThemeSwitch />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
