import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { reviewInvitations } from "#db/schema.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";
import { e2eDataDir, readOutbox, waitForMail } from "./support/outbox.ts";

/**
 * Review collection on the server's clock (decision 017): e-mail invitations with
 * their reminder and unsubscribe link, and the 30-day publication of a pending review. The
 * clock only moves forward and every other test would see it move: this file runs in the
 * "clock" project, after all the others, one test at a time (playwright.config.ts).
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
withAppDatabase();

const PORT = process.env.E2E_PORT ?? "3210";

async function owner() {
  const slug = `clock-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: {
      email,
      password,
      name: "Nina Roussel",
      emailVerified: true,
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    },
    profile: { slug, name: "Nina Roussel", title: "Céramiste" },
  });
  return { slug, email, password, profileId: profile.id };
}

async function ownerContext(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInOverHttp(context.request, who.email, who.password);
  return context;
}

/** Moves the server clock forward (its due-date sweeps run at once) and answers what they did. */
async function moveClock(request: APIRequestContext, days: number) {
  const response = await request.post("/__test/clock", { data: { days } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { now: string; remindersQueued: number; reviewsPublished: number };
}

test("an owner invites clients: preview with line numbers, two mails, a review « Invité par e-mail », one reminder, unsubscribe", async ({
  browser,
  page,
}) => {
  const pro = await owner();
  const dataDir = await e2eDataDir(PORT);
  const anna = `anna-${unique()}@example.com`;
  const ben = `ben-${unique()}@example.com`;

  const context = await ownerContext(browser, pro);
  const collect = await context.newPage();
  await collect.goto("/dashboard/collect");
  await hydrated(collect);
  const form = collect.getByTestId("invite-form");
  await form
    .getByLabel("Vos clients")
    .fill([`Anna Client <${anna}>`, "pas une adresse", `Ben Client;${ben}`, anna].join("\n"));
  await form.getByRole("button", { name: "Vérifier la liste" }).click();
  const preview = collect.getByTestId("invite-preview");
  await expect(preview.getByRole("status")).toHaveText("2 prêtes à envoyer · 2 ignorées");
  await expect(preview.locator("[data-line='2']")).toContainText("Invalide : aucune adresse e-mail");
  await expect(preview.locator("[data-line='4']")).toContainText("Doublon de la ligne 1");
  await expect(preview.locator("[data-line='1']")).toHaveAttribute("data-state", "valid");
  await expect(preview.locator("[data-line='3']")).toHaveAttribute("data-state", "valid");
  await collect.getByTestId("send-invitations").click();
  await expect(collect.getByText("2 invitations envoyées")).toBeVisible();
  // The sending cleared the box; the table lists both.
  await expect(form.getByLabel("Vos clients")).toHaveValue("");

  const toAnna = await waitForMail(dataDir, anna, /vous invite à donner votre avis/);
  await waitForMail(dataDir, ben, /vous invite à donner votre avis/);
  expect(toAnna.subject).toBe("Nina Roussel vous invite à donner votre avis");
  expect(toAnna.header("Reply-To")).toContain(pro.email);
  const invitationLink = toAnna.links.find((l) => l.includes("/invitation/"))!;

  // Anna leaves her review through her link: her address is locked, the banner says she was invited.
  await page.goto(invitationLink);
  await hydrated(page);
  await expect(page.getByText("Nina Roussel vous a invité(e) à donner votre avis.")).toBeVisible();
  await expect(page.getByLabel("Votre e-mail", { exact: true })).toHaveValue(anna);
  await expect(page.getByLabel("Votre nom")).toHaveValue("Anna Client");
  await page.getByLabel("Votre avis").fill("Des pièces magnifiques, livrées avec soin.");
  await page.getByTestId("review-consent").check();
  await page.getByTestId("review-submit").click();
  await expect(page.getByTestId("review-sent")).toBeVisible();
  // Used once: the link now says so, and offers a spontaneous review.
  await page.goto(invitationLink);
  await expect(page.getByTestId("invitation-problem")).toHaveAttribute("data-problem", "used");
  await expect(page.getByRole("link", { name: "Laisser un avis spontané" })).toHaveAttribute(
    "href",
    `/${pro.slug}/review`,
  );

  // The owner approves it; the page shows its provenance.
  const moderation = await context.newPage();
  await moderation.goto("/dashboard/reviews");
  await hydrated(moderation);
  const card = moderation.getByTestId("moderated-review").filter({ hasText: "Anna Client" });
  await expect(card.getByText("Invité par e-mail")).toBeVisible();
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(moderation.getByText("Avis publié", { exact: true })).toBeVisible();
  await page.goto(`/${pro.slug}`);
  const published = page.locator("article").filter({ hasText: "Anna Client" });
  await expect(published.getByText("Invité par e-mail")).toBeVisible();

  await collect.goto("/dashboard/collect");
  const table = collect.getByTestId("invitation-table");
  await expect(table.locator(`[data-invitation="${anna}"]`)).toHaveAttribute("data-status", "completed");
  await expect(table.locator(`[data-invitation="${anna}"]`)).toContainText("Avis laissé");
  await expect(table.locator(`[data-invitation="${ben}"]`)).toHaveAttribute("data-status", "sent");

  // Three days later on the server's clock: exactly one reminder, to Ben.
  expect((await moveClock(page.request, 3)).remindersQueued).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(dataDir, ben, /^Rappel/);
  expect(reminder.subject).toBe("Rappel : votre avis sur Nina Roussel");
  const toBen = (await readOutbox(dataDir)).filter((m) => m.to === ben);
  expect(toBen.map((m) => m.subject)).toEqual([
    "Nina Roussel vous invite à donner votre avis",
    "Rappel : votre avis sur Nina Roussel",
  ]);
  expect((await readOutbox(dataDir)).filter((m) => m.to === anna && m.subject.startsWith("Rappel"))).toEqual([]);

  // Ben's unsubscribe link stops the second reminder.
  const unsubscribe = reminder.links.find((l) => l.includes("/unsubscribe/"))!;
  expect(reminder.header("List-Unsubscribe")).toBe(`<${unsubscribe}>`);
  await page.goto(unsubscribe);
  await expect(page.getByTestId("unsubscribe")).toHaveAttribute("data-state", "ask");
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expect(page.getByTestId("unsubscribe")).toHaveAttribute("data-state", "done");
  await expect(page.getByText("Vous êtes désinscrit(e)")).toBeVisible();

  await moveClock(page.request, 4);
  const [benRow] = await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.email, ben));
  expect(benRow).toMatchObject({ status: "unsubscribed", remindersSent: 1, nextReminderAt: null });
  await collect.goto("/dashboard/collect?status=unsubscribed");
  await expect(collect.getByTestId("invitation-table").locator(`[data-invitation="${ben}"]`)).toContainText(
    "Désinscrit",
  );
  await context.close();
});

