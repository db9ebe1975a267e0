import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createUser } from "#db/factories/users.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { E2E_ADMIN_PASSWORD, submitAdminCode } from "./support/admin-login.ts";
import { withAppDatabase } from "./support/app-database.ts";
import { failPosts, REQUEST_FAILURES } from "./support/failing-requests.ts";

/*
 * Forms keep what was typed, for the account screens: sign-up, the account settings and the admin
 * sign-in keep what was typed when their request fails on its way (the network, a proxy's
 * HTML 502), say so once, inline, and succeed when tried again.
 */

withAppDatabase();

const UNREACHABLE = "Le serveur n'a pas pu être joint : rien n'a été envoyé. Vérifiez votre connexion, puis réessayez.";

for (const [name, fail] of REQUEST_FAILURES) {
  test(`sign-up keeps what was typed when ${name}`, async ({ page }) => {
    const email = `keep-${randomBytes(4).toString("hex")}@example.test`;
    await page.goto("/auth?mode=signup");
    await hydrated(page);
    await page.getByLabel("Nom complet").fill("Nadia Ferhat");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret-password");
    await failPosts(page, /\/auth(\.data)?(\?|$)/, fail);
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page.getByText(UNREACHABLE)).toHaveCount(1);
    await expect(page.getByLabel("Nom complet")).toHaveValue("Nadia Ferhat");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("secret-password");
    await expect(page.getByRole("heading", { name: /Erreur 500/ })).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Vérifiez votre email").first()).toBeVisible();
  });

  test(`the account settings keep what was typed when ${name}`, async ({ page }) => {
    const email = `keep-${randomBytes(4).toString("hex")}@example.test`;
    await createUser({ email, password: "secret-password", name: "Nadia Ferhat" });
    await signInOverHttp(page.request, email, "secret-password");
    await page.goto("/dashboard/settings");
    await hydrated(page);
    const emailForm = page.locator("form#change-email");
    const newEmail = `new-${email}`;
    await emailForm.getByLabel("Nouvelle adresse email").fill(newEmail);
    await emailForm.getByLabel("Mot de passe actuel", { exact: true }).fill("secret-password");
    await failPosts(page, /\/dashboard\/settings(\.data)?(\?|$)/, fail);
    await emailForm.getByRole("button", { name: "Changer d'adresse" }).click();

    await expect(page.getByText(UNREACHABLE)).toHaveCount(1);
    await expect(emailForm.getByLabel("Nouvelle adresse email")).toHaveValue(newEmail);
    await expect(page.getByRole("heading", { name: /Erreur 500/ })).toHaveCount(0);

    await page.unrouteAll();
    await emailForm.getByLabel("Mot de passe actuel", { exact: true }).fill("secret-password");
    await emailForm.getByRole("button", { name: "Changer d'adresse" }).click();
    await expect(emailForm.getByRole("status")).toContainText(`Lien envoyé à ${newEmail}`);
  });

  test(`the admin sign-in keeps the password typed when ${name}`, async ({ page }) => {
    await page.goto("/admin/login");
    await hydrated(page);
    await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel("Code de vérification", { exact: true }).fill("123456");
    await failPosts(page, /\/admin\/login(\.data)?(\?|$)/, fail);
    await page.getByRole("button", { name: "Se connecter" }).click();

    await expect(page.getByText(UNREACHABLE)).toHaveCount(1);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue(E2E_ADMIN_PASSWORD);
    await expect(page.getByLabel("Code de vérification", { exact: true })).toHaveValue("123456");

    await page.unrouteAll();
    // The code typed first may have expired meanwhile: the authenticator's current one.
    await submitAdminCode(page, () => expect(page).toHaveURL(/\/admin$/));
  });
}
