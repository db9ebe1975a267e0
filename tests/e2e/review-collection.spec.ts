import { type Browser, expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { signInAsAdmin } from "./support/admin-login.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";

/**
 * Review collection in a real Chromium: a reviewer who owns their review (the
 * private link confirms their address, edits, deletes), the owner who can no longer bury an
 * approved review but reports it to the administrators, a visitor's report, and the
 * Collect section (link, QR code, printable card). The flows that move the server clock
 * are in review-collection.clock.spec.ts.
 */

test.describe.configure({ timeout: 120_000 });
withAppDatabase();

const PORT = process.env.E2E_PORT ?? "3210";

async function owner(name = "Nina Roussel") {
  const slug = `collect-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name, emailVerified: true },
    profile: { slug, name, title: "Céramiste" },
  });
  return { slug, email, password, profileId: profile.id };
}

async function ownerPage(browser: Browser, who: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInOverHttp(context.request, who.email, who.password);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return { page, context };
}

async function approve(browser: Browser, who: { email: string; password: string }, reviewer: string) {
  const { page, context } = await ownerPage(browser, who, "/dashboard/reviews");
  const card = page.getByTestId("moderated-review").filter({ hasText: reviewer });
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Avis publié", { exact: true })).toBeVisible();
  await context.close();
}

async function leaveReview(page: Page, slug: string, fields: { name: string; text: string; email?: string }) {
  await page.goto(`/${slug}/review`);
  await hydrated(page);
  const form = page.getByTestId("review-form");
  await form.getByLabel("Votre nom").fill(fields.name);
  await form.getByLabel("Votre avis").fill(fields.text);
  if (fields.email) await form.getByLabel("Votre e-mail (facultatif)").fill(fields.email);
  await form.getByTestId("review-consent").check();
  await form.getByTestId("review-submit").click();
  await expect(page.getByTestId("review-sent")).toBeVisible();
}

test("a reviewer confirms their e-mail, edits their review (pending, then published at once) and deletes it", async ({
  page,
  browser,
}) => {
  const pro = await owner();
  const dataDir = await e2eDataDir(PORT);
  const email = `reviewer-${unique()}@example.com`;
  await leaveReview(page, pro.slug, { name: "Hugo Bernard", text: "Un service impeccable.", email });
  // Never on screen: the link is mailed.
  await expect(
    page.getByText("Un lien privé pour modifier ou supprimer votre avis vient de vous être envoyé"),
  ).toBeVisible();
  await expect(page.locator("a[href*='/my-review/']")).toHaveCount(0);
  const mail = await waitForMail(dataDir, email, /votre lien privé/);
  const link = mail.links.find((l) => l.includes("/my-review/"))!;

  // Opening it confirms the address.
  await page.goto(link);
  await expect(page.getByTestId("my-review")).toHaveAttribute("data-status", "pending");
  await expect(page.getByTestId("my-review").getByText("E-mail vérifié")).toBeVisible();
  await hydrated(page);
  const form = page.getByTestId("edit-review");
  await form.getByLabel("Votre avis").fill("Un service impeccable, et rapide.");
  await form.getByTestId("save-review").click();
  await expect(page.getByText("Avis modifié")).toBeVisible();

  // While pending, the owner sees the replaced text, and approves it.
  const { page: moderation, context } = await ownerPage(browser, pro, "/dashboard/reviews");
  const card = moderation.getByTestId("moderated-review").filter({ hasText: "Hugo Bernard" });
  await expect(card).toContainText("Un service impeccable, et rapide.");
  await expect(card.getByText("E-mail vérifié")).toBeVisible();
  await context.close();
  await approve(browser, pro, "Hugo Bernard");

  // Once approved, an edit is published at once, marked as edited by its author.
  await page.goto(link);
  await hydrated(page);
  await page.getByTestId("edit-review").getByLabel("Votre avis").fill("Service impeccable. Je recommande.");
  await page.getByTestId("save-review").click();
  await expect(page.getByText("Avis modifié")).toBeVisible();
  await page.goto(`/${pro.slug}`);
  const published = page.locator("article").filter({ hasText: "Hugo Bernard" });
  await expect(published).toContainText("Service impeccable. Je recommande.");
  await expect(published.getByText("E-mail vérifié")).toBeVisible();
  await expect(published).toContainText("Modifié par son auteur");
  await expect(page.getByTestId("review-counts")).toHaveText("1 avis publié");

  // Deletion: immediate, the counts follow.
  await page.goto(link);
  await hydrated(page);
  await page.getByTestId("delete-review").click();
  await page.getByTestId("confirm-delete").click();
  await expect(page.getByTestId("review-deleted")).toBeVisible();
  await page.goto(`/${pro.slug}`);
  await expect(page.getByText("Hugo Bernard")).toHaveCount(0);
  await expect(page.getByTestId("review-counts")).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByTestId("review-link-unknown")).toBeVisible();
});

test("an approved review cannot be withdrawn by its owner: reported, upheld by an administrator, its reviewer told why", async ({
  page,
  browser,
}) => {
  const pro = await owner();
  const dataDir = await e2eDataDir(PORT);
  const reviewerEmail = `critic-${unique()}@example.com`;
  const review = await createReview(pro.profileId, {
    status: "approved",
    rating: 1,
    reviewerName: "Client Mécontent",
    reviewerEmail,
    content: "Appelez-moi au 06 11 22 33 44 pour les détails : tout était en retard.",
  });

  const { page: moderation, context } = await ownerPage(browser, pro, "/dashboard/reviews?tab=approved");
  const card = moderation.getByTestId("moderated-review").filter({ hasText: "Client Mécontent" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Retirer" })).toHaveCount(0);
  // A crafted request is refused too.
  const crafted = await context.request.post("/dashboard/reviews", {
    form: { intent: "withdraw", reviewId: review.id, reason: "spam" },
    headers: { Origin: `http://localhost:${PORT}` },
  });
  expect(crafted.status()).toBe(403);

  await card.getByRole("button", { name: "Signaler à Fiable" }).click();
  await card.getByLabel("données personnelles", { exact: true }).check();
  await card.getByLabel("Précisions (facultatif)").fill("Un numéro de téléphone dans l'avis");
  await card.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(moderation.getByText("Signalement envoyé à l'équipe Fiable")).toBeVisible();
  await expect(card.getByText("Signalé : en attente de l'équipe Fiable")).toBeVisible();
  await context.close();

  // The administrator upholds the report in the console.
  await signInAsAdmin(page);
  await page.goto("/admin?tab=reports");
  const reported = page.getByTestId("reported-review").filter({ hasText: "Client Mécontent" });
  await expect(reported).toContainText("Signalé par le professionnel");
  await expect(reported.locator("select[name=reason]")).toHaveValue("personal_data");
  await reported.getByRole("button", { name: "Retirer l'avis" }).click();
  await expect(page.getByText("Avis retiré", { exact: true })).toBeVisible();

  await page.goto(`/${pro.slug}`);
  await expect(page.getByTestId("review-counts")).toHaveText("Aucun avis publié · 1 retiré pour données personnelles");
  await expect(page.getByText("tout était en retard")).toHaveCount(0);
  const mail = await waitForMail(dataDir, reviewerEmail, /a été retiré/);
  expect(mail.body).toContain(
    "l'équipe Fiable a retiré votre avis sur Nina Roussel pour le motif suivant : données personnelles",
  );
});

