import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { analyticsEvents, contactMessages } from "#db/schema.ts";
import { hydrated } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

// Headless Chromium names itself HeadlessChrome, which the event recorder treats as a bot:
// these tests browse as an ordinary Chrome.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
});

withAppDatabase();

const TEXTS = {
  fr: {
    hero: "Une seule page pour inspirer confiance",
    sections: [
      "Des pages de confiance dans toutes les langues",
      "Sans preuve, vos prospects partent ailleurs",
      "Fiable réunit tout ce qui prouve votre sérieux",
      "Comment ça marche",
      "Des exemples par métier",
      "Des avis qui se voient et qui s'entendent",
      "Fiable en chiffres",
      "Ils nous font confiance",
      "Questions fréquentes",
      "Une question ? Écrivez-nous",
      "Tarif bêta",
      "Prêt à inspirer confiance ?",
      "Vos plateformes, réunies sur une seule page",
    ],
    anchors: ["Le problème", "La solution", "FAQ", "Contact"],
    premium: "Premium — bientôt",
  },
  en: {
    hero: "One page that builds trust",
    sections: [
      "Trust pages in every language",
      "Without proof, prospects go elsewhere",
      "Fiable gathers everything that proves you are reliable",
      "How it works",
      "Examples by trade",
      "Reviews you can see and hear",
      "Fiable in figures",
      "They trust us",
      "Frequently asked questions",
      "A question? Write to us",
      "Beta pricing",
      "Ready to build trust?",
      "Your platforms, together on one page",
    ],
    anchors: ["The problem", "The solution", "FAQ", "Contact"],
    premium: "Premium — coming soon",
  },
} as const;

/** The session id the page-view effect creates (effects run after hydration: wait for it). */
async function sessionIdOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.sessionStorage.getItem("fiable_session_id"));
  await expect.poll(read).toBeTruthy();
  return (await read())!;
}

async function eventsOf(sessionId: string, name: string) {
  return getDb()
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.sessionId, sessionId), eq(analyticsEvents.eventName, name)));
}

for (const lang of ["fr", "en"] as const) {
  test(`every section and anchor of the landing page is there, in order (${lang})`, async ({ page }) => {
    const x = TEXTS[lang];
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.hero);
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const order = x.sections.map((title) => headings.indexOf(title));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator("form#hero-form")).toBeVisible();
    for (const id of ["problem", "solution", "faq", "contact"])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: lang === "fr" ? "Sur cette page" : "On this page" });
    for (const [i, name] of x.anchors.entries()) {
      await expect(nav.getByRole("link", { name })).toHaveAttribute(
        "href",
        `#${["problem", "solution", "faq", "contact"][i]}`,
      );
    }
    await expect(page.getByText(x.premium)).toBeVisible();
    await page.screenshot({ path: `/tmp/landing-e2e-${lang}-desktop.png`, fullPage: true });
  });
}

test("the landing visit records a page_view 'landing' with a session id", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const id = await sessionIdOf(page);
  await expect.poll(async () => (await eventsOf(id, "page_view")).length).toBe(1);
  const [view] = await eventsOf(id, "page_view");
  expect(view?.properties).toMatchObject({ page: "landing", path: "/" });
  expect(String(view?.properties?.userAgent)).toContain("Chrome/131");
});

test("the landing is server HTML with one script of its own, whose chat island opens (decision 039)", async ({
  page,
  request,
}) => {
  // Neither React Router's scripts nor its loader data: one external module, no preloads.
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/modulepreload|__reactRouterContext|window\.__reactRouter/);
  expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" src="\/assets\/site\.client-[^"]+\.js">$/),
  ]);

  await page.goto("/");
  await hydrated(page);
  // The island: the chat launcher mounts the assistant's panel.
  await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
  await expect(page.getByRole("region", { name: "Assistant Fiable" })).toBeVisible();
  await page.getByRole("button", { name: "Fermer l'assistant" }).click();
  await expect(page.getByRole("button", { name: "Ouvrir l'assistant" })).toBeFocused();
});

test("going from the landing to another page and back keeps both pages' islands working", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .first()
    .getByRole("link", { name: "Aide" })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
  await expect(page.getByRole("region", { name: "Assistant Fiable" })).toBeVisible();
  await page.getByRole("button", { name: "Fermer l'assistant" }).click();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une seule page pour inspirer confiance");
  await hydrated(page);
  await page.getByRole("button", { name: "Questions fréquentes" }).click();
  await expect(page.getByRole("region", { name: "FAQ", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the showcase moves to the next sample after 4 s, and a call to action scrolls to the hero form", async ({
  page,
}) => {
  await page.goto("/?lang=en");
  await hydrated(page);
  const name = page.getByTestId("showcase-name");
  await expect(name).toHaveText("Daniel Brooks");
  await expect(name).toHaveText("Léo Marchand", { timeout: 6000 });
  await page.getByRole("link", { name: "Start for free" }).click();
  await expect(page.getByLabel("Full name")).toBeFocused();
});

test("the hero form signs up and records signup_started", async ({ page }) => {
  // The server records the event (so that it counts without JavaScript too): the browser
  // must not send one of its own, or each submit would count twice.
  const fromBrowser: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/events")) fromBrowser.push(request.postData() ?? "");
  });
  await page.goto("/");
  await hydrated(page);
  const id = await sessionIdOf(page);
  const email = `hero-${randomBytes(4).toString("hex")}@example.test`;
  const form = page.locator("#hero-form");
  await form.getByLabel("Nom complet").fill("Inès Hero");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Mot de passe").fill("secret1");
  await form.getByRole("button", { name: "Créer ma page" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("status").filter({ hasText: "Vérifiez votre email" })).toBeVisible();
  const [account] = await getDb()
    .execute<{ name: string }>(sql`select name from "user" where email = ${email}`)
    .then((r) => r.rows);
  expect(account?.name).toBe("Inès Hero");
  // Recorded before the answer came back, under this visit's session.
  expect(await eventsOf(id, "signup_started")).toMatchObject([{ properties: { source: "landing_page" } }]);
  expect(fromBrowser.filter((body) => body.includes("signup_started"))).toEqual([]);
});

