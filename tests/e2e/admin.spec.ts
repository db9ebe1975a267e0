import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { count, eq, sql } from "drizzle-orm";
import { newMediaKey } from "#app/services/media/media-store.server.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { adminSessions, analyticsEvents, contactMessages, profiles } from "#db/schema.ts";
import { e2eDatabase } from "./support/admin-db.ts";
import { E2E_ADMIN_PASSWORD, freshAdminCode, signInAsAdmin, submitAdminCode } from "./support/admin-login.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Administration in a real Chromium: the admin password, the console's profile
 * edit and deletion, closing and reopening a message, /admin-simple's counters, the
 * contact messages dashboard and signing out. Fixtures are made in the e2e server's
 * database with the shared factories; each test makes its own.
 */

const ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;

/** A 6-digit code that is not `right`. */
function wrongCode(right: string): string {
  return right === "000000" ? "000001" : "000000";
}

function unique(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Waits until React has hydrated the login form (it then posts with js=1). */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"][value="1"]').first()).toBeAttached();
}

async function signedInConsole(page: Page, query = "") {
  await signInAsAdmin(page);
  if (query) await page.goto(`/admin${query}`);
}

test.describe("admin sign-in", () => {
  test("a wrong password is refused, the right one opens /admin after the success toast", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await hydrated(page);
    const submit = page.getByRole("button", { name: "Se connecter" });
    await expect(submit).toBeDisabled();

    // The second factor: 6 digits, offered by the phone's keypad and autofill.
    const code = page.getByLabel("Code de vérification", { exact: true });
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");

    const password = page.getByLabel("Mot de passe", { exact: true });
    await password.fill("not-the-password");
    await code.fill("123456");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "❌ Mot de passe incorrect" })).toBeVisible();
    await expect(page.getByText("Vérifiez votre mot de passe et réessayez.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The right password with a wrong code: refused, the password stays typed.
    await password.fill(ADMIN_PASSWORD);
    await code.fill(wrongCode(await freshAdminCode(page.request)));
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "❌ Code incorrect" })).toBeVisible();
    await expect(password).toHaveValue(ADMIN_PASSWORD);
    await expect(code).toHaveValue("");

    await submitAdminCode(page, () => expect(page.getByText("✅ Connexion réussie").first()).toBeVisible());
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("tab", { name: "Profils" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Actualiser" })).toBeVisible();
  });

  test("in English too, and 'Sign out' ends the session", async ({ page }) => {
    await page.goto("/admin/login?lang=en");
    await hydrated(page);
    await page.getByLabel("Password", { exact: true }).fill("still-wrong");
    await page.getByLabel("Verification code", { exact: true }).fill("123456");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "❌ Incorrect password" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await submitAdminCode(page, () => expect(page).toHaveURL(/\/admin$/), {
      codeLabel: "Verification code",
      button: "Sign in",
      wrongCode: "❌ Wrong code",
    });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?loggedOut=1$/);
    await expect(page.getByText("You have been signed out.").first()).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test("after 24 hours the open console signs out by itself: logout toast and /admin/login", async ({
  page,
  baseURL,
}) => {
  const { db } = await e2eDatabase(baseURL);
  // The browser's clock, to jump 24 hours ahead (it keeps running until then).
  await page.clock.install();
  await signedInConsole(page);
  await expect(page.getByRole("button", { name: "Actualiser" })).toBeVisible();

  // 24 hours later the server's session has ended too (its row says so)…
  const token = (await page.context().cookies()).find((c) => c.name === "fiable-admin")?.value;
  expect(token).toBeTruthy();
  const ended = await db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(adminSessions.tokenHash, createHash("sha256").update(token!).digest("hex")))
    .returning({ id: adminSessions.id });
  expect(ended).toHaveLength(1);
  // …and the page, left open without a click, goes to the login page by itself.
  await page.clock.fastForward("24:00:00");
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Déconnexion" });
  await expect(toast).toContainText("Vous avez été déconnecté avec succès.");
  await expect(page.getByRole("status").filter({ hasText: "a expiré (24 heures)" })).toBeVisible();
  // The cookie went with it: /admin asks for the password again, without the notice.
  expect((await page.context().cookies()).find((c) => c.name === "fiable-admin")).toBeUndefined();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe("profiles", () => {
  test("editing the title and the verified flag shows on the public page at once", async ({ admin: page, baseURL }) => {
    await e2eDatabase(baseURL);
    const name = `Édith ${unique("Admintest")}`;
    const { profile } = await createUserWithProfile({
      profile: { name, slug: unique("edith"), title: "Ancien titre", verified: false },
    });
    // The public page before: the old title, no badge.
    await page.goto(`/${profile.slug}`);
    await expect(page.getByText("Ancien titre")).toBeVisible();
    await expect(page.getByText("Profil vérifié", { exact: true })).toHaveCount(0);

    await page.goto(`/admin?q=${encodeURIComponent(profile.slug)}`);
    const row = page.getByTestId("admin-profile-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Modifier/ }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier le profil" });
    await dialog.getByLabel("Titre").fill("Céramiste d'art");
    await dialog.getByLabel("Profil vérifié (Admin)").check();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Profil mis à jour").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Céramiste d'art")).toBeVisible();
    await expect(row.getByText("Vérifié")).toBeVisible();

    const publicPage = await page.context().newPage();
    await publicPage.goto(`/${profile.slug}`);
    await expect(publicPage.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(publicPage.getByText("Céramiste d'art").first()).toBeVisible();
    await expect(publicPage.getByText("Ancien titre")).toHaveCount(0);
    await expect(publicPage.getByText("Profil vérifié", { exact: true })).toBeVisible();
  });

  test("a taken address is refused in the dialog, keeping what was typed", async ({ admin: page, baseURL }) => {
    await e2eDatabase(baseURL);
    const other = await createUserWithProfile({ profile: { slug: unique("taken") } });
    const { profile } = await createUserWithProfile({ profile: { name: unique("Refus"), slug: unique("refus") } });
    await page.goto(`/admin?q=${encodeURIComponent(profile.slug)}`);
    await page
      .getByTestId("admin-profile-row")
      .first()
      .getByRole("button", { name: /^Modifier/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Modifier le profil" });
    await dialog.getByLabel("Titre").fill("Titre tapé");
    await dialog.getByLabel("Adresse (slug)").fill(other.profile.slug);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Cette adresse est déjà utilisée par un autre profil")).toBeVisible();
    await expect(dialog.getByLabel("Titre")).toHaveValue("Titre tapé");
    await expect(page.getByText("Impossible de mettre à jour le profil").first()).toBeVisible();
  });

  test("deleting a profile makes its page 404 and removes its media files", async ({ admin: page, baseURL }) => {
    const { dataDir, media } = await e2eDatabase(baseURL);
    const avatarKey = newMediaKey("avatars", "webp");
    const reviewKey = newMediaKey("review-media", "webp");
    await media.put(avatarKey, Buffer.from("avatar bytes"), "image/webp");
    await media.put(reviewKey, Buffer.from("review photo bytes"), "image/webp");
    const name = unique("Supprimé");
    const { profile, user } = await createUserWithProfile({
      profile: { name, slug: unique("gone"), avatarKey },
    });
    await createReview(profile.id, { mediaType: "photo", mediaKey: reviewKey, status: "approved" });
    expect((await page.request.get(`/media/${reviewKey}`)).status()).toBe(200);
    expect((await page.request.get(`/${profile.slug}`)).status()).toBe(200);

    await page.goto(`/admin?q=${encodeURIComponent(profile.slug)}`);
    await page
      .getByTestId("admin-profile-row")
      .filter({ hasText: name })
      .getByRole("button", { name: /^Suppr/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Êtes-vous sûr de vouloir supprimer ce profil ?")).toBeVisible();
    await confirm.getByRole("button", { name: "Supprimer le profil" }).click();
    await expect(page.getByText("Profil supprimé").first()).toBeVisible();
    await expect(page.getByText("Aucun profil trouvé")).toBeVisible();

    expect((await page.request.get(`/${profile.slug}`)).status()).toBe(404);
    expect((await page.request.get(`/media/${reviewKey}`)).status()).toBe(404);
    expect((await page.request.get(`/media/${avatarKey}`)).status()).toBe(404);
    expect(existsSync(join(dataDir, "media", avatarKey))).toBe(false);
    expect(existsSync(join(dataDir, "media", reviewKey))).toBe(false);
    // The owner's account remains.
    const { db } = await e2eDatabase(baseURL);
    const [left] = await db.select({ n: count() }).from(profiles).where(eq(profiles.userId, user.id));
    expect(left?.n).toBe(0);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "user" where id = ${user.id}`);
    expect(rows[0]?.n).toBe(1);

    await page.getByRole("tab", { name: "Activité" }).click();
    await expect(
      page
        .getByTestId("admin-activity")
        .filter({ hasText: `Profil /${profile.slug}` })
        .first(),
    ).toContainText("Profil supprimé par un administrateur");
  });
});

test.describe("contact messages", () => {
  test("a message is closed and reopened from the console", async ({ admin: page, baseURL }) => {
    const { db } = await e2eDatabase(baseURL);
    const subject = unique("Question console");
    const message = await createContactMessage({ subject, message: "Pouvez-vous m'aider ?" });
    await page.goto("/admin?tab=messages");
    const item = page.getByTestId("admin-message").filter({ hasText: subject });
    await expect(item.getByText("Ouvert")).toBeVisible();
    await expect(item.getByText("il y a quelques secondes")).toBeVisible();

    await item.getByRole("button", { name: "Fermer" }).click();
    await expect(page.getByText("Statut mis à jour").first()).toBeVisible();
    await expect(item.getByText("Fermé")).toBeVisible();
    await expect(item.getByRole("button", { name: "Rouvrir" })).toBeVisible();
    await expect
      .poll(async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]?.status)
      .toBe("closed");

    await item.getByRole("button", { name: "Rouvrir" }).click();
    await expect(item.getByText("Ouvert")).toBeVisible();
    await expect
      .poll(async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0]?.status)
      .toBe("open");
  });

  test("/contact-dashboard searches, filters, changes any status and deletes", async ({ page, baseURL }) => {
    await e2eDatabase(baseURL);
    const word = unique("zebre");
    await createContactMessage({ subject: `Facture ${word}`, category: "billing", name: "Nora Vidal" });
    await createContactMessage({ subject: `Bug ${word}`, category: "technical_problem" });

    // Without any session it asks to sign in first; the admin signs in at /admin/login.
    await page.goto("/contact-dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcontact-dashboard$/);
    await signInAsAdmin(page, {
      path: "/admin/login?redirectTo=%2Fcontact-dashboard",
      arrival: /\/contact-dashboard$/,
    });

    await page.getByLabel("Rechercher").fill(word);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByTestId("contact-count")).toHaveText("2 messages");
    await page.getByLabel("Catégorie").selectOption("billing");
    await expect(page.getByTestId("contact-count")).toHaveText("1 message");
    const card = page.getByTestId("contact-message").filter({ hasText: `Facture ${word}` });

    await card.getByRole("button", { name: /^Voir/ }).click();
    const view = page.getByRole("dialog", { name: `Facture ${word}` });
    await expect(view.getByText("Nora Vidal")).toBeVisible();
    await view.getByRole("button", { name: "Fermer" }).first().click();

    await card.getByRole("button", { name: /^Actions/ }).click();
    await page.getByRole("menuitemradio", { name: "Spam" }).click();
    await expect(page.getByText("Statut mis à jour").first()).toBeVisible();
    await expect(card.getByText("Spam")).toBeVisible();

    await page.getByLabel("Statut").selectOption("spam");
    await expect(page.getByTestId("contact-count")).toHaveText("1 message");
    await card.getByRole("button", { name: /^Actions/ }).click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer définitivement" }).click();
    await expect(page.getByText("Message supprimé").first()).toBeVisible();
    await expect(page.getByText("Aucun message ne correspond à ces filtres")).toBeVisible();

    await page.getByRole("link", { name: "Réinitialiser" }).click();
    await expect(page).toHaveURL(/\/contact-dashboard$/);
    await expect(page.getByLabel("Rechercher")).toHaveValue("");
  });
});

test("/admin-simple asks for the password, then its counters match the database", async ({ page, baseURL }) => {
  const { db } = await e2eDatabase(baseURL);
  await page.goto("/admin-simple");
  await expect(page.getByRole("heading", { name: "Administration simplifiée" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Mot de passe", { exact: true }).fill(ADMIN_PASSWORD);
  await submitAdminCode(page, () => expect(page.getByText("✅ Connexion réussie").first()).toBeVisible());
  await expect(page.getByTestId("simple-count-profiles")).toBeVisible();

  const figures = async () => {
    const { rows } = await db.execute<Record<string, number>>(sql`
      select (select count(*)::int from profiles) as profiles,
             (select count(*)::int from profiles where verified) as verified,
             (select count(*)::int from contact_messages) as messages,
             (select count(*)::int from contact_messages where status = 'open') as open,
             (select count(*)::int from blog_articles) as articles,
             (select count(*)::int from blog_articles where status = 'published') as published`);
    return rows[0]!;
  };
  const card = async (id: string) => {
    const value = (await page.getByTestId(id).locator("[data-value]").textContent()) ?? "";
    const detail = (await page.getByTestId(id).locator("[data-detail]").textContent()) ?? "";
    return `${value.replace(/\D/g, "")} ${detail}`;
  };
  // Other tests write at the same time: compare a fresh page with a fresh count until they agree.
  await expect(async () => {
    await page.reload();
    const expected = await figures();
    // French plurals: 0 and 1 take the singular.
    const fr = (n: number, one: string, many: string) => `dont ${n} ${n <= 1 ? one : many}`;
    expect(await card("simple-count-profiles")).toBe(
      `${expected.profiles} ${fr(expected.verified!, "vérifié", "vérifiés")}`,
    );
    expect(await card("simple-count-messages")).toBe(`${expected.messages} ${fr(expected.open!, "ouvert", "ouverts")}`);
    expect(await card("simple-count-articles")).toBe(
      `${expected.articles} ${fr(expected.published!, "publié", "publiés")}`,
    );
  }).toPass({ timeout: 15_000 });

  // Visitors and page views of today, straight from analytics_events: distinct session ids
  // and page_view events since midnight in Paris. Two visitors of our own make them non-zero.
  const visitor = unique("visiteur");
  await db.insert(analyticsEvents).values([
    ...[1, 2, 3].map(() => ({ eventName: "page_view", sessionId: `${visitor}-a`, properties: { page: "/help" } })),
    { eventName: "page_view", sessionId: `${visitor}-b`, properties: { page: "/blog" } },
    // Not a page view: not counted.
    { eventName: "signup_started", sessionId: `${visitor}-c`, properties: { source: "landing_page" } },
  ]);
  const traffic = async () => {
    const { rows } = await db.execute<{ views: number; visitors: number }>(sql`
      select count(*)::int as views, count(distinct session_id)::int as visitors
        from analytics_events
       where event_name = 'page_view'
         and created_at >= (date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')`);
    return rows[0]!;
  };
  const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
  await expect(async () => {
    await page.reload();
    const { views, visitors } = await traffic();
    expect(visitors).toBeGreaterThanOrEqual(2);
    const visitorsCard = page.getByTestId("simple-count-visitors");
    expect(digits(await visitorsCard.locator("[data-value]").textContent())).toBe(visitors);
    expect(await visitorsCard.locator("[data-detail]").textContent()).toBe(
      `${views} ${views <= 1 ? "page vue" : "pages vues"}`,
    );
    // The Analytics tab says the same for today.
    await page.getByRole("tab", { name: "Analytics" }).click();
    expect(digits(await page.getByTestId("simple-analytics-visitorsToday").locator("dd").textContent())).toBe(visitors);
    expect(digits(await page.getByTestId("simple-analytics-pageViewsToday").locator("dd").textContent())).toBe(views);
  }).toPass({ timeout: 15_000 });
  await page.getByRole("tab", { name: "Messages" }).click();

  const subject = unique("Simple");
  await createContactMessage({ subject });
  await page.reload();
  // The tab is kept in the address once the click has replaced it: choose it again after the reload.
  await page.getByRole("tab", { name: "Messages" }).click();
  const item = page.getByTestId("admin-message").filter({ hasText: subject });
  await item.getByRole("button", { name: "En cours" }).click();
  await expect(item.getByRole("button", { name: "En cours" })).toHaveCount(0);
  await item.getByRole("button", { name: "Résoudre" }).click();
  await expect(item.getByText("Résolu")).toBeVisible();
  await expect(item.getByRole("button")).toHaveCount(0);
});
