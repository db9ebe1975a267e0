import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createUserWithProfile } from "#tests/factories/profiles.ts";
import { createReview } from "#tests/factories/reviews.ts";
import { closeAppDatabase, hydrated, signInOverHttp, useAppDatabase } from "./profile-support.ts";

/**
 * Reviews (issue 6) in a real Chromium whose microphone and camera are Chromium's fake
 * devices (a beep and a test pattern), granted without a prompt: a visitor leaves a review
 * of each type, the owner plays it in /dashboard/reviews and approves it, and the visitor's
 * view of the page then shows it with a working player and the new average.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

// Recording, encoding and two browser contexts per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await useAppDatabase();
});
test.afterAll(async () => {
  await closeAppDatabase();
});

const unique = () => randomBytes(4).toString("hex");

/** An owner whose page already has one approved 5-star review. */
async function ownerWithProfile() {
  const slug = `avis-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Nina Roussel" },
    profile: { slug, name: "Nina Roussel", title: "Céramiste", bio: "Pièces uniques à Nantes." },
  });
  await createReview(profile.id, { status: "approved", rating: 5, reviewerName: "Ancien client" });
  return { slug, email, password };
}

async function openDialog(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await hydrated(page);
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  return dialog;
}

async function chooseRating(scope: ReturnType<Page["getByRole"]>, stars: number) {
  await scope
    .getByTestId("rating-input")
    .locator("label")
    .nth(stars - 1)
    .click();
}

async function submitAndExpectSuccess(page: Page, scope: ReturnType<Page["getByRole"]>) {
  await scope.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();
  await expect(page.getByText("Votre avis sera publié après modération").first()).toBeVisible();
}

/** The owner, in their own browser context: the review is pending, its media plays, approve. */
async function ownerApproves(
  browser: Browser,
  owner: { email: string; password: string },
  reviewer: string,
  media: "audio" | "video" | "img" | null,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOverHttp(context.request, owner.email, owner.password);
  const page = await context.newPage();
  await page.goto("/dashboard/reviews");
  await hydrated(page);
  const card = page.getByTestId("moderated-review").filter({ hasText: reviewer });
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("moderation-1280.png"), fullPage: true });
  if (media === "audio" || media === "video") await expectPlays(card.locator(media));
  if (media === "img") await expectImageLoaded(card.locator("img"));
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Avis publié")).toBeVisible();
  await page.goto("/dashboard/reviews?tab=approved");
  await expect(page.getByTestId("moderated-review").filter({ hasText: reviewer })).toBeVisible();
  await context.close();
}

async function expectPlays(player: ReturnType<Page["locator"]>) {
  await expect(player).toHaveCount(1);
  await player.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await player.evaluate((element: HTMLMediaElement) => element.pause());
}

async function expectImageLoaded(image: ReturnType<Page["locator"]>) {
  await expect(image.first()).toBeVisible();
  await expect
    .poll(() => image.first().evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test("a visitor records a 3-second voice review; the owner plays and approves it; the page shows it and the average changes", async ({
  page,
  browser,
}) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  await dialog.getByLabel("Votre nom").fill("Voix Martin");
  await chooseRating(dialog, 3);
  await dialog.getByText("Audio", { exact: true }).click();
  await dialog.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  await expect(dialog.getByTestId("recorder-timer")).toHaveText("0:03", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Arrêter" }).click();
  // Stopped once the timer showed 3 s (a loaded machine may take a moment to click).
  const recorded = dialog.getByText(/^Enregistrement de 0:\d\d$/);
  await expect(recorded).toBeVisible();
  const seconds = Number((await recorded.textContent())!.slice(-2));
  expect(seconds).toBeGreaterThanOrEqual(3);
  await expectPlays(dialog.locator("audio"));
  await dialog.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(dialog.getByTestId("media-attached")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("dialog-audio.png") });
  await submitAndExpectSuccess(page, dialog);

  await ownerApproves(browser, owner, "Voix Martin", "audio");

  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Voix Martin" });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Avis vocal de ${seconds} secondes`)).toBeVisible();
  await expectPlays(card.locator("audio"));
  const rating = page.getByTestId("profile-rating");
  await expect(rating).toContainText("4,0");
  await expect(rating).toContainText("(2 avis)");
  await expect(page.getByTestId("review-counts")).toHaveText("2 avis publiés");
});

