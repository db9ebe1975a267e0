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
 * Waits until the page's scripts are ready: React has hydrated it (its event handlers are
 * then attached), or — on the public pages, which are not hydrated (decision 014) — their
 * own script has set up its listeners (it marks <html data-page-script>).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-page-script")) return true;
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
}
