import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

// Control characters in what a visitor types (decision 020): the browser does not
// send the form, the field says « Caractères non autorisés » in the page's language and keeps
// what was typed; without JavaScript the server refuses it with a page saying the same.

withAppDatabase();

async function owner() {
  const slug = `controle-${randomBytes(4).toString("hex")}`;
  await createUserWithProfile({ profile: { slug, name: "Inès Contrôle", title: "Ébéniste" } });
  return slug;
}

/** Every POST the page sends to the review API. */
function reviewPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/v1/reviews/")) posts.push(request.url());
  });
  return posts;
}

const validationMessage = (page: Page, label: string) =>
  page
    .getByRole("dialog")
    .getByLabel(label)
    .evaluate((field: HTMLInputElement) => field.validationMessage);

test("the review dialog refuses a control character in place, keeps the text, then sends once it is gone", async ({
  page,
}) => {
  const slug = await owner();
  const posts = reviewPosts(page);
  await page.goto(`/${slug}`);
  await hydrated(page);
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  await dialog.getByLabel("Votre nom").fill("Paul\u0007 Martin");
  await dialog.getByLabel("Votre avis").fill("Un travail\u0000 soigné.");
  await dialog.getByTestId("review-consent").check();
  await dialog.getByTestId("review-submit").click();

  expect(await validationMessage(page, "Votre nom")).toBe("Caractères non autorisés");
  await expect(dialog.getByLabel("Votre nom")).toHaveValue("Paul\u0007 Martin");
  await expect(dialog.getByLabel("Votre avis")).toHaveValue("Un travail\u0000 soigné.");
  expect(posts).toEqual([]);

  // Typing clears the message; the other field is checked next.
  await dialog.getByLabel("Votre nom").fill("Paul Martin");
  await dialog.getByTestId("review-submit").click();
  expect(await validationMessage(page, "Votre avis")).toBe("Caractères non autorisés");
  expect(posts).toEqual([]);
  await dialog.getByLabel("Votre avis").fill("Un travail soigné.");
  await dialog.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
  expect(posts).toHaveLength(1);
});

test("in Arabic, the field says it in Arabic", async ({ page }) => {
  const slug = await owner();
  await page.goto(`/${slug}?lang=ar`);
  await hydrated(page);
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  const name = dialog.locator('input[name="name"]');
  await name.fill("بول\u0001");
  await dialog.getByTestId("review-submit").click();
  expect(await name.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe("أحرف غير مسموح بها");
  await expect(name).toHaveValue("بول\u0001");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses the form with a page that says why and leads back to it", async ({ page }) => {
    const slug = await owner();
    await page.goto(`/${slug}/review`);
    await page.getByLabel("Votre nom").fill("Sans\u0007 Script");
    await page.getByLabel("Votre avis").fill("Envoyé sans JavaScript.");
    await page.getByTestId("review-consent").check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByTestId("review-submit").click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Données invalides");
    await expect(page.getByText("Caractères non autorisés")).toBeVisible();
    await page.getByRole("link", { name: "Revenir en arrière" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/review$`));
    await expect(page.getByLabel("Votre nom")).toBeVisible();
  });
});
