import { expect, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";
import { failPosts, REQUEST_FAILURES } from "./support/failing-requests.ts";

/*
 * A form never loses what was typed: the three contact forms — the home page's,
 * the footer's dialog, /contact — on a network failure and on a proxy's HTML 5xx keep their
 * fields, say the spec's failure text once, and send the same message when tried again.
 * Tried again once the network is back, the same message is sent.
 */

for (const [name, fail] of REQUEST_FAILURES) {
  test(`the home page's contact form keeps what was typed when ${name}`, async ({ page }) => {
    await page.goto("/#contact");
    await hydrated(page);
    const section = page.locator("section#contact");
    await section.getByLabel("Nom", { exact: true }).fill("Nora Petit");
    await section.getByLabel("E-mail").fill("nora@example.test");
    await section.getByLabel("Catégorie").selectOption("request_info");
    await section.getByLabel("Sujet").fill("Avis vidéo");
    await section.getByLabel("Message").fill("Combien de temps peut durer un avis vidéo ?");
    await failPosts(page, /\/(\?index|_root\.data|index\.data|\.data)/, fail);
    await section.getByRole("button", { name: "Envoyer le message" }).click();

    const alert = section.getByRole("alert");
    await expect(alert).toContainText("Erreur");
    await expect(alert).toContainText("Une erreur est survenue. Veuillez réessayer.");
    await expect(page.getByText("Une erreur est survenue. Veuillez réessayer.")).toHaveCount(1);
    await expect(section.getByLabel("Message")).toHaveValue("Combien de temps peut durer un avis vidéo ?");
    await expect(section.getByLabel("Sujet")).toHaveValue("Avis vidéo");
    await expect(page.getByRole("heading", { name: /Erreur 500/ })).toHaveCount(0);

    await page.unrouteAll();
    await section.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(section.getByText("Message envoyé !")).toBeVisible();
  });

  test(`the footer's contact dialog keeps what was typed when ${name}`, async ({ page }) => {
    // A hydrated page of the site: the pages of islands link to /contact instead (decision 039).
    await page.goto("/status");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Écrire à l'équipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Nous contacter" });
    await dialog.getByLabel("Nom").fill("Marc Petit");
    await dialog.getByLabel("E-mail").fill("marc.petit@example.test");
    await dialog.getByLabel("Sujet").fill("Lien cassé");
    await dialog.getByLabel("Message").fill("Le lien vers mon portfolio ne s'ouvre pas.");
    await failPosts(page, /\/contact(\.data)?(\?|$)/, fail);
    await dialog.getByRole("button", { name: "Envoyer" }).click();

    await expect(page.getByText("Impossible d'envoyer votre message")).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue("Le lien vers mon portfolio ne s'ouvre pas.");
    await expect(dialog.getByLabel("Nom")).toHaveValue("Marc Petit");

    await page.unrouteAll();
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Message envoyé !")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test(`the contact page keeps what was typed when ${name}`, async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Prénom" }).fill("Claire");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Dubois");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("claire.dubois@example.test");
    await page.getByRole("textbox", { name: "Sujet" }).fill("Avis vidéo");
    await page.getByRole("textbox", { name: "Message" }).fill("Combien de temps peut durer un avis vidéo ?");
    await failPosts(page, /\/contact(\.data)?(\?|$)/, fail);
    await page.getByRole("button", { name: "Envoyer" }).click();

    await expect(page.getByText("Impossible d'envoyer votre message")).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Combien de temps peut durer un avis vidéo ?",
    );
    await expect(page.getByRole("textbox", { name: "Prénom" })).toHaveValue("Claire");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");

    await page.unrouteAll();
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Message envoyé !")).toBeVisible();
  });
}
