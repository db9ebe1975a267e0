import { expect, test } from "@playwright/test";
import { createContactMessage } from "#tests/factories/contact-messages.ts";
import { e2eDatabase } from "./support/admin-db.ts";

/** The admin console on a phone (Pixel 7): sign in, read the counters, handle a message. */
test("the console works on a phone", async ({ page, baseURL }) => {
  await e2eDatabase(baseURL);
  const subject = `Depuis mon téléphone ${Math.random().toString(36).slice(2, 8)}`;
  await createContactMessage({ subject });

  await page.goto("/admin/login");
  await expect(page.locator('input[name="js"][value="1"]')).toBeAttached();
  await page.getByLabel("Mot de passe", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-count-profiles")).toBeVisible();

  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("tab", { name: "Messages" }).click();
  const item = page.getByTestId("admin-message").filter({ hasText: subject });
  await item.getByRole("button", { name: "Fermer" }).click();
  await expect(item.getByText("Fermé")).toBeVisible();
  await item.getByRole("button", { name: "Rouvrir" }).click();
  await expect(item.getByText("Ouvert")).toBeVisible();
});
