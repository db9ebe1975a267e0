import type { Page, Route } from "@playwright/test";

/** The two ways a form's request fails on its way: the network, a proxy's own error page. */
export const REQUEST_FAILURES: [string, (route: Route) => Promise<void>][] = [
  ["the network drops the request", (route) => route.abort("internetdisconnected")],
  [
    "a proxy answers 502 with its own page",
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
  ],
];

/** Makes every POST to `path` (and its .data) fail with `fail`. */
export async function failPosts(page: Page, path: RegExp, fail: (route: Route) => Promise<void>) {
  await page.route(path, (route) => (route.request().method() === "POST" ? fail(route) : route.fallback()));
}
