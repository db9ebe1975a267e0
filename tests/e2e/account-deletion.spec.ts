import { expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/**
 * « Supprimer mon compte » (decision 036) in a real Chromium: the owner deletes the account
 * from the settings with the password, the public page answers 410 at once, signing in again
 * offers « Restaurer mon compte », and the page comes back with its review. At 320 px and on a
 * desktop, nothing is wider than the window.
 */

test.describe.configure({ timeout: 120_000 });
withAppDatabase();

async function owner() {
  const slug = `adieu-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Léa Départ", emailVerified: true },
    profile: { slug, name: "Léa Départ", title: "Photographe", bio: "Portraits." },
  });
  await createReview(profile.id, {
    reviewerName: "Client Fidèle",
    content: "Des photos superbes.",
    status: "approved",
  });
  return { slug, email, password };
}

async function fits(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of [320, 1280]) {
  test(`delete from the settings, 410, sign in, « Restaurer mon compte », the page is back (${width} px)`, async ({
    browser,
  }) => {
    const who = await owner();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signInOverHttp(context.request, who.email, who.password);
    const page = await context.newPage();
    await page.goto("/dashboard/settings");
    await hydrated(page);
    const card = page.getByTestId("delete-account-card");
    await expect(card.getByRole("heading", { name: "Supprimer mon compte" })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await fits(page, width);
    await page.screenshot({ path: test.info().outputPath(`delete-card-${width}.png`), fullPage: true });

    // A wrong password: said in the card, nothing deleted.
    await card.getByLabel("Mot de passe actuel").fill("not-the-password");
    await card.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(card.getByText("Mot de passe actuel incorrect.")).toBeVisible();
    expect((await context.request.get(`/${who.slug}`)).status()).toBe(200);

    await card.getByLabel("Mot de passe actuel").fill(who.password);
    await card.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page).toHaveURL(/\/account\/restore\?deleted=1$/);
    await expect(page.getByRole("heading", { name: "Compte supprimé" })).toBeVisible();
    await fits(page, width);

    // The public page is gone at once, with a page that says so.
    const gone = await page.goto(`/${who.slug}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "Cette page a été supprimée" })).toBeVisible();
    await fits(page, width);
    const sitemap = await (await context.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/${who.slug}<`);

    // Signing in again leads to « Restaurer mon compte ».
    await page.goto("/account/restore");
    await page.getByRole("link", { name: "Me connecter" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount%2Frestore/);
    await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill(who.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/account\/restore$/);
    await expect(page.getByRole("heading", { name: "Restaurer mon compte" })).toBeVisible();
    await fits(page, width);
    await page.screenshot({ path: test.info().outputPath(`restore-${width}.png`), fullPage: true });
    // The dashboard is out of reach until then.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/account\/restore$/);
    await hydrated(page);
    await page.getByRole("button", { name: "Restaurer mon compte" }).click();
    await expect(page.getByRole("heading", { name: "Votre compte est restauré" })).toBeVisible();
    await fits(page, width);

    await page.getByRole("link", { name: "Voir ma page" }).click();
    await expect(page).toHaveURL(new RegExp(`/${who.slug}$`));
    await expect(page.getByRole("heading", { name: "Léa Départ", level: 1 })).toBeVisible();
    await expect(page.getByText("Des photos superbes.")).toBeVisible();
    await context.close();
  });
}

test("without JavaScript, a wrong password comes back to the settings with its message; nothing is deleted", async ({
  browser,
}) => {
  const who = await owner();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 900 } });
  await signInOverHttp(context.request, who.email, who.password);
  const page = await context.newPage();
  await page.goto("/dashboard/settings");
  const card = page.getByTestId("delete-account-card");
  await card.getByLabel("Mot de passe actuel").fill("not-the-password");
  await card.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?deletionError=/);
  await expect(card.getByText("Mot de passe actuel incorrect.")).toBeVisible();
  await fits(page, 320);
  const publicPage = await context.request.get(`/${who.slug}`);
  expect(publicPage.status()).toBe(200);
  await context.close();
});
