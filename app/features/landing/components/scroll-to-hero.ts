/** Id of the hero's sign-up form (docs/product/landing-and-demo.md), the target of every call to action. */
export const HERO_FORM_ID = "hero-form";

/**
 * Scrolls to the hero form and, after a 100 ms scroll-into-view delay, focuses its
 * first field. The calls to action are plain links to #hero-form, so this only improves
 * what the browser already does without JavaScript.
 */
export function scrollToHeroForm(event: { preventDefault(): void }): void {
  const form = document.getElementById(HERO_FORM_ID);
  if (!form) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  form.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  window.setTimeout(
    () => form.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus({ preventScroll: true }),
    100,
  );
}