test("a review left pending 30 days on the server's clock is published", async ({ browser, page }) => {
  const pro = await owner();
  const clock = (await (await page.request.get("/__test/clock")).json()) as { now: string };
  await createReview(pro.profileId, {
    status: "pending",
    reviewerName: "Client Patient",
    content: "Toujours en attente…",
    createdAt: new Date(clock.now),
    pendingSince: new Date(clock.now),
  });
  const context = await ownerContext(browser, pro);
  const moderation = await context.newPage();
  await moderation.goto("/dashboard/reviews");
  await expect(
    moderation.getByTestId("moderated-review").filter({ hasText: "Client Patient" }).getByTestId("publishes-at"),
  ).toContainText("Publié automatiquement le");
  await context.close();
  await page.goto(`/${pro.slug}`);
  await expect(page.getByTestId("review-counts")).toHaveText("Aucun avis publié · 1 en attente de modération");

  await moveClock(page.request, 29);
  await page.goto(`/${pro.slug}`);
  await expect(page.getByText("Client Patient")).toHaveCount(0);
  expect((await moveClock(page.request, 1.01)).reviewsPublished).toBeGreaterThanOrEqual(1);
  await page.goto(`/${pro.slug}`);
  await expect(page.locator("article").filter({ hasText: "Client Patient" })).toBeVisible();
  await expect(page.getByTestId("review-counts")).toHaveText("1 avis publié");
});
