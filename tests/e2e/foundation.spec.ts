import { expect, test } from "@playwright/test";

test.describe("shell and languages", () => {
  test("home is French by default, server-rendered with lang=fr", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une seule page pour inspirer confiance");
  });

  test("?lang=ar renders right-to-left on the server", async ({ request }) => {
    const html = await (await request.get("/?lang=ar")).text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
  });

  test("the language switch moves to English and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "English", exact: true }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  });

  test("the theme control switches to dark and the server remembers it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sombre" }).first().click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("errors", () => {
  test("an unknown URL gets the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await page.getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a loader error gives a 500 page without the error or its stack", async ({ page }) => {
    const response = await page.goto("/__test/error");
    expect(response?.status()).toBe(500);
    const html = await response!.text();
    expect(html).not.toContain("fiable-test-secret");
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    await expect(page.getByText("fiable-test-secret")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("backend checks", () => {
  test("/healthz reports the database round trip", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(typeof body.database.roundTripMs).toBe("number");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("/diagnostic runs the four checks against the database and can be re-run", async ({ page }) => {
    await page.goto("/diagnostic");
    await expect(page.locator('[data-check="database"]')).toHaveAttribute("data-status", "success");
    await expect(page.locator('[data-check="auth"]')).toContainText("Non connecté");
    await expect(page.locator('[data-check="profiles"]')).toHaveAttribute("data-status", "success");
    await expect(page.locator('[data-check="lookup"]')).toContainText("Profil trouvé");

    await page.getByLabel("Profil à rechercher").fill("personne-inconnue");
    await page.getByRole("button", { name: "Relancer le diagnostic" }).click();
    await expect(page).toHaveURL(/profile=personne-inconnue/);
    await expect(page.locator('[data-check="lookup"]')).toHaveAttribute("data-status", "warning");
    await expect(page.locator('[data-check="lookup"]')).toContainText("Profil non trouvé");
  });

  test("/test pings the backend from the browser", async ({ page }) => {
    await page.goto("/test");
    await expect(page.locator('output[data-state="success"]')).toContainText("Connexion réussie");
    await page.getByRole("button", { name: "Refaire le test" }).click();
    await expect(page.locator('output[data-state="success"]')).toBeVisible();
  });
});
