import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUser } from "#db/factories/users.ts";
import { closeAppDatabase, hydrated as reactHydrated, signInOverHttp, useAppDatabase } from "./profile-support.ts";
import { e2eDataDir, readOutbox, waitForMail } from "./support/outbox.ts";

/**
 * Accounts in a real Chromium, in French and in English: sign-up, the
 * confirmation mail from the outbox, sign-out, sign-in, a wrong password, a forgotten
 * password. Each test signs up its own user through the screen under test.
 */

const TEXTS = {
  fr: {
    query: "",
    signUpTitle: "Créer votre compte",
    signInTitle: "Connexion",
    name: "Nom complet",
    email: "Email",
    password: "Mot de passe",
    newPassword: "Nouveau mot de passe",
    createAccount: "Créer mon compte",
    signIn: "Se connecter",
    signOut: "Déconnexion",
    forgot: "Mot de passe oublié ?",
    saveNewPassword: "Enregistrer le mot de passe",
    checkEmail: "Vérifiez votre email",
    spamHint: "Nous vous avons envoyé un lien de confirmation. Pensez à regarder dans vos spams.",
    signedIn: "Connexion réussie",
    wrongPassword: "Email ou mot de passe incorrect",
    resetSent: "Email envoyé !",
    resetEmailFirst: "Veuillez d'abord entrer votre email",
    passwordChanged: "Mot de passe modifié",
    greeting: (name: string) => `Bonjour ${name} !`,
    dashboardNav: "Tableau de bord",
    verifySubject: /Confirmez votre adresse email/,
    resetSubject: /Réinitialisez votre mot de passe/,
  },
  en: {
    query: "?lang=en",
    signUpTitle: "Create your account",
    signInTitle: "Sign in",
    name: "Full name",
    email: "Email",
    password: "Password",
    newPassword: "New password",
    createAccount: "Create my account",
    signIn: "Sign in",
    signOut: "Sign out",
    forgot: "Forgot your password?",
    saveNewPassword: "Save the password",
    checkEmail: "Check your email",
    spamHint: "We sent you a confirmation link. Remember to look in your spam folder.",
    signedIn: "Signed in",
    wrongPassword: "Incorrect email or password",
    resetSent: "Email sent!",
    resetEmailFirst: "Please enter your email first",
    passwordChanged: "Password changed",
    greeting: (name: string) => `Hello ${name}!`,
    dashboardNav: "Dashboard",
    verifySubject: /Confirm your email address/,
    resetSubject: /Reset your password/,
  },
} as const;

type Lang = keyof typeof TEXTS;

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** Waits until React has hydrated the forms (they then post with js=1). */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"][value="1"]').first()).toBeAttached();
}

async function dataDir(baseURL: string | undefined): Promise<string> {
  return e2eDataDir(new URL(baseURL ?? "http://localhost:3210").port);
}

/** Signs up through /auth and follows the confirmation link: the user lands signed in on /dashboard. */
async function signUpAndConfirm(page: Page, lang: Lang, baseURL: string | undefined, name: string, email: string) {
  const x = TEXTS[lang];
  const outbox = await dataDir(baseURL);
  await page.goto(`/auth${x.query ? `${x.query}&` : "?"}mode=signup`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.signUpTitle);
  await hydrated(page);
  await page.getByLabel(x.name).fill(`  ${name}  `);
  await page.getByLabel(x.email).fill(` ${email.toUpperCase()} `);
  await page.getByLabel(x.password, { exact: true }).fill("secret1");
  await page.getByRole("button", { name: x.createAccount }).click();

  // 'Vérifiez votre email': the page turns to sign-in, e-mail kept, password cleared.
  // The toast's title is 'Vérifiez votre email', its text the spam hint.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: x.checkEmail });
  await expect(toast.locator("[data-title]")).toHaveText(x.checkEmail);
  await expect(toast.locator("[data-description]")).toHaveText(x.spamHint);
  await expect(page.getByRole("status").filter({ hasText: x.checkEmail })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.signInTitle);
  await expect(page.getByLabel(x.email)).toHaveValue(email);
  await expect(page.getByLabel(x.password, { exact: true })).toHaveValue("");

  const mail = await waitForMail(outbox, email, x.verifySubject);
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.greeting(name));
}

async function signIn(page: Page, lang: Lang, email: string, password: string) {
  const x = TEXTS[lang];
  await page.getByLabel(x.email).fill(email);
  await page.getByLabel(x.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: x.signIn, exact: true }).click();
}

