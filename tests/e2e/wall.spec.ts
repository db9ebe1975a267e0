import { expect, type Page, test } from "@playwright/test";
import { newMediaKey } from "#app/services/media/media-store.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/**
 * The wall (/{slug}/wall; decision 033): published reviews only, in a masonry grid, each
 * with its provenance label and the notice link; filters are plain links (no JavaScript);
 * keyset pages; French and Arabic; a phone of 320 px and a desktop.
 */
withAppDatabase();

async function wallProfile() {
  const slug = `mur-${unique()}`;
  const { profile } = await createUserWithProfile({
    user: { email: `${slug}@example.com`, name: "Inès Garnier" },
    profile: { slug, name: "Inès Garnier", title: "Architecte d'intérieur" },
  });
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  await createReview(profile.id, {
    status: "approved",
    reviewerName: "Texte Un",
    content: "Un projet mené avec soin.",
    rating: 5,
    invitedAt: day(5),
    createdAt: day(4),
  });
  await createReview(profile.id, {
    status: "approved",
    reviewerName: "Texte Deux",
    content: "Très à l'écoute, je recommande vivement.",
    rating: 4,
    createdAt: day(3),
  });
  await createReview(profile.id, {
    status: "approved",
    reviewerName: "Photo Trois",
    content: "Le salon avant et après.",
    rating: 5,
    mediaType: "photo",
    mediaKey: newMediaKey("review-media", "webp"),
    createdAt: day(2),
  });
  await createReview(profile.id, {
    status: "approved",
    reviewerName: "Audio Quatre",
    content: "Mon avis en voix.",
    rating: 5,
    mediaType: "audio",
    mediaKey: newMediaKey("review-media", "m4a"),
    mediaDuration: 12,
    createdAt: day(1),
  });
  await createReview(profile.id, { status: "pending", reviewerName: "En Attente", content: "Pas encore modéré." });
  await createReview(profile.id, { status: "withdrawn", reviewerName: "Retiré Spam", content: "Spam" });
  return slug;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: "phone 320", width: 320, height: 720 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`shows published reviews only, with labels, and filters by media type (${viewport.name}, fr)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const slug = await wallProfile();
    await page.goto(`/${slug}/wall`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le mur d'avis de Inès Garnier");
    const grid = page.getByTestId("wall-grid");
    const cards = grid.locator("article");
    await expect(cards).toHaveCount(4);
    for (const name of ["Texte Un", "Texte Deux", "Photo Trois", "Audio Quatre"]) {
      await expect(grid.getByRole("heading", { name })).toBeVisible();
    }
    await expect(page.getByText("En Attente", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Retiré Spam", { exact: true })).toHaveCount(0);
    // Every review shows its label, which links to the notice; the page links to it too.
    await expect(grid.locator("[data-review-label]")).toHaveCount(4);
    await expect(grid.locator('[data-review-label="invited"]')).toHaveAttribute("href", "/how-reviews-work#labels");
    await expect(page.getByTestId("how-reviews-work-link")).toHaveAttribute("href", "/how-reviews-work");
    await expect(page.getByTestId("review-counts")).toContainText("1 en attente");
    await expectNoHorizontalScroll(page);

    // Filters are links: the server renders the filtered wall.
    await page.locator('a[data-filter="photo"]').click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/wall\\?media=photo$`));
    await expect(page.locator('a[data-filter="photo"]')).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(1);
    await expect(grid.getByRole("heading", { name: "Photo Trois" })).toBeVisible();
    await page.locator('a[data-filter="text"]').click();
    await expect(cards).toHaveCount(2);
    await page.locator('a[data-filter="video"]').click();
    await expect(page.getByText("Aucun avis de ce type pour le moment.")).toBeVisible();
    await page.locator('a[data-filter="audio"]').click();
    await expect(grid.locator("audio")).toHaveCount(1);
    await expectNoHorizontalScroll(page);
  });
}

test("works without JavaScript, in Arabic, right to left", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "ar",
    viewport: { width: 320, height: 720 },
  });
  const page = await context.newPage();
  const slug = await wallProfile();
  await page.goto(`/${slug}/wall?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("جدار آراء Inès Garnier");
  await expect(page.getByTestId("wall-grid").locator("[data-review-label]")).toHaveCount(4);
  await page.locator('a[data-filter="audio"]').click();
  await expect(page).toHaveURL(/media=audio/);
  await expect(page.getByTestId("wall-grid").locator("article")).toHaveCount(1);
  await expect(page.getByText("En Attente", { exact: true })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await context.close();
});

test("pages by cursor without repeating a review, links from the trust page, carries JSON-LD", async ({
  page,
  request,
}) => {
  const slug = `mur-${unique()}`;
  const { profile } = await createUserWithProfile({
    user: { email: `${slug}@example.com`, name: "Paul Lemoine" },
    profile: { slug, name: "Paul Lemoine", title: "Plombier" },
  });
  for (let i = 0; i < 26; i++) {
    await createReview(profile.id, {
      status: "approved",
      reviewerName: `Client ${String(i).padStart(2, "0")}`,
      content: `Avis numéro ${i}.`,
      rating: 4 + (i % 2),
      createdAt: new Date(Date.now() - i * 60_000),
    });
  }
  await page.goto(`/${slug}`);
  await page.getByTestId("wall-link").click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/wall$`));
  const names = page.getByTestId("wall-grid").locator("h3");
  await expect(names).toHaveCount(24);
  const first = await names.allTextContents();
  await page.getByTestId("wall-more").click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(names).toHaveCount(2);
  const second = await names.allTextContents();
  expect(new Set([...first, ...second]).size).toBe(26);
  expect(second).toEqual(["Client 24", "Client 25"]);
  await expect(page.getByTestId("wall-more")).toHaveCount(0);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const graph = jsonLd["@graph"] as { "@type": string; review?: unknown[] }[];
  expect(graph.map((n) => n["@type"])).toEqual(["CollectionPage", "Person", "Service"]);
  expect(graph[2]!.review).toHaveLength(2);

  // A filter or cursor of no wall: a 400 page, never a 500.
  expect((await request.get(`/${slug}/wall?media=gif`)).status()).toBe(400);
  expect((await request.get(`/${slug}/wall?cursor=bm9wZQ`)).status()).toBe(400);
  expect((await request.get(`/nobody-${unique()}/wall`)).status()).toBe(404);
});
