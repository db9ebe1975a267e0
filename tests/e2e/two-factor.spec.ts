import { randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

/**
 * Two-factor sign-in (decision 035) in a real Chromium: the owner turns it on from the
 * settings with a code computed here from the QR code's secret, keeps the backup codes, signs
 * in again with password + code, then with a backup code — which works once.
 */

test.describe.configure({ timeout: 120_000 });
withAppDatabase();

async function owner() {
  const slug = `totp-${randomBytes(4).toString("hex")}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  await createUserWithProfile({
    user: { email, password, name: "Léa Double", emailVerified: true },
    profile: { slug, name: "Léa Double", title: "Photographe" },
  });
  return { email, password };
}

/** The code the authenticator app would show now, from the `otpauth://` address. */
async function codeFrom(uri: string): Promise<string> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return createOTP(base32.decode(secret)).totp();
}

async function signInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto("/auth");
  await hydrated(page);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
}

async function signOut(context: BrowserContext) {
  // The session ends; the device's other cookies (a trusted device) stay, as after « Déconnexion ».
  await context.clearCookies({ name: /session_token/ });
}

test("turn on two-factor, sign in with password + code, then with a backup code that works once", async ({
  browser,
}) => {
  const who = await owner();
  const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
  await signInOverHttp(context.request, who.email, who.password);
  const page = await context.newPage();
  await page.goto("/dashboard/settings");
  await hydrated(page);

  const card = page.getByTestId("two-factor-card");
  await expect(card.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  await card.getByLabel("Mot de passe actuel").fill(who.password);
  await card.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  const uri = (await card.getByTestId("totp-secret").getAttribute("data-uri")) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\/Fiable:/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A wrong code first: refused under the field, the QR code stays.
  await card.getByLabel("Code à 6 chiffres").fill("000000");
  await card.getByRole("button", { name: "Confirmer" }).click();
  await expect(card.getByText(/Code incorrect/)).toBeVisible();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();

  await card.getByLabel("Code à 6 chiffres").fill(await codeFrom(uri));
  await card.getByRole("button", { name: "Confirmer" }).click();
  await expect(card.getByText("Double authentification activée.")).toBeVisible();
  const codes = await card.getByTestId("backup-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Télécharger les codes" }).click();
  expect((await download).suggestedFilename()).toBe("fiable-backup-codes.txt");
  await page.reload();
  await expect(card.getByText(/Activée : un code vous est demandé/)).toBeVisible();
  // Shown once: not after a reload.
  await expect(card.getByTestId("backup-codes")).toHaveCount(0);

  // Password, then the code step.
  await signOut(context);
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/auth\?mode=two-factor/);
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  await expect(page).not.toHaveURL(/dashboard/);
  await page.getByLabel("Code de vérification").fill(await codeFrom(uri));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // A backup code instead of the app.
  await signOut(context);
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/mode=two-factor/);
  await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await page.getByLabel("Code de secours").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The same backup code again: refused.
  await signOut(context);
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/mode=two-factor/);
  await page.getByLabel("Code de vérification").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText(/Code incorrect/)).toBeVisible();
  await expect(page).toHaveURL(/mode=two-factor/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The next backup code works, and « trust this device » skips the step next time.
  await page.getByLabel("Code de vérification").fill(codes[1] ?? "");
  await page.getByLabel("Faire confiance à cet appareil pendant 30 jours").check();
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await signOut(context);
  await signInWithPassword(page, who);
  await expect(page).toHaveURL(/\/dashboard/);
  await context.close();
});

test("the code step in Arabic reads right to left", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 }, locale: "ar" });
  const page = await context.newPage();
  await page.goto("/auth?mode=two-factor&lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "التحقق بخطوتين" })).toBeVisible();
  // No sign-in step under way: a code is refused with a way back, never a 500.
  await hydrated(page);
  await page.getByLabel("رمز التحقق").fill("123456");
  await page.getByRole("button", { name: "تحقّق" }).click();
  await expect(page.getByText("انتهت صلاحية هذا التحقق. يرجى تسجيل الدخول من جديد.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});
