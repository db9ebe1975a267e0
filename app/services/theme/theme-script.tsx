import { useSyncExternalStore } from "react";

/**
 * With the "system" preference the server cannot know the device's scheme. This runs in
 * <head> before the first paint and adds the `dark` class when <html data-theme="system">
 * and the device prefers dark, so a dark device never flashes a light page. Kept tiny and
 * dependency-free; the nonce lets it through the CSP.
 *
 * It only exists in the server's HTML: once hydrated, the useTheme hook keeps the class
 * right, and a script React created in the browser would never run (React warns about it
 * when the document re-mounts, e.g. when the root error boundary takes over).
 */
const SCRIPT = `try{var d=document.documentElement;if(d.dataset.theme==="system"&&matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark")}catch(e){}`;

const noSubscription = () => () => {};

export function ThemeScript({ nonce }: { nonce: string | undefined }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (hydrated) return null;
  // Browsers hide the nonce attribute from the DOM: React would report a mismatch.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string, no user input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
