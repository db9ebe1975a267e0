import { expect, test } from "@playwright/test";

/**
 * The public blog on a phone: the list, one article (from the demo seed, so
 * the CMS tests running alongside cannot take it away), back to the list.
 */
test("a reader opens an article from /blog on a phone and comes back", async ({ page }) => {
  const title = "Répondre à un avis négatif sans perdre la face (ni un client)";
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("featured-article")).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveTitle(`${title} | blog`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("article-content").getByRole("heading", { level: 2 }).first()).toBeVisible();
  // No horizontal scroll on a narrow screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Tous les articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
