import { useCallback, useSyncExternalStore } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { DEFAULT_THEME, isTheme, PREFERENCES_PATH, type ResolvedTheme, type Theme } from "./theme.ts";

const DARK_QUERY = "(prefers-color-scheme: dark)";
/** Shared by every theme control, so that all of them show a pending choice at once. */
export const THEME_FETCHER_KEY = "theme";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The device's colour scheme; null while unknown (on the server and during hydration,
 * where the inline ThemeScript has already applied it to <html>).
 */
function useSystemTheme(): ResolvedTheme | null {
  return useSyncExternalStore<ResolvedTheme | null>(
    subscribe,
    () => (window.matchMedia(DARK_QUERY).matches ? "dark" : "light"),
    () => null,
  );
}

/**
 * The theme preference (optimistic while a change is being saved), the theme actually shown
 * (`resolvedTheme`, null when it follows the device and the device is not known yet), and
 * `setTheme`, which stores the choice in the `theme` cookie through /preferences.
 */
export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme | null; setTheme: (theme: Theme) => void } {
  const root = useRouteLoaderData("root") as { theme?: unknown } | undefined;
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const pending = fetcher.formData?.get("theme");
  const theme: Theme = isTheme(pending) ? pending : isTheme(root?.theme) ? root.theme : DEFAULT_THEME;
  const system = useSystemTheme();
  const resolvedTheme = theme === "system" ? system : theme;

  const submit = fetcher.submit;
  const setTheme = useCallback(
    (next: Theme) => {
      // Only the root loader reads the theme (its shouldRevalidate asks for it after a
      // /preferences submission): the page's own loaders need not run again.
      void submit({ theme: next }, { method: "post", action: PREFERENCES_PATH, defaultShouldRevalidate: false });
    },
    [submit],
  );

  return { theme, resolvedTheme, setTheme };
}
