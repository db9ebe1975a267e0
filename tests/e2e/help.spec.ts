import { expect, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";

test.describe("help centre", () => {
  test("shows the four categories with 5, 8, 6 and 10 articles", async ({ page }) => {
    const response = await page.goto("/help");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comment pouvons-nous vous aider ?");
    for (const [id, count] of [
      ["getting-started", 5],
      ["profile-setup", 8],
      ["reviews", 6],
      ["platforms", 10],
    ] as const) {
      await expect(page.locator(`section#${id} li`)).toHaveCount(count);
    }
  });

  test("searching 'domaine' finds the custom-domain article, which opens", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("searchbox", { name: "Rechercher dans l'aide" }).fill("domaine");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/help\?q=domaine/);
    await expect(page.getByRole("heading", { name: "Résultats pour « domaine »" })).toBeVisible();
    const result = page.getByRole("link", { name: /Choisir votre adresse personnalisée \(domaine\)/ });
    await expect(result).toBeVisible();
    await expect(result.locator("mark").first()).toHaveText(/domaine/i);
    await result.click();
    await expect(page).toHaveURL(/\/help\/custom-domain$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisir votre adresse personnalisée (domaine)");
  });

  test("searches as you type, in English too, and says when nothing matches", async ({ page }) => {
    await page.goto("/help?lang=en");
    const box = page.getByRole("searchbox", { name: "Search the help centre" });
    await box.fill("hidden number");
    await expect(page.getByRole("link", { name: /WhatsApp and phone: the hidden number/ })).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill("xylophone");
    await expect(page.getByText("No article matches “xylophone”.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page.locator("section#platforms li")).toHaveCount(10);
  });

  test("the footer's help links open their articles", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("contentinfo").getByRole("link", { name: "Créer son profil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer votre profil en 2 minutes");
    await page.getByRole("contentinfo").getByRole("link", { name: "Adresse personnalisée" }).click();
    await expect(page).toHaveURL(/\/help\/custom-domain$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/help\/custom-domain$/);
  });

  test("an unknown article is a 404", async ({ page }) => {
    const response = await page.goto("/help/no-such-article");
    expect(response?.status()).toBe(404);
  });

  test("the FAQ keeps one answer open at a time", async ({ page }) => {
    await page.goto("/help");
    // Native <details name> (decision 039): no script needed.
    const first = page.locator("details", { hasText: "Fiable est-il vraiment gratuit ?" });
    const second = page.locator("details", { hasText: "Puis-je supprimer un avis négatif ?" });
    await first.getByText("Fiable est-il vraiment gratuit ?").click();
    await expect(first).toHaveAttribute("open", "");
    await second.getByText("Puis-je supprimer un avis négatif ?").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await second.getByText("Puis-je supprimer un avis négatif ?").click();
    await expect(second).not.toHaveAttribute("open", "");
  });

  test("the live-chat button opens the chat assistant, not the contact dialog", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.getByTestId("help-chat").click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    await expect(chat).toBeVisible();
    await expect(chat.getByText(/Je suis l'assistant de Fiable/)).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("dialog", { name: "Nous contacter" })).toHaveCount(0);
  });

  test("the ticket button leads to the contact form (the help centre is not hydrated, decision 039)", async ({
    page,
  }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.getByTestId("help-ticket").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Envoyer" }).first()).toBeVisible();
  });
});
