import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contactMessages } from "#db/schema.ts";
import { e2eDatabase } from "./support/admin-db.ts";
import { signInAsAdmin } from "./support/admin-login.ts";

// Each test submits at most one message: the app allows 5 per hour from one address, and
// every test of the run comes from 127.0.0.1.
test.describe("contact", () => {
  test("the contact page stores the message, confirms it, and the admin inbox shows it", async ({ page, baseURL }) => {
    const subject = `Avis vidéo ${Math.random().toString(36).slice(2, 10)}`;
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
    await page.getByRole("textbox", { name: "Prénom" }).fill("Claire");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Dubois");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("claire.dubois@example.test");
    await page.getByRole("textbox", { name: /Entreprise/ }).fill("Atelier Dubois");
    await page.getByRole("textbox", { name: "Sujet" }).fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("Combien de temps peut durer un avis vidéo ?");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Message envoyé !")).toBeVisible();
    await expect(page.getByText("Nous vous répondrons dans les plus brefs délais")).toBeVisible();
    await page.getByRole("link", { name: "Envoyer un autre message" }).click();
    await expect(page.getByRole("textbox", { name: "Prénom" })).toHaveValue("");

    // The row in contact_messages, as typed.
    const { db } = await e2eDatabase(baseURL);
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Claire Dubois",
      email: "claire.dubois@example.test",
      company: "Atelier Dubois",
      message: "Combien de temps peut durer un avis vidéo ?",
      status: "open",
    });

    // And where the team reads it.
    await signInAsAdmin(page);
    await page.goto("/admin?tab=messages");
    const item = page.getByTestId("admin-message").filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByText("claire.dubois@example.test")).toBeVisible();
    await expect(item.getByText("Combien de temps peut durer un avis vidéo ?")).toBeVisible();
    await expect(item.getByText("Ouvert")).toBeVisible();
  });

  test("the contact page says what is missing and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("claire@");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    await expect(page.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
    await expect(page.getByText("Message envoyé !")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("claire@");
  });

  test("shows the e-mail card, the reply time and the support hours of Paris, London and New York", async ({
    page,
  }) => {
    await page.goto("/contact?lang=en");
    await expect(page.getByText("Typical reply within 24 to 48 h")).toBeVisible();
    await expect(page.getByRole("link", { name: /^contact@/ })).toHaveAttribute("href", /^mailto:contact@/);
    for (const city of ["Paris", "London", "New York"])
      await expect(page.getByText(city, { exact: true })).toBeVisible();
  });

  test("has the FAQ widget bottom right, which opens and answers", async ({ page }) => {
    await page.goto("/contact");
    const launcher = page.getByRole("button", { name: "Questions fréquentes" });
    await expect(launcher).toBeVisible();
    const box = await launcher.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width / 2).toBeGreaterThan(viewport.width / 2);
    expect(box!.y + box!.height / 2).toBeGreaterThan(viewport.height / 2);

    await launcher.click();
    const panel = page.getByRole("region", { name: "FAQ" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Fiable est-il gratuit ?" }).click();
    await expect(panel.getByText("Oui, pendant toute la bêta, sans carte bancaire.")).toBeVisible();
    await panel.getByRole("button", { name: "Fermer la FAQ" }).click();
    await expect(panel).toBeHidden();

    await page.goto("/contact?lang=en");
    await expect(page.getByRole("button", { name: "Frequently asked questions" })).toBeVisible();
  });

  test("the footer's dialog requires its fields, then sends and closes", async ({ page }) => {
    // A hydrated page of the site: the pages of islands link to /contact instead (decision 039).
    await page.goto("/status");
    await page.getByRole("contentinfo").getByRole("button", { name: "Écrire à l'équipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Nous contacter" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Catégorie")).toHaveValue("general");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog.getByText("Veuillez remplir tous les champs obligatoires")).toBeVisible();

    await dialog.getByLabel("Nom").fill("Marc Petit");
    await dialog.getByLabel("E-mail").fill("marc.petit@example.test");
    await dialog.getByLabel("Catégorie").selectOption("technical");
    await dialog.getByLabel("Sujet").fill("Lien cassé");
    await dialog.getByLabel("Message").fill("Le lien vers mon portfolio ne s'ouvre pas.");
    await expect(dialog.getByText("Veuillez remplir tous les champs obligatoires")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Message envoyé !")).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
