import { expect, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";

/** The public page on a phone (and on the desktop project too): one column, nothing wider than the screen. */

for (const [path, lang] of [
  ["/camille-martin", "fr"],
  ["/james-carter?lang=en", "en"],
  ["/salma-benali?lang=ar", "ar"],
] as const) {
  test(`${path} fits the screen's width (${lang})`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Identity first: the name is above the links, the links above the reviews.
    const nameBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    const reviewsBox = await page.locator("#reviews").boundingBox();
    expect(nameBox!.y).toBeLessThan(reviewsBox!.y);
  });
}

test("the share menu opens as a sheet on a phone, as a dialog on a desktop, and closes", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto("/camille-martin");
  await hydrated(page);
  await page.getByRole("button", { name: "Partager" }).click();
  const menu = page.getByRole("dialog", { name: "Partager ce profil" });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (viewport.width < 640) {
    // A bottom sheet: full width, resting on the bottom edge.
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
  } else {
    // Centred.
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  }
  await menu.getByRole("button", { name: "Fermer" }).click();
  await expect(menu).toBeHidden();
});
