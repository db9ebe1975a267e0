import { expect, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";

// A phone-sized screen in both projects (the desktop one runs this file too).
test.use({ viewport: { width: 390, height: 844 } });

test.describe("legal and help pages on a phone", () => {
  test("the table of contents folds, opens and leads to its section", async ({ page }) => {
    await page.goto("/legal/gdpr?lang=en");
    const summary = page.locator("summary").filter({ hasText: "Contents" });
    await expect(summary).toBeVisible();
    await summary.click();
    await page
      .getByRole("link", { name: /Data breaches/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/#breaches$/);
    await expect(page.locator("h2#breaches")).toBeInViewport();
  });

  test("the footer's contact dialog fits the screen and asks for the required fields", async ({ page }) => {
    // A hydrated page of the site (the help centre, not hydrated, links to /contact: decision 039).
    await page.goto("/status");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Écrire à l'équipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Nous contacter" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog.getByText("Veuillez remplir tous les champs obligatoires")).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box!.width).toBeLessThanOrEqual(viewport!.width);
  });
});
