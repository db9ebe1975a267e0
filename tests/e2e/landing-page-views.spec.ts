import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { analyticsEvents } from "#db/schema.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

// page_view on every page: app/root.tsx records it, error pages included; the
// public profile records its own, with the profile's id, and only once.

// Headless Chromium names itself HeadlessChrome, which the recorder treats as a bot.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
});

withAppDatabase();

async function sessionIdOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.sessionStorage.getItem("fiable_session_id"));
  await expect.poll(read).toBeTruthy();
  return (await read())!;
}

function viewsOf(sessionId: string, path: string) {
  return getDb()
    .select()
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.sessionId, sessionId),
        eq(analyticsEvents.eventName, "page_view"),
        sql`${analyticsEvents.properties}->>'path' = ${path}`,
      ),
    );
}

test("pages outside the site layout and error pages record one page_view each", async ({ page }) => {
  const missing = `/no-such-page-${randomBytes(3).toString("hex")}/deeper`;
  const visits: { path: string; ready: () => Promise<void> }[] = [
    { path: "/auth", ready: () => expect(page.locator("form").first()).toBeVisible() },
    { path: "/admin/login", ready: () => expect(page.getByLabel("Mot de passe", { exact: true })).toBeVisible() },
    { path: "/mockup/lea", ready: () => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
    { path: missing, ready: () => expect(page.getByText("Oups ! Page introuvable")).toBeVisible() },
  ];
  let sessionId = "";
  for (const { path, ready } of visits) {
    await page.goto(path);
    await ready();
    await hydrated(page);
    sessionId ||= await sessionIdOf(page);
    await expect.poll(async () => (await viewsOf(sessionId, path)).length, { message: path }).toBe(1);
  }
  const [notFound] = await viewsOf(sessionId, missing);
  expect(notFound?.properties).toMatchObject({ page: missing, path: missing });
});

test("the dashboard records the signed-in owner's page_view with their user id; the profile records one view with its id", async ({
  page,
  browser,
}) => {
  const slug = `views-${randomBytes(4).toString("hex")}`;
  const email = `${slug}@example.test`;
  const password = "secret-password";
  const { user, profile } = await createUserWithProfile({
    user: { email, password, name: "Ana Vues" },
    profile: { slug, name: "Ana Vues", title: "Traductrice" },
  });

  await signInOverHttp(page.context().request, email, password);
  await page.goto("/dashboard");
  await hydrated(page);
  const ownerSession = await sessionIdOf(page);
  await expect.poll(async () => (await viewsOf(ownerSession, "/dashboard")).length).toBe(1);
  const [dashboard] = await viewsOf(ownerSession, "/dashboard");
  expect(dashboard?.userId).toBe(user.id);

  // A visitor (another browser) on the public page and its review form.
  const visitor = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${slug}`);
  await hydrated(visitorPage);
  const visitorSession = await sessionIdOf(visitorPage);
  await expect.poll(async () => (await viewsOf(visitorSession, `/${slug}`)).length).toBe(1);
  await visitorPage.goto(`/${slug}/review`);
  await hydrated(visitorPage);
  await expect.poll(async () => (await viewsOf(visitorSession, `/${slug}/review`)).length).toBe(1);
  // Still exactly one view of the profile page, tied to the profile.
  const views = await viewsOf(visitorSession, `/${slug}`);
  expect(views).toHaveLength(1);
  expect(views[0]?.profileId).toBe(profile.id);
  await visitor.close();
});
