import { expect, test } from "@playwright/test";
import { createUser } from "#db/factories/users.ts";
import { signInOverHttp } from "./profile-support.ts";
import { e2eDatabase } from "./support/admin-db.ts";
import { E2E_ADMIN_PASSWORD, freshAdminCode, withAdminLoginLock } from "./support/admin-login.ts";

/*
 * The admin console needs a second factor (decision 035). The shared admin login
 * takes the password and the code of the admin authenticator — computed here as the app on
 * a phone would (tests/setup/totp.ts); an account with the admin role that has not turned
 * two-factor sign-in on gets a page that says so and leads to its settings.
 */

test("the shared admin login: the password and the authenticator's code open the console", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('input[name="js"][value="1"]').first()).toBeAttached();
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  const code = page.getByLabel("Code de vérification", { exact: true });
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  // The code of the server's time (its clock moved on one step: no other test used this code).
  await withAdminLoginLock(async () => {
    await code.fill(await freshAdminCode(page.request));
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("✅ Connexion réussie").first()).toBeVisible();
  });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("tab", { name: "Profils" })).toBeVisible();
});

test("an account with the admin role but without two-factor is refused the console, and sent to its settings", async ({
  page,
  baseURL,
}) => {
  await e2eDatabase(baseURL);
  const password = "role-admin-password";
  const account = await createUser({
    email: `role-admin-${Math.random().toString(36).slice(2, 10)}@example.test`,
    password,
    role: "admin",
  });
  await signInOverHttp(page.request, account.email, password);

  const answer = await page.goto("/admin");
  expect(answer?.status()).toBe(403);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(
    page.getByRole("heading", { name: "Activez la double authentification pour ouvrir la console" }),
  ).toBeVisible();
  const settings = page.getByRole("link", { name: "Ouvrir les paramètres du compte" });
  await expect(settings).toHaveAttribute("href", "/dashboard/settings");

  // An action is refused on the server too, whatever the page shows.
  const action = await page.request.post("/admin", {
    form: { intent: "message-status", id: "00000000-0000-0000-0000-000000000000", status: "spam" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(action.status()).toBe(403);

  await settings.click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // In English.
  await page.goto("/admin?lang=en");
  await expect(page).toHaveURL(/\/admin\/two-factor\?lang=en$/);
  await expect(
    page.getByRole("heading", { name: "Turn on two-factor authentication to open the console" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open account settings" })).toHaveAttribute(
    "href",
    "/dashboard/settings",
  );
});
