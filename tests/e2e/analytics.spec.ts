import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { analyticsEvents, socialLinks } from "#db/schema.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { signInAsAdmin } from "./support/admin-login.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/**
 * Analytics in a real Chromium: the admin's /analytics after visits from two
 * browsers, and the owner's statistics after a visitor's view and click — the owner's own
 * visit changing nothing. Each test makes its own profile, so other tests' events in the
 * same database do not matter (the /analytics figures are read for that profile's page).
 */

// Headless Chromium names itself HeadlessChrome, which the recorder treats as a bot.
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
test.use({ userAgent: USER_AGENT });

withAppDatabase();

async function events(profileId: string, eventName: "page_view" | "link_click"): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.profileId, profileId), eq(analyticsEvents.eventName, eventName)));
  return row!.n;
}

/**
 * Opens the public page and waits until the server has answered its page view: the event
 * request (a beacon) is passed on by the test, so its answer is known.
 */
async function visit(page: Page, path: string) {
  let answered = false;
  await page.route("**/api/v1/events", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response });
    answered = true;
  });
  await page.goto(path);
  await expect.poll(() => answered).toBe(true);
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/** Today's date in the product's time zone (Europe/Paris), as the chart's rows name it. */
function todayInParis(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
}

async function newProfile() {
  const slug = `stats-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Léa Garnier" },
    profile: {
      slug,
      name: "Léa Garnier",
      title: "Photographe",
      links: [{ platform: "website", url: "https://example.com/portfolio" }],
    },
  });
  const [link] = await getDb()
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, profile.id));
  return { slug, email, password, profile, linkId: link!.id };
}

async function adminPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).locator("[data-value]");

test("/analytics: three visits from two browsers are 2 visitors and 3 page views today, with today's point", async ({
  browser,
  page,
}) => {
  test.slow(); // three browsers and an admin sign-in
  const { slug, profile } = await newProfile();
  // Browser 1 views the page twice (one tab session), browser 2 once.
  await visit(page, `/${slug}`);
  await visit(page, `/${slug}`);
  const other = await browser.newContext({ userAgent: USER_AGENT });
  await visit(await other.newPage(), `/${slug}`);
  await other.close();
  await expect.poll(() => events(profile.id, "page_view")).toBe(3);

  const adminContext = await browser.newContext({ userAgent: USER_AGENT });
  const admin = await adminPage(adminContext);

  // The whole site: at least these visits today, and a list of the latest visits (the other
  // workers' tests visit pages too: which ten are the latest is theirs to decide).
  await admin.goto("/analytics");
  await expect(admin.getByRole("heading", { level: 1, name: "Statistiques du site" })).toBeVisible();
  expect(
    Number(((await figure(admin, "analytics-visitors-today").textContent()) ?? "").replace(/\D/g, "")),
  ).toBeGreaterThanOrEqual(2);
  await expect(admin.getByTestId("analytics-recent").locator("tbody tr").first()).toBeVisible();

  // That page only (the filter of a top page): exactly 2 visitors and 3 page views today,
  // and its latest visits.
  await admin.goto(`/analytics?range=7&page=${encodeURIComponent(`/${slug}`)}`);
  await expect(admin.getByTestId("analytics-page-filter")).toContainText(`/${slug}`);
  await expect(admin.getByTestId("analytics-recent").locator("tbody tr")).toHaveCount(3);
  await expect(admin.getByTestId("analytics-recent")).toContainText(`/${slug}`);
  await expect(figure(admin, "analytics-visitors-today")).toHaveText("2");
  await expect(figure(admin, "analytics-views-today")).toHaveText("3");
  await expect(figure(admin, "analytics-views-total")).toHaveText("3");

  // The chart: drawn in the browser (7 days, 7 points per line, today's last) and its data table.
  const chart = admin.getByTestId("analytics-chart");
  await expect(chart.locator("[data-chart-ready] .recharts-line")).toHaveCount(2);
  await expect(chart.locator(".recharts-line-dots").first().locator("circle")).toHaveCount(7);
  await chart.getByText("Voir les données du graphique").click();
  const todayRow = chart.locator(`tr[data-day="${todayInParis()}"]`);
  await expect(todayRow.locator('[data-series="views"]')).toHaveText("3");
  await expect(todayRow.locator('[data-series="visitors"]')).toHaveText("2");

  // The range selector.
  await admin.getByRole("link", { name: "30 jours" }).click();
  await expect(admin).toHaveURL(/range=30/);
  await expect(admin.getByRole("link", { name: "30 jours" })).toHaveAttribute("aria-current", "page");
  await expect(chart.locator(".recharts-line-dots").first().locator("circle")).toHaveCount(30);
  await adminContext.close();
});

test("/analytics is for administrators only", async ({ page }) => {
  await page.goto("/analytics");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fanalytics$/);
});

test("owner statistics: a visitor's view and click are counted, the owner's own visit changes nothing; reset", async ({
  browser,
}) => {
  test.slow(); // a visitor's and the owner's browsers
  const { slug, email, password, profile, linkId } = await newProfile();

  // A visitor views the page and follows the link (stubbed destination).
  const visitorContext = await browser.newContext({ userAgent: USER_AGENT });
  await visitorContext.route("https://example.com/**", (route) => route.fulfill({ body: "Portfolio" }));
  const visitor = await visitorContext.newPage();
  await visit(visitor, `/${slug}`);
  await hydrated(visitor);
  // The link leads to its destination (the browser asks for it; /go answers with COOP, so
  // the tab changes process on the way and the request, not the tab's URL, is what tells).
  await Promise.all([
    visitor.waitForEvent("popup"),
    visitorContext.waitForEvent("request", (request) => request.url() === "https://example.com/portfolio"),
    visitor.locator(`a[href="/go/${linkId}"]`).first().click(),
  ]);
  await visitorContext.close();
  await expect.poll(() => events(profile.id, "link_click")).toBe(1);
  await expect.poll(() => events(profile.id, "page_view")).toBe(1);

  // The owner's dashboard.
  const ownerContext = await browser.newContext({ userAgent: USER_AGENT });
  await ownerContext.route("https://example.com/**", (route) => route.fulfill({ body: "Portfolio" }));
  await signInOverHttp(ownerContext.request, email, password);
  const owner = await ownerContext.newPage();
  await owner.goto("/dashboard");
  await owner.getByRole("navigation", { name: "Compte" }).getByRole("link", { name: "Statistiques" }).click();
  await expect(owner).toHaveURL(/\/dashboard\/analytics$/);
  const expectFigures = async () => {
    await expect(figure(owner, "owner-views")).toHaveText("1");
    await expect(figure(owner, "owner-visitors")).toHaveText("1");
    await expect(figure(owner, "owner-clicks")).toHaveText("1");
    await expect(figure(owner, "owner-ctr")).toHaveText(/100\s?%/);
    await expect(owner.locator(`[data-link-id="${linkId}"] [data-clicks]`)).toHaveText("1");
  };
  await expectFigures();
  await expect(owner.getByTestId("owner-chart").locator("[data-chart-ready] .recharts-line")).toHaveCount(3);

  // The owner views their own page and follows their own link: nothing is counted.
  const own = await ownerContext.newPage();
  await visit(own, `/${slug}`);
  const go = await ownerContext.request.get(`/go/${linkId}`, {
    maxRedirects: 0,
    headers: { "User-Agent": USER_AGENT },
  });
  expect(go.status()).toBe(302);
  expect(await events(profile.id, "page_view")).toBe(1);
  expect(await events(profile.id, "link_click")).toBe(1);
  await owner.reload();
  await expectFigures();

  // Reset, after confirming.
  await hydrated(owner);
  await owner.getByRole("button", { name: "Réinitialiser les statistiques" }).click();
  const dialog = owner.getByRole("dialog", { name: "Réinitialiser les statistiques ?" });
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  expect(await events(profile.id, "page_view")).toBe(1);
  await owner.getByRole("button", { name: "Réinitialiser les statistiques" }).click();
  await dialog.getByRole("button", { name: "Oui, réinitialiser" }).click();
  await expect(owner.getByText("Statistiques réinitialisées")).toBeVisible();
  await expect(figure(owner, "owner-views")).toHaveText("0");
  await expect(figure(owner, "owner-clicks")).toHaveText("0");
  await expect(figure(owner, "owner-ctr")).toHaveText("—");
  expect(await events(profile.id, "page_view")).toBe(0);
  await ownerContext.close();
});