for (const lang of ["fr", "en"] as const) {
  const x = TEXTS[lang];

  test.describe(`accounts (${lang})`, () => {
    test("sign up, confirm by mail, sign out, sign in, wrong password", async ({ page, baseURL }) => {
      const email = uniqueEmail(`signup-${lang}`);
      await signUpAndConfirm(page, lang, baseURL, "Camille Martin", email);

      // Signed in, the site header offers the dashboard instead of Login / Create.
      await page.goto(`/${x.query}`);
      await expect(page.getByRole("banner").getByRole("link", { name: x.dashboardNav })).toBeVisible();
      await page.goto("/dashboard");

      await page.getByRole("button", { name: x.signOut }).first().click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/auth$/);

      await page.goto(`/auth${x.query}`);
      await hydrated(page);
      await signIn(page, lang, email, "wrong-password");
      await expect(page.getByRole("alert").filter({ hasText: x.wrongPassword })).toBeVisible();
      // The e-mail is kept; the password is not sent back.
      await expect(page.getByLabel(x.email)).toHaveValue(email);

      await signIn(page, lang, email, "secret1");
      await expect(page.getByText(x.signedIn).first()).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.greeting("Camille Martin"));
    });

    test("forgotten password: the mail's link sets a new one, the old one stops working", async ({ page, baseURL }) => {
      const email = uniqueEmail(`reset-${lang}`);
      await signUpAndConfirm(page, lang, baseURL, "Léa Dupont", email);
      await page.getByRole("button", { name: x.signOut }).first().click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);

      await page.goto(`/auth${x.query}`);
      await hydrated(page);
      await page.getByRole("button", { name: x.forgot }).click();
      await expect(page.getByText(x.resetEmailFirst).first()).toBeVisible();

      const outbox = await dataDir(baseURL);
      const before = (await readOutbox(outbox)).length;
      await page.getByLabel(x.email).fill(email);
      await page.getByRole("button", { name: x.forgot }).click();
      await expect(page.getByRole("status").filter({ hasText: x.resetSent })).toBeVisible();

      const mail = await waitForMail(outbox, email, x.resetSubject, { after: before });
      const link = mail.links.find((l) => l.includes("/api/auth/reset-password/"));
      expect(link).toBeTruthy();
      await page.goto(link!);
      await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
      await hydrated(page);
      await page.getByLabel(x.newPassword, { exact: true }).fill("brand-new-secret");
      await page.getByRole("button", { name: x.saveNewPassword }).click();
      await expect(page.getByRole("status").filter({ hasText: x.passwordChanged })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.signInTitle);

      await signIn(page, lang, email, "secret1");
      await expect(page.getByRole("alert").filter({ hasText: x.wrongPassword })).toBeVisible();
      await signIn(page, lang, email, "brand-new-secret");
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test.describe("the auth screen", () => {
  test("/login.html and /signup.html are the same screen; ?mode=signup opens sign-up", async ({ page }) => {
    await page.goto("/login.html");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await page.goto("/signup.html");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer votre compte");
    await expect(page.getByText("Au moins 6 caractères")).toBeVisible();
    await page.getByRole("link", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer votre compte");
  });

  test("the auth redirect route goes to /auth, and a guarded page sends a visitor there", async ({ page }) => {
    await page.goto("/auth/callback");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole("status")).toHaveText("Connectez-vous pour accéder à cette page.");
  });

  test("an error in the URL hash is shown and removed from the address", async ({ page }) => {
    await page.goto("/auth#error=access_denied&error_description=denied");
    await expect(page.getByText("Accès refusé. Veuillez réessayer.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an access token in the URL hash is removed from the address, without an error", async ({ page }) => {
    await page.goto("/auth#access_token=leaked-token&token_type=bearer&expires_in=3600");
    await hydrated(page);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => window.location.hash)).toBe("");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("sign-up checks the form in the browser: 5-character password, blank name", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    await hydrated(page);
    await page.getByLabel("Nom complet").fill("   ");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Mot de passe", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Veuillez entrer votre nom complet.")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms still sign up and show the server's answers", async ({ page, baseURL }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Nom complet").fill("Sans Script");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vérifiez votre email" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    // Not confirmed yet.
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Veuillez confirmer votre email avant de vous connecter" }),
    ).toBeVisible();

    const mail = await waitForMail(await dataDir(baseURL), email, /Confirmez/);
    await page.goto(mail.links.find((l) => l.includes("/verify-email"))!);
    // A new account arrives with ?created=1 (« Compte créé ! »); without JavaScript it stays in the address.
    await expect(page).toHaveURL(/\/dashboard(\?created=1)?$/);
    await page.getByRole("button", { name: "Déconnexion" }).first().click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("account settings", () => {
  test("change the password (the current one is asked) and start a change of e-mail", async ({ page, baseURL }) => {
    const email = uniqueEmail("settings");
    await signUpAndConfirm(page, "fr", baseURL, "Noé Réglages", email);
    await page.getByRole("link", { name: "Paramètres du compte" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await hydrated(page);

    const passwordForm = page.locator("form#change-password");
    await passwordForm.getByLabel("Mot de passe actuel", { exact: true }).fill("not-my-password");
    await passwordForm.getByLabel("Nouveau mot de passe", { exact: true }).fill("another-secret");
    await passwordForm.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(passwordForm.getByText("Mot de passe actuel incorrect.")).toBeVisible();

    await passwordForm.getByLabel("Mot de passe actuel", { exact: true }).fill("secret1");
    await passwordForm.getByLabel("Nouveau mot de passe", { exact: true }).fill("another-secret");
    await passwordForm.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(passwordForm.getByRole("status")).toContainText("Mot de passe modifié.");

    const newEmail = uniqueEmail("settings-new");
    const emailForm = page.locator("form#change-email");
    await emailForm.getByLabel("Nouvelle adresse email").fill(newEmail);
    await emailForm.getByLabel("Mot de passe actuel", { exact: true }).fill("another-secret");
    await emailForm.getByRole("button", { name: "Changer d'adresse" }).click();
    await expect(emailForm.getByRole("status")).toContainText(`Lien envoyé à ${newEmail}`);

    const mail = await waitForMail(await dataDir(baseURL), newEmail, /nouvelle adresse/);
    await page.goto(mail.links.find((l) => l.includes("/verify-email"))!);
    await expect(page).toHaveURL(/\/dashboard\/settings\?emailChanged=1$/);
    await expect(page.getByRole("status").first()).toHaveText("Votre nouvelle adresse email est confirmée.");
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  });
});

test.describe("a signed-in user's browser", () => {
  test.beforeAll(async () => {
    await useAppDatabase();
  });
  test.afterAll(async () => {
    await closeAppDatabase();
  });

  async function signedInOnDashboard(page: Page) {
    const email = uniqueEmail("browser");
    await createUser({ email, password: "secret1", name: "Zoé Navigateur" });
    await signInOverHttp(page.request, email, "secret1");
    await page.goto("/dashboard");
    await reactHydrated(page);
    return email;
  }

  for (const failure of ["network error", "server error"] as const) {
    test(`sign-out still clears the browser's state and goes home after a ${failure}`, async ({ page }) => {
      await signedInOnDashboard(page);
      await page.evaluate(() => {
        window.sessionStorage.setItem("left-behind", "1");
        window.localStorage.setItem("left-behind", "1");
        window.localStorage.setItem("lang", "fr");
      });
      await page.route("**/sign-out", (route) =>
        failure === "network error" ? route.abort("internetdisconnected") : route.fulfill({ status: 500, body: "" }),
      );
      await page.getByRole("button", { name: "Déconnexion" }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem("left-behind"))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem("left-behind"))).toBeNull();
      // The language chosen on this device is a preference, not account data: it stays.
      expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe("fr");
    });
  }

  test("an image upload after the session ended lands on /auth, then back in the editor", async ({ page }) => {
    const email = await signedInOnDashboard(page);
    // The session ends elsewhere (signed out from another tab) while this page still holds its cookie.
    const cookies = await page.context().cookies();
    const signedOut = await page.request.post("/sign-out", {
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    await page.context().addCookies(cookies);

    await page
      .getByTestId("avatar-file")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("any bytes") });
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard&expired=1$/);
    await expect(page.getByRole("status")).toHaveText("Votre session a expiré. Veuillez vous reconnecter.");
    await expect(page.getByText("Impossible d'envoyer l'image")).toHaveCount(0);

    await hydrated(page);
    await signIn(page, "fr", email, "secret1");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("avatar-file")).toBeAttached();
  });
});
