/**
 * `<html data-hydrated="true">`: set once the page's scripts are in place — React's
 * hydration of a hydrated page (app/root.tsx), the islands' bootstrap of a public page
 * (app/islands/site.client.ts, enhance.client.ts; decision 039). The e2e tests wait for it rather than for
 * React's internals.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "true";
}
