import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { languageName } from "#app/services/languages/catalogue.ts";
import { LANG_QUERY_PARAM, type Language, SWITCHER_LANGUAGES } from "../config.ts";
import { useLanguage, useTranslation } from "../i18n-provider.tsx";

/**
 * Français / English / العربية, each language in its own name (Intl.DisplayNames;
 * Arabic included, docs/product/i18n.md). Plain links to the same
 * page with `?lang=`: they work before JavaScript loads, the root loader stores the choice
 * in the `lang` cookie, and with JavaScript the page re-renders in place (loaders run again
 * because the search changed). `compact` shows "FR | EN | AR", otherwise the language names.
 */
export function LanguageSwitch({
  variant = "compact",
  className,
}: {
  variant?: "compact" | "full";
  className?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const location = useLocation();

  function hrefFor(target: Language) {
    const params = new URLSearchParams(location.search);
    params.set(LANG_QUERY_PARAM, target);
    return { pathname: location.pathname, search: `?${params}`, hash: location.hash };
  }

  return (
    <nav
      aria-label={t("language.label")}
      className={cn("inline-flex items-center rounded-md border border-input p-0.5", className)}
    >
      {SWITCHER_LANGUAGES.map((target) => {
        const current = target === lang;
        const name = languageName(target, target) ?? target;
        return (
          <Link
            key={target}
            to={hrefFor(target)}
            preventScrollReset
            hrefLang={target}
            lang={target}
            aria-current={current ? "true" : undefined}
            className={cn(
              "inline-flex h-7 min-w-8 items-center justify-center rounded-[calc(var(--radius)-4px)] px-2 font-medium text-muted-foreground text-xs transition-colors hover:bg-accent hover:text-accent-foreground",
              "aria-[current]:bg-secondary aria-[current]:text-secondary-foreground",
            )}
          >
            {variant === "compact" ? (
              <>
                <span aria-hidden>{target.toUpperCase()}</span>
                <span className="sr-only">{name}</span>
              </>
            ) : (
              name
            )}
          </Link>
        );
      })}
    </nav>
  );
}
