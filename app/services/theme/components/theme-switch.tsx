import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { isTheme, PREFERENCES_PATH, THEMES, type Theme } from "../theme.ts";
import { useTheme } from "../use-theme.ts";

const ICONS: Record<Theme, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/**
 * Three buttons (light, dark, system). Before JavaScript loads they post a plain form to
 * /preferences, which sets the cookie and redirects back here; afterwards the choice is
 * applied at once and saved in the background by a fetcher.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { theme, setTheme } = useTheme();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : undefined;
    if (!isTheme(value)) return;
    event.preventDefault();
    setTheme(value);
  }

  return (
    <form method="post" action={PREFERENCES_PATH} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset className="inline-flex items-center rounded-md border border-input p-0.5">
        <legend className="sr-only">{t("theme.label")}</legend>
        {THEMES.map((option) => {
          const Icon = ICONS[option];
          const label = t(`theme.${option}`);
          return (
            <button
              key={option}
              type="submit"
              name="theme"
              value={option}
              aria-pressed={theme === option}
              aria-label={label}
              title={label}
              className={cn(
                "inline-flex size-7 items-center justify-center rounded-[calc(var(--radius)-4px)] text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                "aria-pressed:bg-secondary aria-pressed:text-secondary-foreground",
              )}
            >
              <Icon aria-hidden className="size-4" />
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
