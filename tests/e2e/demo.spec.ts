import { expect, type Page, test } from "@playwright/test";

// The thirteen demo profiles, in the switcher's order (written out rather than imported:
// a profile that disappears or changes address should fail here).
const PROFILES = [
  { firstName: "Léa", name: "Léa Moreau", slug: "lea-moreau" },
  { firstName: "Hugo", name: "Hugo Lambert", slug: "hugo-lambert" },
  { firstName: "Karim", name: "Karim Haddad", slug: "karim-haddad" },
  { firstName: "Inès", name: "Inès Carvalho", slug: "ines-carvalho" },
  { firstName: "Margaux", name: "Margaux Petit", slug: "margaux-petit" },
  { firstName: "Thomas", name: "Thomas Girard", slug: "thomas-girard" },
  { firstName: "Amina", name: "Amina Diallo", slug: "amina-diallo" },
  { firstName: "Jules", name: "Jules Fontaine", slug: "jules-fontaine" },
  { firstName: "Claire", name: "Claire Dubois", slug: "claire-dubois" },
  { firstName: "Antoine", name: "Antoine Mercier", slug: "antoine-mercier" },
  { firstName: "Sofia", name: "Sofia Rossi", slug: "sofia-rossi" },
  { firstName: "Nina", name: "Nina Laurent", slug: "nina-laurent" },
  { firstName: "Mathieu", name: "Mathieu Roux", slug: "mathieu-roux" },
];

const mockup = (page: Page) => page.getByTestId("phone-mockup");
const tabs = (page: Page) => page.getByTestId("demo-tabs");

