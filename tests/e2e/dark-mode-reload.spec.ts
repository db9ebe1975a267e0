import { expect, type Page, test } from "@playwright/test";

/*
 * A cached public page answers a reload with a 304 whose CSP is the kept page's (decision
 * 037): the theme script still runs, so a dark-mode visitor gets a dark page on every
 * reload, with no CSP error in the console.
 */

const PAGES = ["/camille-martin", "/", "/blog"];

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content[- ]Security[- ]Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

async function expectDark(page: Page, path: string, round: number) {
  await expect(page.locator("html"), `${path}, load ${round}`).toHaveClass(/\bdark\b/);
  // The page is painted dark, not only marked: the body's background is a dark colour.
  const lightness = await page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
  expect(lightness, `${path}, load ${round}: background lightness`).toBeLessThan(0.3);
}

for (const path of PAGES) {
  test(`a dark-mode device stays dark over three reloads of ${path}, without a CSP error`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    const errors = cspErrors(page);
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.request().isNavigationRequest()) statuses.push(response.status());
    });
    await page.goto(path);
    await expectDark(page, path, 0);
    for (let round = 1; round <= 3; round++) {
      await page.reload();
      await expectDark(page, path, round);
    }
    expect(errors).toEqual([]);
    // The navigations' statuses (a revalidated reload shows 304): kept in the report.
    test.info().annotations.push({ type: "statuses", description: statuses.join(" ") });
    await context.close();
  });
}

test("the theme cookie's dark choice survives reloads of a cached page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
  const page = await context.newPage();
  const errors = cspErrors(page);
  await page.goto("/camille-martin");
  for (let round = 0; round <= 3; round++) {
    if (round > 0) await page.reload();
    await expectDark(page, "/camille-martin", round);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  }
  expect(errors).toEqual([]);
  await context.close();
});
