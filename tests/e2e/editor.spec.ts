import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/** A save's toast: « Profil créé avec succès » when it creates the profile, else « Profil sauvegardé ! ». */
const SAVED = /Profil (sauvegardé !|créé avec succès)/;

/**
 * The owner's profile editor: a new user fills every tab, saves, reloads and
 * finds everything back, then opens the public page.
 */

withAppDatabase();

async function newUser(page: Page, name = "Marie Dupont") {
  const email = `editor-${unique()}@example.com`;
  await createUser({ email, password: "secret-password", name });
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto("/dashboard");
  await hydrated(page);
  return email;
}

/** The error toasts (sonner) on the page. */
const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

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
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText(`/${slug}`).first()).toBeVisible();
  const view = page.getByTestId("view-profile");
  await expect(view).toHaveAttribute("href", `/${slug}`);
  await expect(view).toHaveAttribute("target", "_blank");

  // Reload: everything is back.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Prénom")).toHaveValue("Mariette");
  await expect(page.getByLabel("Localisation")).toHaveValue("Lyon, France");
  await expect(page.getByLabel("Téléphone")).toHaveValue("+33 6 12 34 56 78");
  await expect(page.locator('img[src^="/media/avatars/"]').first()).toBeVisible();
  await page.getByRole("tab", { name: "Pro" }).click();
  await expect(page.getByLabel("Métier")).toHaveValue("Photographe culinaire");
  await expect(page.getByLabel("Entreprise")).toHaveValue("Studio Dupont");
  await expect(page.getByLabel("Bio")).toHaveValue("Je photographie les plats des chefs lyonnais.");
  await expect(page.getByLabel("Secteur")).toHaveValue("Restauration");
  await expect(page.getByRole("button", { name: "Espagnol" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("tab", { name: "Compétences" }).click();
  await expect(page.getByRole("textbox", { name: "Compétences" })).toHaveValue(
    "Stylisme, Éclairage, Retouche, Vidéo, Lightroom, Drone, Studio, Reportage",
  );
  await expect(page.getByLabel("Outils")).toHaveValue("Canon R5, Capture One");
  await page.getByRole("tab", { name: "Adresse" }).click();
  await expect(page.getByLabel("Adresse personnalisée")).toHaveValue(slug);
  await page.getByRole("tab", { name: "Portfolio" }).click();
  await expect(page.getByLabel("Titre")).toHaveValue("Carte d'automne");
  await expect(page.getByLabel("Description")).toHaveValue("Vingt plats pour un bistrot.");
  await expect(page.getByRole("tabpanel").locator('img[src^="/media/portfolio/"]')).toBeVisible();
  await page.getByRole("tab", { name: "FAQ" }).click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveCount(2);
  await expect(page.getByLabel("Réponse").last()).toHaveValue("Oui, dans toute la région.");
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

test("a refused save keeps the draft and says why, until another address is typed", async ({ page }) => {
  await newUser(page, "Alex Réservé");
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill("admin");
  await page.getByTestId("save-profile").click();
  await expect(errorToast(page)).toContainText("Erreur");
  // A new account has no page yet: its first save is a creation (spec: 'Impossible de créer le profil: {message}').
  await expect(errorToast(page)).toContainText("Impossible de créer le profil: ");
  const refused = page.getByRole("alert").filter({ hasText: "Cette adresse est réservée" });
  await expect(refused.first()).toBeVisible();
  await expect(page.getByLabel("Adresse personnalisée")).toHaveValue("admin");

  // Typing another address takes the stale refusal away.
  await page.getByLabel("Adresse personnalisée").fill(`alex-${unique()}`);
  await expect(refused).toHaveCount(0);
  await expect(page.getByTestId("slug-status")).toContainText("est disponible");
});

test("an address someone else holds: the save gives the next free one, says it and shows it", async ({ page }) => {
  const holder = await createUser();
  const taken = `duo-${unique()}`;
  await createProfile(holder.id, { slug: taken });
  await newUser(page, "Dora Duo");
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill(taken);
  await page.getByTestId("save-profile").click();
  const saved = page.locator('[data-sonner-toast][data-type="success"]');
  await expect(saved).toContainText(SAVED);
  await expect(saved).toContainText(`« ${taken} » était déjà prise`);
  await expect(saved).toContainText(`/${taken}-1`);
  await expect(page.getByLabel("Adresse personnalisée")).toHaveValue(`${taken}-1`);
  await expect(page.getByTestId("view-profile")).toHaveAttribute("href", `/${taken}-1`);
});

test("a save that cannot reach the server keeps what was typed and says so", async ({ page }) => {
  await newUser(page, "Nadia Réseau");
  await page.getByLabel("Localisation").fill("Brest");
  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Céramiste");

  // The network drops the request.
  await page.route("**/dashboard/save", (route) => route.abort("internetdisconnected"));
  await page.getByTestId("save-profile").click();
  await expect(errorToast(page)).toContainText("Erreur");
  // A new account has no page yet: its first save is a creation (spec: 'Impossible de créer le profil: {message}').
  await expect(errorToast(page)).toContainText("Impossible de créer le profil: ");
  await expect(page.getByLabel("Métier")).toHaveValue("Céramiste");
  await page.getByRole("tab", { name: "Infos" }).click();
  await expect(page.getByLabel("Localisation")).toHaveValue("Brest");

  // A proxy answers 502 with its own page.
  await page.unroute("**/dashboard/save");
  await page.route("**/dashboard/save", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
  );
  await page.getByTestId("save-profile").click();
  await expect(errorToast(page)).toHaveCount(2);
  await expect(page.getByLabel("Localisation")).toHaveValue("Brest");

  // The server is back: the same draft is saved.
  await page.unroute("**/dashboard/save");
  await page.getByTestId("save-profile").click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Localisation")).toHaveValue("Brest");
  await page.getByRole("tab", { name: "Pro" }).click();
  await expect(page.getByLabel("Métier")).toHaveValue("Céramiste");
});

test("a save after the session expired keeps the draft until the owner signs in again", async ({ page }) => {
  const email = await newUser(page, "Sam Session");
  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Ébéniste");
  await page.getByLabel("Bio").fill("Meubles sur mesure en chêne.");

  await page.context().clearCookies();
  await page.getByTestId("save-profile").click();
  // A new account has no page yet: its first save is a creation (spec: 'Impossible de créer le profil: {message}').
  await expect(errorToast(page)).toContainText("Impossible de créer le profil: ");
  await expect(errorToast(page)).toContainText("Votre session a expiré");
  await expect(page.getByLabel("Métier")).toHaveValue("Ébéniste");

  // Signing in again (no "leave anyway?" question: the browser keeps the draft) brings it back.
  await errorToast(page).getByRole("button", { name: "Se reconnecter" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("secret-password");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
  // The copy is offered back; restoring it says so once.
  const prompt = page.getByTestId("recovered-draft");
  await expect(prompt).toContainText("Modifications non enregistrées retrouvées");
  await prompt.getByRole("button", { name: "Reprendre" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText("Modifications non sauvegardées restaurées")).toBeVisible();
  await page.getByRole("tab", { name: "Pro" }).click();
  await expect(page.getByLabel("Métier")).toHaveValue("Ébéniste");
  await expect(page.getByLabel("Bio")).toHaveValue("Meubles sur mesure en chêne.");

  await page.getByTestId("save-profile").click();
  await expect(page.getByText(SAVED)).toBeVisible();
  // Saved: the browser's copy is gone, the server's draft is the same.
  await page.reload();
  await hydrated(page);
  await page.getByRole("tab", { name: "Pro" }).click();
  await expect(page.getByLabel("Métier")).toHaveValue("Ébéniste");
  await expect(page.getByTestId("recovered-draft")).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("fiable:editor-draft:"))),
  ).toEqual([]);
});

test("changes typed in a tab that was closed before Save are offered back, and can be discarded", async ({
  page,
  context,
}) => {
  await newUser(page, "Tom Onglet");
  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Luthier");
  // The tab dies before Save (no beforeunload question: the browser keeps the changes).
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto("/dashboard");
  await hydrated(again);
  const prompt = again.getByTestId("recovered-draft");
  await expect(prompt).toContainText("Modifications non enregistrées retrouvées");
  // Not applied before the owner says so.
  await again.getByRole("tab", { name: "Pro" }).click();
  await expect(again.getByLabel("Métier")).toHaveValue("");
  await prompt.getByRole("button", { name: "Reprendre" }).click();
  await expect(again.getByLabel("Métier")).toHaveValue("Luthier");

  // Another visit, another closed tab: this time the owner discards the copy.
  await again.getByLabel("Métier").fill("Luthier d'art");
  await again.close({ runBeforeUnload: false });
  const third = await context.newPage();
  await third.goto("/dashboard");
  await hydrated(third);
  await third.getByTestId("recovered-draft").getByRole("button", { name: "Ignorer" }).click();
  await expect(third.getByTestId("recovered-draft")).toHaveCount(0);
  await third.getByRole("tab", { name: "Pro" }).click();
  await expect(third.getByLabel("Métier")).toHaveValue("");
  expect(
    await third.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("fiable:editor-draft:"))),
  ).toEqual([]);
});

test("the 21st platform cannot be added: the counter stops at 20/20 and says why", async ({ page }) => {
  await newUser(page, "Paul Plateformes");
  await page.getByRole("tab", { name: "Plateformes" }).click();
  await expect(page.getByTestId("platform-counter")).toHaveText("6/20");
  const add = page.getByRole("button", { name: "Ajouter une plateforme" });
  const more = [
    "Facebook",
    "Twitter",
    "YouTube",
    "Pinterest",
    "GitHub",
    "Behance",
    "Dribbble",
    "Spotify",
    "SoundCloud",
    "WhatsApp",
    "Site web",
    "Calendly",
    "Telegram",
    "Discord",
  ];
  for (const name of more) {
    await add.click();
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  }
  await expect(page.getByTestId("platform-counter")).toHaveText("20/20");
  await expect(page.getByText("Vous avez atteint la limite de 20 plateformes.")).toBeVisible();
  await expect(add).toBeDisabled();
  // Removing one opens the picker again, where an added platform shows 'Ajouté'.
  await page.getByRole("button", { name: "Retirer Telegram" }).click();
  await expect(page.getByTestId("platform-counter")).toHaveText("19/20");
  await add.click();
  await expect(page.getByRole("button", { name: /^Discord.*Ajouté/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Telegram/ })).toBeEnabled();
});

test("a 12 MB photo is refused with the spec's message", async ({ page }) => {
  await newUser(page, "Iris Image");
  const big = Buffer.alloc(12 * 1024 * 1024, 0xff);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  await page.getByTestId("avatar-file").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: big });
  const alert = page.getByRole("alert").filter({ hasText: "Fichier trop volumineux" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("La taille maximale est de 10MB");
  await expect(page.locator('img[src^="/media/avatars/"]')).toHaveCount(0);
});

test("the preview shows 3 flags, 3 link cards, 4 projects and 6 skills plus the rest", async ({ page }) => {
  await newUser(page, "Lina Limites");
  const preview = page.getByTestId("phone-preview");
  await page.getByRole("tab", { name: "Pro" }).click();
  for (const language of ["Français", "Anglais", "Espagnol", "Allemand"]) {
    await page.getByRole("button", { name: language }).click();
  }
  await expect(preview.getByTestId("preview-languages").locator("span")).toHaveCount(3);

  await page.getByRole("tab", { name: "Compétences" }).click();
  await page.getByRole("textbox", { name: "Compétences" }).fill("a, b, c, d, e, f, g, h, i");
  await expect(preview.getByTestId("preview-skills").locator("span")).toHaveCount(7);
  await expect(preview.getByTestId("preview-skills")).toContainText("+3");

  await page.getByRole("tab", { name: "Portfolio" }).click();
  for (let n = 1; n <= 5; n++) {
    await page.getByRole("button", { name: "Ajouter un projet" }).click();
    await page.getByLabel("Titre").last().fill(`Projet ${n}`);
  }
  await expect(preview.getByTestId("preview-portfolio").locator(":scope > div")).toHaveCount(4);
  await expect(preview).not.toContainText("Projet 5");

  // Icon platforms (Instagram…) stay in the icon row; the others are cards, 3 at most.
  await page.getByRole("tab", { name: "Plateformes" }).click();
  await setPlatformUrl(page, "Instagram", "https://www.instagram.com/lina");
  await setPlatformUrl(page, "LinkedIn", "https://www.linkedin.com/in/lina");
  await setPlatformUrl(page, "E-mail", "mailto:lina@example.com");
  for (const [name, url] of [
    ["GitHub", "https://github.com/lina"],
    ["Behance", "https://www.behance.net/lina"],
  ] as const) {
    await page.getByRole("button", { name: "Ajouter une plateforme" }).click();
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await page.getByRole("textbox", { name: `Adresse du lien ${name}` }).fill(url);
    await page.getByRole("button", { name: "OK", exact: true }).click();
  }
  await expect(preview.getByTestId("preview-links").getByRole("listitem")).toHaveCount(3);
  await expect(preview.getByTestId("preview-links")).not.toContainText("Behance");
  // No review yet: the kinds a client may leave.
  await expect(preview.getByTestId("preview-reviews")).toContainText("0 avis");
  await expect(preview.getByTestId("preview-reviews")).toContainText("Texte • Photo • Vidéo • Audio");
});

test("once reviews are approved, the preview shows their average and count", async ({ page }) => {
  const email = `editor-${unique()}@example.com`;
  const owner = await createUser({ email, password: "secret-password", name: "Rémi Avis" });
  const profile = await createProfile(owner.id, { slug: `remi-${unique()}`, name: "Rémi Avis" });
  await createReview(profile.id, { status: "approved", rating: 5 });
  await createReview(profile.id, { status: "approved", rating: 4 });
  await createReview(profile.id, { status: "pending", rating: 1 });
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto("/dashboard");
  await hydrated(page);
  const reviews = page.getByTestId("phone-preview").getByTestId("preview-reviews");
  await expect(reviews).toContainText("4,5/5");
  await expect(reviews).toContainText("2 avis");
  await expect(reviews).not.toContainText("0 avis");
  await expect(reviews).not.toContainText("Texte • Photo • Vidéo • Audio");
});

test("the owner's save reaches visitors at once, even those served from the page cache", async ({
  page,
  browser,
  baseURL,
}) => {
  await newUser(page, "Chloé Cache");
  const slug = `chloe-${unique()}`;
  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Potière");
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill(slug);
  await page.getByTestId("save-profile").click();
  await expect(page.getByText(SAVED)).toBeVisible();

  // An anonymous visitor's views fill the cache.
  const visitor = await browser.newContext({ baseURL });
  await visitor.request.get(`/${slug}`);
  const cached = await visitor.request.get(`/${slug}`);
  expect(cached.headers()["x-fiable-cache"]).toBe("HIT");
  expect(await cached.text()).toContain("Potière");
  await visitor.close();

  await page.getByRole("tab", { name: "Pro" }).click();
  await page.getByLabel("Métier").fill("Céramiste d'art");
  // The first save's toast may still be on screen: wait for this save's own answer.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/dashboard/save") && response.request().method() === "POST",
  );
  await page.getByTestId("save-profile").click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(SAVED).last()).toBeVisible();

  const fresh = await browser.newContext({ baseURL });
  const view = await fresh.newPage();
  await view.goto(`/${slug}`);
  await expect(view.getByText("Céramiste d'art").first()).toBeVisible();
  await expect(view.getByText("Potière")).toHaveCount(0);
  await fresh.close();
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
