import { expect, test } from "@playwright/test";

// The auth screen on a phone (and on the desktop project too): the password toggle, the
// mode switch and a server error, in reach without the desktop's side panel.
test("on a phone: show/hide the password, switch modes, read a sign-in error", async ({ page }) => {
  await page.goto("/auth?lang=en");
  await expect(page.locator('input[name="js"][value="1"]').first()).toBeAttached();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret1");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByLabel("Email").fill("nobody-on-a-phone@example.com");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();

  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await expect(page.getByText("At least 6 characters")).toBeVisible();
});