test.describe("without JavaScript", () => {
  // A user agent of its own, to find this test's event among the others.
  const marker = `nojs-${randomBytes(4).toString("hex")}`;
  test.use({
    javaScriptEnabled: false,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${marker}`,
  });

  test("the showcase's first image shows above its placeholder, without waiting for React", async ({ page }) => {
    await page.goto("/?lang=en");
    const image = page.getByRole("img", { name: "Daniel Brooks" });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveCSS("opacity", "1");
    await expect
      .poll(() =>
        image.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top === element && (element as HTMLImageElement).naturalWidth > 0;
        }),
      )
      .toBe(true);
  });

  test("the hero form still signs up and records one signup_started", async ({ page }) => {
    await page.goto("/");
    const email = `hero-nojs-${randomBytes(4).toString("hex")}@example.test`;
    const form = page.locator("#hero-form");
    await form.getByLabel("Nom complet").fill("Noé Sans Script");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Mot de passe").fill("secret1");
    await form.getByRole("button", { name: "Créer ma page" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole("status").filter({ hasText: "Vérifiez votre email" })).toBeVisible();
    const events = await getDb()
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.eventName, "signup_started"),
          sql`${analyticsEvents.properties}->>'userAgent' like ${`%${marker}%`}`,
        ),
      );
    expect(events).toMatchObject([{ properties: { source: "landing_page" } }]);
  });
});

test("the contact form stores a message and shows the success screen, then an empty form", async ({ page }) => {
  await page.goto("/?lang=en#contact");
  await hydrated(page);
  const email = `landing-${randomBytes(4).toString("hex")}@example.test`;
  const section = page.locator("section#contact");
  const send = section.getByRole("button", { name: "Send Message" });
  await section.getByLabel("Name", { exact: true }).fill("Nora Petit");
  await section.getByLabel("Email").fill(email);
  await expect(send).toBeDisabled();
  await section.getByLabel("Category").selectOption("request_info");
  await section.getByLabel("Subject").fill("Video reviews");
  await section.getByLabel("Message").fill("How long can a video review be?");
  await expect(send).toBeEnabled();
  await send.click();
  // The form posts to the page's action; the answer is the page with the success screen.
  await expect(page.locator("section#contact").getByText("Message sent!")).toBeVisible();
  const rows = await getDb().select().from(contactMessages).where(eq(contactMessages.email, email));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ category: "request_info", status: "open", subject: "Video reviews" });
  await page.locator("section#contact").getByRole("link", { name: "Send Another Message" }).click();
  await expect(page.locator("section#contact").getByLabel("Name", { exact: true })).toHaveValue("");
});

test("the chat answers from the help centre with its source, and never sends an empty message", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/chat") && request.method() === "POST") posts++;
  });
  await page.getByRole("button", { name: "Ouvrir l'assistant" }).click();
  const chat = page.getByRole("region", { name: "Assistant Fiable" });
  await expect(chat.getByText(/Je suis l'assistant de Fiable/)).toBeVisible();
  const input = chat.getByRole("textbox", { name: "Votre question…" });
  await input.fill("   ");
  await input.press("Enter");
  await expect(chat.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  expect(posts).toBe(0);
  await input.fill("Comment personnaliser mon URL ?");
  await input.press("Enter");
  const answer = chat.locator("li[data-role=assistant]").last();
  await expect(answer).toContainText("Vous pouvez la personnaliser");
  await expect(answer.getByRole("link", { name: "Choisir votre adresse personnalisée (domaine)" })).toHaveAttribute(
    "href",
    "/help/custom-domain",
  );
  expect(posts).toBe(1);
  await page.screenshot({ path: "/tmp/landing-e2e-chat.png" });
});

test("the FAQ widget keeps one category and one question open", async ({ page }) => {
  await page.goto("/?lang=en");
  await hydrated(page);
  await page.getByRole("button", { name: "Frequently asked questions" }).click();
  const faq = page.getByRole("region", { name: "FAQ", exact: true });
  await faq.getByRole("button", { name: "Is Fiable free?" }).click();
  await expect(faq.getByText("Yes, throughout the beta, no card needed.")).toBeVisible();
  await faq.getByRole("button", { name: "Reviews", exact: true }).click();
  await expect(faq.getByRole("button", { name: "Is Fiable free?" })).toHaveCount(0);
  await faq.getByRole("button", { name: "Are reviews moderated?" }).click();
  await faq.getByRole("button", { name: "What kinds of reviews?" }).click();
  await expect(faq.getByText(/up to 10 MB per file/)).toBeVisible();
  await expect(faq.getByText(/published after moderation/)).toHaveCount(0);
});
