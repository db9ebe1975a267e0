/*
 * Every constant inline script of our pages, in one place (decision 037). The CSP allows
 * each by its sha256 hash (server/content-security-policy.ts computes them once, at boot),
 * so a page carrying only these carries no per-request value and can be stored as is by
 * the page cache. Changing a text here changes its hash: nothing else to update.
 */

/**
 * With the "system" theme the server cannot know the device's scheme: in <head>, before the
 * first paint, this adds the `dark` class when <html data-theme="system"> and the device
 * prefers dark (app/services/theme/theme-script.tsx).
 */
export const THEME_SCRIPT = `try{var d=document.documentElement;if(d.dataset.theme==="system"&&matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark")}catch(e){}`;

/** All of them: the CSP's hash list. */
export const INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT];
