import { useMatches } from "react-router";
import type { ResolvedTheme } from "./theme.ts";

/**
 * The colour scheme a page forces (decision 045): a trust page whose owner chose « light » or
 * « dark » in its branding hands `branding.colorScheme` in its loader data, and the document
 * shows that scheme whatever the visitor's preference (« auto » follows it, as every page).
 */
export function useForcedColorScheme(): ResolvedTheme | null {
  const matches = useMatches();
  for (const match of matches) {
    const scheme = (match.loaderData as { branding?: { colorScheme?: unknown } } | undefined)?.branding?.colorScheme;
    if (scheme === "light" || scheme === "dark") return scheme;
  }
  return null;
}