test("a visitor reports a published review, and reads how reviews work", async ({ page }) => {
  const pro = await owner();
  await createReview(pro.profileId, {
    status: "approved",
    reviewerName: "Faux Client",
    content: "Cliquez ici pour gagner.",
  });
  await page.goto(`/${pro.slug}`);
  await page.getByTestId("how-reviews-work-link").click();
  await expect(page.getByRole("heading", { name: "Comment fonctionnent les avis", level: 1 })).toBeVisible();
  await expect(page.getByText("moyenne arithmétique des notes des avis publiés")).toBeVisible();
  await page.goBack();
  await page.locator("article").filter({ hasText: "Faux Client" }).getByTestId("report-review").click();
  await expect(page.getByRole("heading", { name: "Signaler cet avis" })).toBeVisible();
  await hydrated(page);
  await page.getByTestId("report-submit").click();
  // The reason is required.
  await expect(page.getByTestId("report-sent")).toHaveCount(0);
  await page.getByLabel("spam", { exact: true }).check();
  await page.getByTestId("report-submit").click();
  await expect(page.getByTestId("report-sent")).toBeVisible();
  await expect(page.getByText("L'équipe Fiable va l'examiner.")).toBeVisible();
});

test("the Collect section: the full review link copied, its QR code, share buttons and a printable card", async ({
  browser,
}) => {
  const pro = await owner("Léa Moreau");
  const { page, context } = await ownerPage(browser, pro, "/dashboard/collect");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const link = `http://localhost:${PORT}/${pro.slug}/review`;
  await expect(page.getByTestId("review-link")).toHaveValue(link);
  await page.getByTestId("copy-review-link").click();
  await expect(page.getByText("Lien copié !")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // A refused clipboard says so.
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("no")) } });
    document.execCommand = () => false;
  });
  await page.getByTestId("copy-review-link").click();
  await expect(page.getByText("Impossible de copier le lien")).toBeVisible();

  const qr = page.getByTestId("review-qr");
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const png = await page.request.get(`/${pro.slug}/qr?target=review&format=png`);
  expect(png.headers()["content-type"]).toBe("image/png");
  await expect(page.locator("[data-share=whatsapp]")).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`Bonjour, pourriez-vous me laisser votre avis sur mon travail ? Cela prend 2 minutes : ${link}`)}`,
  );
  await expect(page.locator("[data-share=linkedin]")).toHaveAttribute(
    "href",
    /linkedin\.com\/sharing\/share-offsite\/\?url=/,
  );
  await expect(page.locator("[data-share=sms]")).toHaveAttribute("href", /^sms:/);
  await expect(page.locator("[data-share=email]")).toHaveAttribute("href", /^mailto:\?subject=/);

  const card = await context.newPage();
  await card.goto("/dashboard/collect/card?size=a6");
  await expect(card.getByTestId("print-card")).toContainText("Laissez-moi un avis");
  await expect(card.getByTestId("print-card")).toContainText(`localhost:${PORT}/${pro.slug}/review`);
  await expect(card.getByTestId("print-card").locator("svg")).toBeVisible();
  // Printed, the page is the card: A6, the toolbar hidden.
  const pdf = await card.pdf({ preferCSSPageSize: true, printBackground: true });
  const text = pdf.toString("latin1");
  const box = text.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
  expect(box).not.toBeNull();
  // 105 × 148 mm in points (1 mm = 2.835 pt).
  expect(Math.round(Number(box![1]) / 2.835)).toBe(105);
  expect(Math.round(Number(box![2]) / 2.835)).toBe(148);
  await context.close();
});
