import { useSyncExternalStore } from "react";
import { THEME_SCRIPT } from "#app/lib/inline-scripts.ts";

/**
 * With the "system" preference the server cannot know the device's scheme. This runs in
 * <head> before the first paint and adds the `dark` class when <html data-theme="system">
 * and the device prefers dark, so a dark device never flashes a light page. Kept tiny and
 * dependency-free; the CSP allows it by its hash (app/lib/inline-scripts.ts, decision 037):
 * no nonce, so a cached page holds no per-request value.
 *
 * It only exists in the server's HTML: once hydrated, the useTheme hook keeps the class
 * right, and a script React created in the browser would never run (React warns about it
 * when the document re-mounts, e.g. when the root error boundary takes over).
 */

const noSubscription = () => () => {};

export function ThemeScript() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (hydrated) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string, no user input
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
