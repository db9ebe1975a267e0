import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./profile-support.ts";

// The landing page's showcase, images, chat assistant and FAQ widget in detail.
// Time is Playwright's fake clock, never a sleep.

const START = new Date("2026-03-02T09:00:00Z").getTime();

/** Opens `path` with the page's clock installed and paused: timers fire only through runFor. */
async function openPaused(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(path);
  await hydrated(page);
}

test.describe("showcase", () => {
  test("is still on the first sample at 3.5 s, then shows the second at 4 s", async ({ page }) => {
    await openPaused(page, "/?lang=en");
    const name = page.getByTestId("showcase-name");
    await expect(name).toHaveText("Daniel Brooks");
    await page.clock.runFor(3500);
    await expect(name).toHaveText("Daniel Brooks");
    await page.clock.runFor(600);
    await expect(name).toHaveText("Léo Marchand");
    await expect(page.locator("[data-slide]")).toHaveAttribute("data-slide", "2");
  });

  test("does not move while hovered or while focus is inside it", async ({ page }) => {
    await openPaused(page, "/?lang=en");
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const name = page.getByTestId("showcase-name");

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(12_000);
    await expect(name).toHaveText("Daniel Brooks");

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-paused", "false");
    await carousel.getByRole("button", { name: "Next sample" }).focus();
    await expect(carousel).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(12_000);
    await expect(name).toHaveText("Daniel Brooks");

    // Focus leaves: it turns again.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(carousel).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(4100);
    await expect(name).toHaveText("Léo Marchand");
  });

  test("does not move when the visitor asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPaused(page, "/?lang=en");
    await expect(page.locator('section[aria-roledescription="carousel"]')).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(20_000);
    await expect(page.getByTestId("showcase-name")).toHaveText("Daniel Brooks");
  });
});

