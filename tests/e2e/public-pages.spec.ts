import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";

/*
 * The public pages are server HTML with islands (decision 039): each one answers and works
 * without JavaScript — its content, its links, its forms — and with JavaScript, its script
 * (one external module, no React Router runtime, no loader data) boots its islands and
 * marks <html data-hydrated>.
 */
const PUBLIC_PAGES = [
  "/",
  "/blog",
  "/blog/repondre-avis-negatif",
  "/help",
  "/help/custom-domain",
  "/policy",
  "/legal/privacy",
  "/legal/terms",
  "/legal/cookies",
  "/legal/gdpr",
  "/security",
  "/how-reviews-work",
  "/changelog",
  "/docs/api",
  "/camille-martin",
  "/camille-martin/reviews",
  "/camille-martin/wall",
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PAGES) {
    test(`${path} answers 200 with its content, and its links lead somewhere`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // A link of the page (the logo, home) is a plain navigation.
      const home = page.locator('a[href="/"]').first();
      if (await home.count()) {
        const [navigation] = await Promise.all([page.waitForNavigation(), home.click()]);
        expect(navigation?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      }
    });
  }

  test("the help centre's search is a form that answers", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("searchbox", { name: "Rechercher dans l'aide" }).fill("domaine");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/help\?q=domaine/);
    await expect(page.getByRole("heading", { name: "Résultats pour « domaine »" })).toBeVisible();
  });

  test("the blog's search is a form that answers", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("searchbox").first();
    await search.fill("avis");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=avis/);
    await expect(page.getByRole("status").first()).toBeVisible();
  });

  test("the landing's contact form posts and answers; the theme form stores the choice", async ({ page }) => {
    await page.goto("/?lang=en#contact");
    const section = page.locator("section#contact");
    await section.getByLabel("Name", { exact: true }).fill("Nora Sans Script");
    await section.getByLabel("Email").fill("nora-nojs@example.test");
    await section.getByLabel("Category").selectOption("request_info");
    await section.getByLabel("Subject").fill("Without JavaScript");
    await section.getByLabel("Message").fill("Does the form work without scripts?");
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("section#contact").getByText("Message sent!")).toBeVisible();

    await page.goto("/legal/terms");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /sombre|dark/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(/__reactRouterContext|modulepreload/);
  return html.match(/<script[^>]*src="[^"]*"[^>]*>/g) ?? [];
}

test.describe("with JavaScript", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} loads one script of its own, which marks the page ready`, async ({ page }) => {
      expect(await scriptsOf(page, path)).toEqual([
        expect.stringMatching(/^<script type="module" src="\/assets\/(site|enhance)\.client-[^"]+\.js">$/),
      ]);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await hydrated(page);
      expect(errors).toEqual([]);
    });
  }

  test("the chat island opens on a help article and answers", async ({ page }) => {
    await page.goto("/help/custom-domain");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    await expect(chat.getByText(/Je suis l'assistant de Fiable/)).toBeVisible();
    await chat.getByRole("textbox", { name: "Votre question…" }).fill("Comment personnaliser mon URL ?");
    await chat.getByRole("textbox", { name: "Votre question…" }).press("Enter");
    await expect(chat.locator("li[data-role=assistant]").last()).toContainText("Vous pouvez la personnaliser");
  });

  test("the chat island speaks the page's language (its texts come from the server)", async ({ page }) => {
    await page.goto("/blog?lang=en");
    await hydrated(page);
    await page.getByRole("button", { name: "Open the assistant" }).click();
    await expect(page.getByRole("region", { name: "Fiable assistant" })).toBeVisible();
  });

  test("the FAQ widget island opens from #faq-widget", async ({ page }) => {
    await page.goto("/?lang=en#faq-widget");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "FAQ", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Frequently asked questions" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("the landing's contact button stays disabled until every required field is filled", async ({ page }) => {
    await page.goto("/?lang=en#contact");
    await hydrated(page);
    const section = page.locator("section#contact");
    const send = section.getByRole("button", { name: "Send Message" });
    await expect(send).toBeDisabled();
    await section.getByLabel("Name", { exact: true }).fill("Nora");
    await section.getByLabel("Email").fill("nora@example.test");
    await section.getByLabel("Category").selectOption("request_info");
    await section.getByLabel("Subject").fill("Hello");
    await expect(send).toBeDisabled();
    await section.getByLabel("Message").fill("A question");
    await expect(send).toBeEnabled();
  });
});