test.describe("demo profiles", () => {
  test("/demo opens the first profile", async ({ page }) => {
    const response = await page.goto("/demo");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
    await expect(mockup(page).getByRole("heading", { name: "Léa Moreau" })).toBeVisible();
  });

  test("an unknown slug lands on the first profile, in place of the unknown address", async ({ page }) => {
    await page.goto("/");
    const response = await page.goto("/demo/unknown");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/demo\/unknown$/);
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
    await expect(mockup(page).getByRole("heading", { name: "Léa Moreau" })).toBeVisible();
    // The unknown address left no entry in the history: back returns to the home page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("each of the 13 profiles is reachable by its first-name tab", async ({ page }) => {
    // Thirteen navigations in one test.
    test.slow();
    await page.goto("/demo/lea-moreau");
    await expect(tabs(page).getByRole("link")).toHaveCount(13);
    // From the last to the first, so that every tab is a change of profile.
    for (const profile of [...PROFILES].reverse()) {
      const tab = tabs(page).getByRole("link", { name: profile.firstName, exact: true });
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`/demo/${profile.slug}$`));
      await expect(tab).toHaveAttribute("aria-current", "page");
      await expect(mockup(page).getByRole("heading", { name: profile.name })).toBeVisible();
      await expect(page.getByRole("link", { name: `Créer mon profil comme ${profile.firstName}` })).toBeVisible();
    }
  });

  for (const profile of PROFILES) {
    test(`${profile.name} is reachable by the address /demo/${profile.slug}`, async ({ page }) => {
      const response = await page.goto(`/demo/${profile.slug}`);
      expect(response?.status()).toBe(200);
      await expect(mockup(page).getByRole("heading", { name: profile.name })).toBeVisible();
      await expect(tabs(page).getByRole("link", { name: profile.firstName, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page).toHaveTitle(new RegExp(`^${profile.name}, .+ · Démo \\| Fiable$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(profile.name));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/demo/${profile.slug}$`));
    });
  }

  test("the phone shows at most 3 links, 4 projects, 3 reviews with their type, 6 skills and +N", async ({ page }) => {
    await page.goto("/demo/karim-haddad");
    const phone = mockup(page);
    await expect(phone).toBeVisible();
    const box = await phone.boundingBox();
    expect(box).toMatchObject({ width: 280, height: 580 });

    await expect(phone.getByText("Mixes et sets live")).toBeVisible();
    await expect(phone.getByText("Mes productions")).toBeAttached();
    await expect(phone.getByText("Formules mariage et soirée")).toBeAttached();
    await expect(phone.getByText("Vérifier une date")).toHaveCount(0);

    await expect(phone.getByRole("img", { name: /^Instagram\s:\s@karimhaddad\.dj$/ })).toBeAttached();
    await expect(phone.locator("article")).toHaveCount(3);
    for (const badge of ["Vidéo", "Audio", "Photo"]) {
      await expect(phone.locator("article").getByText(badge, { exact: true }).first()).toBeAttached();
    }
    await expect(phone.getByText("Ateliers de mix pour ados")).toHaveCount(0);
    await expect(phone.getByText(/^EP «\sMistral\s»$/)).toBeAttached();
    await expect(phone.getByText("+4", { exact: true })).toBeAttached();
    await expect(phone.getByText("Rekordbox")).toHaveCount(0);
  });

  test("several FAQ answers can be open at once", async ({ page }) => {
    await page.goto("/demo/karim-haddad");
    const phone = mockup(page);
    const first = phone.getByRole("button", { name: /^Fournissez-vous le matériel son et lumière\s\?$/ });
    const second = phone.getByRole("button", { name: /^Jusqu'à quelle heure jouez-vous\s\?$/ });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(phone.getByText("Oui, jusqu'à 300 personnes.", { exact: false })).toBeVisible();
    await expect(phone.getByText("Aussi tard que le lieu le permet.", { exact: false })).toBeVisible();
  });

  test("'add a review' is inert and says it is a demo", async ({ page }) => {
    await page.goto("/demo/lea-moreau");
    const button = mockup(page).getByRole("button", { name: /Laisser un avis/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // Playwright will not press an aria-disabled button by itself; a visitor can.
    await button.click({ force: true });
    await expect(page.getByRole("tooltip")).toHaveText(/^Démo\s: ce bouton est désactivé\.$/);
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
    await expect(mockup(page).locator("article")).toHaveCount(3);
  });

  test("the header leads home and the call to action to sign-up", async ({ page }) => {
    await page.goto("/demo/sofia-rossi");
    await expect(page.getByRole("link", { name: "Fiable, accueil" }).first()).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Créer mon profil comme Sofia" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });

  test("speaks English with ?lang=en", async ({ page }) => {
    await page.goto("/demo/amina-diallo?lang=en");
    await expect(page).toHaveTitle("Amina Diallo, Dietitian & nutritionist · Demo | Fiable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fiable pages, trade by trade");
    await expect(page.getByRole("link", { name: "Create my profile like Amina" })).toBeVisible();
    await expect(mockup(page).getByText("(80 reviews)")).toBeVisible();
  });
});

test.describe("demo detail page", () => {
  test("shows the full profile, with inert Contact, Call and Share", async ({ page }) => {
    const response = await page.goto("/demo/profile/lea");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Léa Moreau, .+ · Profil de démonstration \| Fiable$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Léa Moreau");
    await expect(page.getByText("Vérifié", { exact: true })).toBeVisible();
    for (const text of [
      "Temps de réponse",
      "Disponibilités",
      "Tarifs",
      "Faits marquants",
      "Portfolio",
      "Avis clients",
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Répond en moins de 2 heures")).toBeVisible();
    await expect(page.getByText("Renouvellement de vœux, 25 ans après")).toBeVisible();
    await expect(page.getByText("Sauveteur secouriste du travail (SST)")).toBeVisible();
    await expect(page.getByText("Italien", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Avis clients" }).locator("article")).toHaveCount(5);

    for (const name of ["Contacter", "Appeler", "Partager"]) {
      await expect(page.getByRole("button", { name })).toHaveAttribute("aria-disabled", "true");
    }
    await page.getByRole("button", { name: "Appeler" }).click({ force: true });
    await expect(page.getByRole("tooltip")).toHaveText(/^Démo\s: ce bouton est désactivé\.$/);
    await expect(page).toHaveURL(/\/demo\/profile\/lea$/);

    await expect(page.getByRole("link", { name: "Créer mon profil" }).first()).toHaveAttribute(
      "href",
      "/auth?mode=signup",
    );
    await page.getByRole("link", { name: "Retour à la démo" }).click();
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
  });

  test("is linked from the demo for the profiles that have one", async ({ page }) => {
    await page.goto("/demo/antoine-mercier");
    await page.getByRole("link", { name: "Voir la fiche complète" }).click();
    await expect(page).toHaveURL(/\/demo\/profile\/antoine$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Antoine Mercier");
  });

  test("an unknown id shows 'Profil non trouvé' with status 404 and a way back", async ({ page }) => {
    const response = await page.goto("/demo/profile/nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Profil non trouvé" })).toBeVisible();
    await expect(page.getByText("Ce profil de démonstration n'existe pas.")).toBeVisible();
    await expect(page).toHaveTitle("Profil non trouvé | Fiable");
    await page.getByRole("link", { name: "Retour à la démo" }).click();
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
  });

  test("an unknown id says so in English too", async ({ page }) => {
    const response = await page.goto("/demo/profile/hugo?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
    await expect(page.getByText("This demo profile does not exist.")).toBeVisible();
  });
});

test.describe("mockup page", () => {
  test("shows one profile's phone on its own", async ({ page }) => {
    const response = await page.goto("/mockup/nina");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Nina Laurent\s: maquette sur téléphone \| Fiable$/);
    await expect(mockup(page).getByRole("heading", { name: "Nina Laurent" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Créer mon profil comme Nina" })).toHaveAttribute(
      "href",
      "/auth?mode=signup",
    );
  });

  test("answers 404 for an unknown id", async ({ page }) => {
    const response = await page.goto("/mockup/nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Profil non trouvé" })).toBeVisible();
  });
});
