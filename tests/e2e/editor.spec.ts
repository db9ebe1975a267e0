import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createUser } from "#tests/factories/users.ts";
import { closeAppDatabase, hydrated, signInOverHttp, useAppDatabase } from "./profile-support.ts";

/**
 * The owner's profile editor (issue 4): a new user fills every tab, saves, reloads and
 * finds everything back, then opens the public page.
 */

test.beforeAll(async () => {
  await useAppDatabase();
});
test.afterAll(async () => {
  await closeAppDatabase();
});

const unique = () => randomBytes(4).toString("hex");

async function newUser(page: Page, name = "Marie Dupont") {
  const email = `editor-${unique()}@example.com`;
  await createUser({ email, password: "secret-password", name });
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto("/dashboard");
  await hydrated(page);
}

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#4f46e5" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-exif-marker", Make: "TestCam" } })
    .toBuffer();
}

async function setPlatformUrl(page: Page, name: string, url: string) {
  await page.getByRole("button", { name: `Modifier ${name}` }).click();
  await page.getByRole("textbox", { name: `Adresse du lien ${name}` }).fill(url);
  await page.getByRole("button", { name: "OK", exact: true }).click();
}

test("a new user fills every tab, saves, reloads and finds everything on the public page", async ({ page }) => {
  test.slow(); // seven tabs, two uploads, a save and two page loads
  await newUser(page);
  const slug = `marie-${unique()}`;
  const preview = page.getByTestId("phone-preview");

  // Basic: prefilled from the account; the preview follows what is typed.
  await expect(page.getByLabel("Prénom")).toHaveValue("Marie");
  await page.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await page.getByLabel("Localisation").fill("Lyon, France");
  await page.getByLabel("Prénom").fill("Mariette");
  await expect(preview.getByTestId("preview-name")).toHaveText("Mariette Dupont");
  const jpeg = await jpegWithExif();
  await page.getByTestId("avatar-file").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.locator('img[src^="/media/avatars/"]').first()).toBeVisible();

  // A text file renamed .png is refused with the spec's message.
  await page
    .getByTestId("avatar-file")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("alert").filter({ hasText: "Type de fichier non supporté" })).toBeVisible();

  // Professional, with 3 languages.
  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Photographe culinaire");
  await expect(preview).toContainText("Photographe culinaire");
  await page.getByLabel("Entreprise").fill("Studio Dupont");
  await page.getByLabel("Bio").fill("Je photographie les plats des chefs lyonnais.");
  await page.getByLabel("Secteur").fill("Restauration");
  for (const language of ["Français", "Anglais", "Espagnol"]) {
    await page.getByRole("button", { name: language }).click();
  }

  // Skills: 8, six badges in the preview plus '+2'.
  await page.getByRole("tab", { name: "Compétences" }).click();
  await page
    .getByRole("textbox", { name: "Compétences" })
    .fill("Stylisme, Éclairage, Retouche, Vidéo, Lightroom, Drone, Studio, Reportage");
  await page.getByLabel("Outils").fill("Canon R5, Capture One");
  await expect(preview.getByTestId("preview-skills")).toContainText("+4");

  // Address.
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill(slug);

  // Portfolio with an uploaded image.
  await page.getByRole("tab", { name: "Portfolio" }).click();
  await page.getByRole("button", { name: "Ajouter un projet" }).click();
  await page.getByLabel("Titre").fill("Carte d'automne");
  await page.getByLabel("Description").fill("Vingt plats pour un bistrot.");
  await page.getByTestId("portfolio-0-file").setInputFiles({ name: "p.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.locator('img[src^="/media/portfolio/"]').first()).toBeVisible();

  // Two FAQ.
  await page.getByRole("tab", { name: "FAQ" }).click();
  for (const [q, a] of [
    ["Quels délais ?", "Deux semaines."],
    ["Vous déplacez-vous ?", "Oui, dans toute la région."],
  ] as const) {
    await page.getByRole("button", { name: "Ajouter une question" }).click();
    await page.getByLabel("Question", { exact: true }).last().fill(q);
    await page.getByLabel("Réponse").last().fill(a);
  }

  // Platforms: the 6 starting entries, a javascript: link refused, 5 links kept.
  await page.getByRole("tab", { name: "Plateformes" }).click();
  await expect(page.getByTestId("platform-counter")).toHaveText("6/20");
  await page.getByRole("button", { name: "Modifier Instagram" }).click();
  await page.getByRole("textbox", { name: "Adresse du lien Instagram" }).fill("javascript:alert(1)");
  await expect(page.getByRole("alert").filter({ hasText: "Lien refusé" })).toBeVisible();
  await page.getByRole("textbox", { name: "Adresse du lien Instagram" }).fill("https://www.instagram.com/mariette");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await setPlatformUrl(page, "LinkedIn", "https://www.linkedin.com/in/mariette");
  await setPlatformUrl(page, "E-mail", "mailto:mariette@example.com");
  await page.getByRole("button", { name: "Ajouter une plateforme" }).click();
  await page.getByRole("button", { name: /^GitHub/ }).click();
  await page.getByRole("textbox", { name: "Adresse du lien GitHub" }).fill("https://github.com/mariette");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await page.getByRole("button", { name: "Ajouter une plateforme" }).click();
  await expect(page.getByRole("button", { name: /^GitHub.*Ajouté/ })).toBeDisabled();
  await page.getByRole("button", { name: /^Behance/ }).click();
  await page.getByRole("textbox", { name: "Adresse du lien Behance" }).fill("https://www.behance.net/mariette");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page.getByTestId("platform-counter")).toHaveText("8/20");

  // Save.
  await page.getByTestId("save-profile").click();
  await expect(page.getByText("Profil sauvegardé !")).toBeVisible();
  await expect(page.getByText(`/${slug}`).first()).toBeVisible();
  const view = page.getByTestId("view-profile");
  await expect(view).toHaveAttribute("href", `/${slug}`);
  await expect(view).toHaveAttribute("target", "_blank");

  // Reload: everything is back.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Prénom")).toHaveValue("Mariette");
  await expect(page.getByLabel("Localisation")).toHaveValue("Lyon, France");
  await page.getByRole("tab", { name: "Pro" }).click();
  await expect(page.getByLabel("Métier")).toHaveValue("Photographe culinaire");
  await expect(page.getByRole("button", { name: "Espagnol" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("tab", { name: "Compétences" }).click();
  await expect(page.getByRole("textbox", { name: "Compétences" })).toHaveValue(
    "Stylisme, Éclairage, Retouche, Vidéo, Lightroom, Drone, Studio, Reportage",
  );
  await page.getByRole("tab", { name: "Adresse" }).click();
  await expect(page.getByLabel("Adresse personnalisée")).toHaveValue(slug);
  await page.getByRole("tab", { name: "FAQ" }).click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveCount(2);
  await page.getByRole("tab", { name: "Plateformes" }).click();
  await expect(page.getByTestId("platform-counter")).toHaveText("5/20");

  // The public page, in the new tab.
  const [publicPage] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
  await publicPage.waitForLoadState();
  await expect(publicPage).toHaveURL(new RegExp(`/${slug}$`));
  await expect(publicPage.getByRole("heading", { level: 1 })).toContainText("Mariette Dupont");
  await expect(publicPage.getByText("Photographe culinaire").first()).toBeVisible();
  await expect(publicPage.getByText("Carte d'automne").first()).toBeVisible();

  // The stored image has no EXIF left.
  const src = await page.locator('img[src^="/media/avatars/"]').first().getAttribute("src");
  const stored = Buffer.from(await (await page.request.get(src!)).body());
  expect(stored.includes(Buffer.from("secret-exif-marker"))).toBe(false);
  expect((await sharp(stored).metadata()).exif).toBeUndefined();
});

test("a refused save keeps the draft and says why", async ({ page }) => {
  await newUser(page, "Alex Réservé");
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill("admin");
  await page.getByTestId("save-profile").click();
  await expect(page.getByText("Impossible de sauvegarder le profil").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Cette adresse est réservée" }).first()).toBeVisible();
  await expect(page.getByLabel("Adresse personnalisée")).toHaveValue("admin");
});

test("the address tab says, as one types, what address saving will give", async ({ page }) => {
  await newUser(page, "Léna Adresse");
  await page.getByRole("tab", { name: "Adresse" }).click();
  const status = page.getByTestId("slug-status");
  await expect(status).toContainText("d'après votre nom");
  await expect(status).toContainText("/lena-adresse");
  // camille-martin belongs to a seeded profile: saving would give the next free one.
  await page.getByLabel("Adresse personnalisée").fill("Camille Martin");
  await expect(status).toContainText("Cette adresse est déjà prise");
  await expect(status).toContainText("/camille-martin-1");
  await page.getByLabel("Adresse personnalisée").fill("admin");
  await expect(status).toContainText("Cette adresse est réservée par Fiable");
  await page.getByLabel("Adresse personnalisée").fill("lena-free-address");
  await expect(status).toContainText("/lena-free-address est disponible");
});

test("the help panel searches the 6 questions and opens one", async ({ page }) => {
  await newUser(page);
  await page.getByRole("button", { name: "Aide" }).click();
  const panel = page.getByRole("dialog", { name: "Aide rapide" });
  await expect(panel.getByRole("listitem")).toHaveCount(6);
  await panel.getByRole("button", { name: "sauvegarde", exact: true }).click();
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await panel.getByRole("button", { name: "Comment fonctionne la sauvegarde ?" }).click();
  await expect(panel).toContainText("Rien n'est enregistré automatiquement");
  await panel.getByRole("button", { name: "Retour" }).click();
  await expect(panel.getByRole("searchbox")).toHaveValue("sauvegarde");
});
