import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { user as userTable } from "#db/schema.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

/**
 * Passkeys in a real Chromium with its virtual authenticator (CDP WebAuthn):
 * add one in the settings, rename it, sign out, sign in with it from /auth (no code asked,
 * decision 035), remove it; the authenticator still holds it, and signing in with it then says
 * it was removed. On a 320 px screen, card and dialogs fit.
 */

test.describe.configure({ timeout: 120_000 });
withAppDatabase();

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
}

/** The box lies within the 320 px screen and nothing inside it overflows sideways. */
async function fits(box: Locator) {
  const bounds = await box.boundingBox();
  expect(bounds).not.toBeNull();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(320);
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test("a passkey is added, renamed, used to sign in, removed — and then refused with a clear message", async ({
  browser,
}) => {
  const slug = `passkey-${randomBytes(4).toString("hex")}`;
  const email = `${slug}@example.com`;
  const { user } = await createUserWithProfile({
    user: { email, password: "secret-password", name: "Paul Clé", emailVerified: true },
    profile: { slug, name: "Paul Clé" },
  });

  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // ── Add, in the settings.
  await signInOverHttp(context.request, email, "secret-password");
  await page.goto("/dashboard/settings");
  await hydrated(page);
  const card = page.getByTestId("passkeys-card");
  await expect(card.getByRole("heading", { name: "Clés d'accès" })).toBeVisible();
  await expect(card.getByText("Aucune clé d'accès pour l'instant.")).toBeVisible();
  await card.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Clé d'accès ajoutée" })).toBeVisible();
  const list = card.getByRole("list", { name: "Vos clés d'accès" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // Chromium's virtual authenticator has no known AAGUID: the numbered default name.
  await expect(list.getByText("Clé d'accès 1", { exact: true })).toBeVisible();
  await expect(list.getByText(/^Ajoutée le /)).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await noHorizontalScroll(page);
  await fits(card);

  // The same device again: it already holds a passkey of this account.
  await card.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expect(card.getByRole("alert")).toHaveText("Cet appareil a déjà une clé d'accès pour votre compte.");
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // ── Rename.
  await list.getByRole("button", { name: "Renommer « Clé d'accès 1 »" }).click();
  const renameDialog = page.getByRole("dialog", { name: "Renommer la clé d'accès" });
  const nameField = renameDialog.getByLabel("Nom");
  await nameField.fill("   ");
  await renameDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(renameDialog.getByText("Veuillez entrer un nom.")).toBeVisible();
  await noHorizontalScroll(page);
  await fits(renameDialog);
  await page.screenshot({ path: test.info().outputPath("rename-dialog-320.png") });
  await nameField.fill("Ordinateur du bureau, navigateur Chromium de test");
  await renameDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(renameDialog).toBeHidden();
  await expect(card.getByRole("status").filter({ hasText: "Clé d'accès renommée" })).toBeVisible();
  await expect(list.getByText("Ordinateur du bureau, navigateur Chromium de test", { exact: true })).toBeVisible();
  await fits(card);
  await card.screenshot({ path: test.info().outputPath("passkeys-card-320.png") });

  // ── Sign out, then sign in with the passkey. Two-factor on changes nothing: a passkey counts
  //    as both factors (decision 035).
  await getDb().update(userTable).set({ twoFactorEnabled: true }).where(eq(userTable.id, user.id));
  await page.getByRole("main").getByRole("button", { name: "Déconnexion" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await hydrated(page);

  // ── Remove, confirmed in a dialog.
  await list.getByRole("button", { name: "Supprimer « Ordinateur du bureau, navigateur Chromium de test »" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Supprimer « Ordinateur du bureau, navigateur Chromium de test » ?");
  await noHorizontalScroll(page);
  await fits(confirm);
  await page.screenshot({ path: test.info().outputPath("remove-dialog-320.png") });
  await confirm.getByRole("button", { name: "Supprimer la clé d'accès" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole("status").filter({ hasText: "Clé d'accès supprimée" })).toBeVisible();
  await expect(card.getByText("Aucune clé d'accès pour l'instant.")).toBeVisible();

  // ── The device still offers it: signing in with it says it was removed, and signs nobody in.
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await page.getByRole("main").getByRole("button", { name: "Déconnexion" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/auth?redirectTo=%2Fdashboard%2Fsettings");
  await hydrated(page);
  await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
  await expect(page.getByTestId("passkey-sign-in").getByRole("alert")).toHaveText(
    /^Cette clé d'accès a été supprimée de son compte/,
  );
  await noHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("auth-removed-320.png"), fullPage: true });
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);

  await context.close();
});
