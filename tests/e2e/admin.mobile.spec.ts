import { expect, test } from "@playwright/test";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { e2eDatabase } from "./support/admin-db.ts";
import { signInAsAdmin } from "./support/admin-login.ts";

/** The admin console on a phone (Pixel 7): sign in, read the counters, handle a message. */
test("the console works on a phone", async ({ page, baseURL }) => {
  await e2eDatabase(baseURL);
  const subject = `Depuis mon téléphone ${Math.random().toString(36).slice(2, 8)}`;
  await createContactMessage({ subject });

  await signInAsAdmin(page);
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