test("an image that fails to load says 'Image indisponible', even when it failed before hydration", async ({
  page,
}) => {
  await page.route("**/landing/*.webp", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await hydrated(page);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  await expect(carousel.getByText("Image indisponible")).toBeVisible();
});

test("the trade cards open a demo profile of that trade, and the platform grid draws a mark per platform", async ({
  page,
}) => {
  await page.goto("/?lang=en");
  const demo = page.locator("section#demo");
  for (const [name, slug] of [
    ["Coaches and trainers", "thomas-girard"],
    ["Creatives and artists", "jules-fontaine"],
    ["Craftspeople and makers", "mathieu-roux"],
    ["Services and agencies", "lea-moreau"],
  ] as const) {
    await expect(demo.getByRole("link", { name })).toHaveAttribute("href", `/demo/${slug}`);
  }
  await demo.getByRole("link", { name: "Craftspeople and makers" }).click();
  await expect(page).toHaveURL(/\/demo\/mathieu-roux$/);
  await expect(page.getByText("Cabinetmaker").first()).toBeVisible();

  await page.goto("/?lang=en#partners");
  const partners = page.locator("section#partners li");
  await expect(partners).toHaveCount(12);
  await expect(partners.locator("svg")).toHaveCount(12);
  await expect(partners.first()).toHaveText("LinkedIn");
});

test.describe("chat assistant", () => {
  test("loads neither the chat's nor the FAQ's panel before the first click", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(chat|faq)-panel-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    const html = await page.content();
    expect(html).not.toMatch(/(chat|faq)-panel-[^"]*\.js/);
    expect(chunks).toEqual([]);

    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    await expect(page.getByRole("region", { name: "Assistant Fiable" })).toBeVisible();
    expect(chunks.filter((url) => url.includes("/chat-panel-"))).toHaveLength(1);
    expect(chunks.filter((url) => url.includes("/faq-panel-"))).toHaveLength(0);

    // The open assistant covers the FAQ's button: close it first.
    await page.getByRole("button", { name: "Fermer l'assistant" }).click();
    await page.getByRole("button", { name: "Questions fréquentes" }).click();
    await expect(page.getByRole("region", { name: "FAQ", exact: true })).toBeVisible();
    expect(chunks.filter((url) => url.includes("/faq-panel-"))).toHaveLength(1);
  });

  test("is a 56 px button, then a 320×384 panel that minimizes and expands", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    const launcher = page.getByRole("button", { name: "Ouvrir l'assistant" });
    expect(await launcher.boundingBox()).toMatchObject({ width: 56, height: 56 });
    await launcher.click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    const input = chat.getByRole("textbox", { name: "Votre question…" });
    await expect(input).toBeVisible();
    expect(await chat.boundingBox()).toMatchObject({ width: 320, height: 384 });

    await chat.getByRole("button", { name: "Réduire" }).click();
    await expect(input).toBeHidden();
    expect((await chat.boundingBox())?.height).toBeLessThan(80);

    await chat.getByRole("button", { name: "Agrandir" }).click();
    await expect(input).toBeVisible();
    expect(await chat.boundingBox()).toMatchObject({ width: 320, height: 384 });

    await chat.getByRole("button", { name: "Agrandir" }).click();
    await expect.poll(async () => (await chat.boundingBox())?.width).toBeGreaterThan(320);
    expect((await chat.boundingBox())?.height).toBeGreaterThan(384);
    await chat.getByRole("button", { name: "Taille normale" }).click();
    await expect.poll(async () => (await chat.boundingBox())?.width).toBe(320);

    await chat.getByRole("button", { name: "Fermer l'assistant" }).click();
    await expect(chat).toHaveCount(0);
    await expect(launcher).toBeVisible();
  });

  test("Shift+Enter adds a line and sends nothing", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/chat") && request.method() === "POST") posts++;
    });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    const input = chat.getByRole("textbox", { name: "Votre question…" });
    await input.fill("Bonjour");
    await input.press("Shift+Enter");
    await input.pressSequentially("les avis");
    await expect(input).toHaveValue("Bonjour\nles avis");
    await expect(chat.locator("li[data-role=user]")).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test("shows the typing indicator and keeps the input disabled while the answer is pending", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/chat", async (route) => {
      await held;
      await route.fulfill({
        json: { response: "Réponse retenue.", sources: [{ title: "Les avis", url: "/help/how-reviews-work" }] },
      });
    });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    const input = chat.getByRole("textbox", { name: "Votre question…" });
    await input.fill("Comment fonctionnent les avis ?");
    await input.press("Enter");

    await expect(chat.getByText("L'assistant écrit…")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(chat.getByRole("button", { name: "Envoyer" })).toBeDisabled();
    await expect(chat.locator("li[data-role=user]")).toHaveText("Comment fonctionnent les avis ?");

    release();
    await expect(chat.locator("li[data-role=assistant]").last()).toContainText("Réponse retenue.");
    await expect(chat.getByRole("link", { name: "Les avis" })).toHaveAttribute("href", "/help/how-reviews-work");
    await expect(chat.getByText("L'assistant écrit…")).toHaveCount(0);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
  });

  test("a failed answer shows the 'Erreur' toast and the assistant's apology", async ({ page }) => {
    await page.route("**/api/v1/chat", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    const input = chat.getByRole("textbox", { name: "Votre question…" });
    await input.fill("Bonjour ?");
    await input.press("Enter");
    await expect(
      chat.locator("li[data-role=assistant]").filter({
        hasText: "Désolé, je rencontre un problème technique. Pouvez-vous réessayer ?",
      }),
    ).toBeVisible();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Erreur" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Impossible d'envoyer le message. Veuillez réessayer.");
    await expect(input).toBeEnabled();
  });

  test("cites the FAQ widget, whose link opens the widget", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
    const chat = page.getByRole("region", { name: "Assistant Fiable" });
    const input = chat.getByRole("textbox", { name: "Votre question…" });
    await input.fill("Combien de temps pour créer ma page ?");
    await input.press("Enter");
    await expect(chat.locator("li[data-role=assistant]").last()).toContainText("Environ 2 minutes");
    await chat.getByRole("link", { name: /Combien de temps pour créer ma page/ }).click();
    await expect(page.getByRole("region", { name: "FAQ", exact: true })).toBeVisible();
  });
});
