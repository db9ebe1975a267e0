import { expect, test } from "@playwright/test";

test.use({
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
});

for (const lang of ["fr", "en"] as const) {
  test(`the landing page fits a phone (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator("form#hero-form")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/landing-e2e-${lang}-phone.png`, fullPage: true });
  });
}
