import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUser } from "#db/factories/users.ts";
import { closeAppDatabase, hydrated, signInOverHttp, useAppDatabase } from "./profile-support.ts";

/** The editor on a phone (preview behind a toggle) and on desktop (preview beside the form). */

test.beforeAll(async () => {
  await useAppDatabase();
});
test.afterAll(async () => {
  await closeAppDatabase();
});

async function newUser(page: Page, address = "/dashboard?lang=en") {
  const email = `editor-m-${randomBytes(4).toString("hex")}@example.com`;
  await createUser({ email, password: "secret-password", name: "Léa Martin" });
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto(address);
  await hydrated(page);
}

test("the preview follows what is typed (behind a toggle on a phone)", async ({ page }) => {
  await newUser(page);
  const firstName = page.getByLabel("First name");
  await firstName.fill("Léonie");
  const toggle = page.getByRole("button", { name: "Show preview" });
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  // On a phone the floating toggle steps aside while a field has the focus (it would cover it).
  await expect(toggle).toBeHidden();
  await firstName.blur();
  await expect(toggle).toBeVisible({ visible: phone });
  if (phone) await toggle.click();
  await expect(page.getByTestId("preview-name")).toHaveText("Léonie Martin");
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await newUser(page);
  await page.getByLabel("Location").fill("Nantes");
  const dialogs: { type: string; message: string }[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    // Stay, except for the last question (signing out).
    void (dialogs.length < 3 ? dialog.dismiss() : dialog.accept());
  });

  // Closing the tab or reloading: the browser's own question (beforeunload); staying keeps the page.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.map((d) => d.type)).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(page.getByLabel("Location")).toHaveValue("Nantes");

  // Another page of the app: the editor's question.
  await page.getByRole("link", { name: "Account settings" }).first().click();
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]).toEqual({ type: "confirm", message: "You have unsaved changes. Leave anyway?" });
  await expect(page).toHaveURL(/\/dashboard\?lang=en$/);
  await expect(page.getByLabel("Location")).toHaveValue("Nantes");

  // Signing out asks the same, and goes on once accepted.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => dialogs.length).toBe(3);
  expect(dialogs[2]).toEqual({ type: "confirm", message: "You have unsaved changes. Leave anyway?" });
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test("the dashboard's sections, portfolio included, are reachable on a phone, from one menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newUser(page);
  const nav = page.getByRole("navigation", { name: "Account" });
  await expect(nav).toBeVisible();
  const menu = nav.getByTestId("dashboard-sections");
  // The trigger names the section shown.
  await expect(menu).toContainText("Profile");
  await menu.click();
  const items = page.getByRole("menuitem");
  await expect(items).toHaveText(["Profile", "Reviews", "Collect", "Embed", "Portfolio", "Analytics", "Settings"]);
  await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("aria-current", "page");

  // Portfolio opens the editor on its tab.
  await page.getByRole("menuitem", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=portfolio$/);
  await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");
  await expect(menu).toContainText("Portfolio");
  await expect(page.getByRole("button", { name: "Add a project" })).toBeVisible();

  // The last section too; its page has the same header.
  await menu.click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByTestId("dashboard-sections")).toContainText("Settings");

  // Opened from an address, the tab is selected from it.
  await page.goto("/dashboard?tab=faq");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
});

/** True when nothing sticks out sideways (the page does not scroll horizontally). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe("on a 375 × 667 phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("every tab and the preview fit the width", async ({ page }) => {
    await newUser(page);
    for (const tab of ["Basics", "Work", "Skills", "Address", "Portfolio", "FAQ", "Platforms"]) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
      expect(await fitsWidth(page), `tab ${tab}`).toBe(true);
    }
    await page.getByRole("button", { name: "Add a platform" }).click();
    expect(await fitsWidth(page), "platform picker").toBe(true);
    await page.getByRole("button", { name: "Show preview" }).click();
    await expect(page.getByTestId("phone-preview")).toBeVisible();
    expect(await fitsWidth(page), "preview").toBe(true);
  });

  test("in Arabic the editor reads right to left and fits the width", async ({ page }) => {
    await newUser(page, "/dashboard?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // Below 768 px the sections are one menu, in Arabic too.
    const menu = page.getByRole("navigation", { name: "الحساب" }).getByTestId("dashboard-sections");
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "الأعمال" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "الإعدادات" })).toHaveCount(1);
    expect(await fitsWidth(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tab", { name: "المعلومات" })).toHaveAttribute("aria-selected", "true");
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole("tab", { name: "المنصات" }).click();
    await page.getByRole("button", { name: "إضافة منصة" }).click();
    await expect(page.getByRole("heading", { name: "وسائل التواصل الاجتماعي" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^الموقع الإلكتروني/ })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
  });
});