test("a text review goes through moderation", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  // The spec's messages when required fields are missing.
  await dialog.getByTestId("review-submit").click();
  await expect(dialog.getByText("Veuillez entrer votre nom")).toBeVisible();
  await expect(dialog.getByText("Veuillez remplir le contenu de votre avis")).toBeVisible();
  await dialog.getByLabel("Votre nom").fill("Texte Dupont");
  await dialog.getByLabel("Votre avis").fill("Un accueil chaleureux et un travail superbe.");
  await chooseRating(dialog, 4);
  await submitAndExpectSuccess(page, dialog);

  // Pending: not on the page yet.
  await page.goto(`/${owner.slug}`);
  await expect(page.getByText("Un accueil chaleureux")).toHaveCount(0);

  await ownerApproves(browser, owner, "Texte Dupont", null);
  await page.goto(`/${owner.slug}`);
  await expect(page.getByText("Un accueil chaleureux et un travail superbe.")).toBeVisible();
  await expect(page.getByTestId("profile-rating")).toContainText("4,5");
});

test("a photo review, from the shareable page /{slug}/review", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  // On a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByLabel("Votre nom").fill("Photo Bernard");
  await form.getByText("Photo", { exact: true }).click();
  // A file that is not an image: the spec's message, nothing attached.
  await form
    .getByTestId("media-file")
    .setInputFiles({ name: "vacances.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>not an image</html>") });
  await expect(form.getByText("Veuillez sélectionner un fichier photo valide", { exact: false }).first()).toBeVisible();
  await form.getByTestId("media-file").setInputFiles({ name: "atelier.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(form.getByTestId("media-attached")).toBeVisible();
  await form.getByLabel("Votre avis").fill("Le vase est arrivé intact, magnifique.");
  await page.screenshot({ path: test.info().outputPath("review-page-390.png"), fullPage: true });
  await form.getByTestId("review-submit").click();
  await expect(page.getByText("Avis soumis !").first()).toBeVisible();

  await ownerApproves(browser, owner, "Photo Bernard", "img");
  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Photo Bernard" });
  await expect(card).toBeVisible();
  await expectImageLoaded(card.locator("img"));
  await expect(card.locator("img").first()).toHaveAttribute("src", /^\/media\/review-media\/.+\.webp$/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("profile-390.png") });
});

test("a video review recorded with the camera, with its poster frame", async ({ page, browser }) => {
  const owner = await ownerWithProfile();
  const dialog = await openDialog(page, owner.slug);
  await dialog.getByLabel("Votre nom").fill("Vidéo Lambert");
  await dialog.getByText("Vidéo", { exact: true }).click();
  await dialog.getByRole("button", { name: "Filmer une vidéo" }).click();
  await expect(dialog.getByTestId("recorder-timer")).toHaveText("0:02", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Arrêter" }).click();
  await dialog.getByRole("button", { name: "Valider l'enregistrement" }).click();
  await expect(dialog.getByTestId("media-attached")).toBeVisible();
  await dialog.getByLabel("Votre avis").fill("Je recommande Nina les yeux fermés.");
  await submitAndExpectSuccess(page, dialog);

  await ownerApproves(browser, owner, "Vidéo Lambert", "video");
  await page.goto(`/${owner.slug}`);
  const card = page.locator("article").filter({ hasText: "Vidéo Lambert" });
  const video = card.locator("video");
  await expect(video).toHaveAttribute("poster", /^\/media\/review-media\/.+\.webp$/);
  await expectPlays(video);
});

test("a denied microphone shows 'Accès microphone refusé' with retry", async ({ page }) => {
  const owner = await ownerWithProfile();
  await page.addInitScript(() => {
    let calls = 0;
    Object.defineProperty(window, "__micCalls", { get: () => calls });
    navigator.mediaDevices.getUserMedia = () => {
      calls += 1;
      return Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    };
  });
  await page.goto(`/${owner.slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByText("Audio", { exact: true }).click();
  await form.getByRole("button", { name: "Enregistrer un avis vocal" }).click();
  const alert = form.getByRole("alert").filter({ hasText: "Accès microphone refusé" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Réessayer" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __micCalls: number }).__micCalls)).toBe(2);
  await expect(alert).toBeVisible();
  // Without a recording, the audio review cannot be sent.
  await form.getByLabel("Votre nom").fill("Sans micro");
  await form.getByTestId("review-submit").click();
  await expect(form.getByText("Veuillez enregistrer votre avis vocal")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a text review is sent from /{slug}/review, and a missing name is named", async ({ page }) => {
    const owner = await ownerWithProfile();
    await page.goto(`/${owner.slug}/review`);
    await page.getByLabel("Votre avis").fill("Envoyé sans JavaScript, tout fonctionne.");
    await page.getByTestId("review-submit").click();
    await expect(page.getByText("Veuillez entrer votre nom")).toBeVisible();
    await expect(page.getByLabel("Votre avis")).toHaveValue("Envoyé sans JavaScript, tout fonctionne.");
    await page.getByLabel("Votre nom").fill("Sans Script");
    await page.getByTestId("review-submit").click();
    await expect(page.getByText("Avis soumis !")).toBeVisible();
    await expect(page.getByText("Votre avis sera publié après modération", { exact: true })).toBeVisible();
  });
});
