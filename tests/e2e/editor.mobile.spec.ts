import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUser } from "#tests/factories/users.ts";
import { closeAppDatabase, hydrated, signInOverHttp, useAppDatabase } from "./profile-support.ts";

/** The editor on a phone (preview behind a toggle) and on desktop (preview beside the form). */

test.beforeAll(async () => {
  await useAppDatabase();
});
test.afterAll(async () => {
  await closeAppDatabase();
});

async function newUser(page: Page) {
  const email = `editor-m-${randomBytes(4).toString("hex")}@example.com`;
  await createUser({ email, password: "secret-password", name: "Léa Martin" });
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto("/dashboard?lang=en");
  await hydrated(page);
}

test("the preview follows what is typed (behind a toggle on a phone)", async ({ page }) => {
  await newUser(page);
  await page.getByLabel("First name").fill("Léonie");
  const toggle = page.getByRole("button", { name: "Show preview" });
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  await expect(toggle).toBeVisible({ visible: phone });
  if (phone) await toggle.click();
  await expect(page.getByTestId("preview-name")).toHaveText("Léonie Martin");
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await newUser(page);
  await page.getByLabel("Location").fill("Nantes");
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Account settings" }).first().click();
  await expect.poll(() => messages).toEqual(["You have unsaved changes. Leave anyway?"]);
  await expect(page).toHaveURL(/\/dashboard\?lang=en$/);
  await expect(page.getByLabel("Location")).toHaveValue("Nantes");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});
