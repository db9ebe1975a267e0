import { preferenceCookie, readCookie } from "#app/lib/cookies.ts";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, "system">;

/** With no choice made, follow the device. */
export const DEFAULT_THEME: Theme = "system";
export const THEME_COOKIE = "theme";

/** Resource route that stores the theme (and language) preference: app/routes/preferences.tsx. */
export const PREFERENCES_PATH = "/preferences";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme chosen in a `Cookie` request header; unknown values count as no choice. */
export function parseThemeCookie(cookieHeader: string | null | undefined): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function themeCookie(theme: Theme, { secure }: { secure: boolean }): string {
  return preferenceCookie(THEME_COOKIE, theme, { secure });
}
