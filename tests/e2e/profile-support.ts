// Helpers of the public-profile end-to-end tests.
import type { APIRequestContext, Page } from "@playwright/test";

export { closeAppDatabase, useAppDatabase } from "./support/app-database.ts";

const PORT = process.env.E2E_PORT ?? "3210";

/**
 * Signs in as a browser without JavaScript would: a form post to /auth (better-auth's own
 * HTTP sign-in endpoint is closed, the page's action applies the app's limiter). The
 * request context (and the pages of its browser context) keep the session cookie.
 */
export async function signInOverHttp(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post("/auth", {
    form: { intent: "sign-in", js: "0", email, password },
    headers: { Origin: `http://localhost:${PORT}` },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`sign-in failed: ${response.status()}`);
}

/**
 * Waits until the page's scripts are ready: the app marks <html data-hydrated="true"> once
 * React has hydrated a page, or once the islands' script of a page that is not hydrated
 * has set up its listeners (app/lib/hydration-marker.ts, decision 039).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}
