import { expect, test } from "@playwright/test";

// The addresses of the help, contact, status and legal pages, with the
// URL each page names as canonical.
const ROUTES: [path: string, canonical: string][] = [
  ["/help", "/help"],
  ["/help/create-profile", "/help/create-profile"],
  ["/help/custom-domain", "/help/custom-domain"],
  ["/contact", "/contact"],
  ["/status", "/status"],
  ["/security", "/security"],
  ["/privacy", "/legal/privacy"],
  ["/legal/privacy", "/legal/privacy"],
  ["/privacy-policy", "/legal/privacy"],
  ["/terms", "/legal/terms"],
  ["/legal/terms", "/legal/terms"],
  ["/data-protection", "/legal/gdpr"],
  ["/legal/gdpr", "/legal/gdpr"],
  ["/legal/cookies", "/legal/cookies"],
  ["/policy", "/policy"],
];

test.describe("every page answers in French and English, with title, description and canonical link", () => {
  for (const lang of ["fr", "en"] as const) {
    test(`in ${lang}`, async ({ page }) => {
      test.slow(); // a dozen pages in one test
      for (const [path, canonical] of ROUTES) {
        const response = await page.goto(`${path}?lang=${lang}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page, path).toHaveTitle(/Fiable/);
        await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
        const href = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(href!).pathname, path).toBe(canonical);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      }
    });
  }
});

test.describe("legal documents", () => {
  test("the privacy policy has six anchored sections, a table of contents, its date and contact details", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await expect(page.getByText("Dernière mise à jour : 27 novembre 2026")).toBeVisible();
    const toc = page.getByRole("navigation", { name: "Sommaire" }).filter({ visible: true });
    const entries = toc.getByRole("link");
    await expect(entries).toHaveCount(6);
    for (const id of ["collection", "use", "sharing", "security", "rights", "transfers"]) {
      await expect(page.locator(`h2#${id}`)).toHaveCount(1);
    }
    await toc.getByRole("link", { name: /Vos droits/ }).click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.locator("h2#rights")).toBeInViewport();
    await expect(page.getByRole("link", { name: /^contact@/ }).first()).toHaveAttribute("href", /^mailto:/);
  });

  test("the privacy policy states the retention periods the daily purge enforces, and the inactive-profile deletion", async ({
    page,
  }) => {
    await page.goto("/legal/privacy?lang=en");
    await expect(
      page.getByText(/Contact messages: 3 years after their last update .*, then erased automatically/),
    ).toBeVisible();
    await expect(page.getByText("Account activity log: 12 months, then erased automatically.")).toBeVisible();
    // Decision 036: 3 years without a sign-in, two warnings, then the owner's deletion path.
    await expect(
      page.getByText(
        /has not signed in for 3 years is deleted the same way, after two warning e-mails, 30 and 7 days before/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Fiable does not delete an inactive account/)).toHaveCount(0);
  });

  test("the security page says plainly which certifications Fiable does not hold", async ({ page }) => {
    await page.goto("/security?lang=en");
    await expect(page.getByText("Fiable does not hold these certifications.", { exact: false })).toBeVisible();
  });

  test("the cookie policy lists the cookies Fiable actually sets, dated today", async ({ page }) => {
    await page.goto("/legal/cookies");
    for (const name of [
      "better-auth.session_token",
      "better-auth.two_factor",
      "better-auth.trust_device",
      "better-auth.better-auth-passkey",
      "lang",
      "theme",
    ]) {
      await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
    }
    // The prefix on https is the one app/features/auth/auth.server.ts gives (tests/integration/auth/https-cookies).
    await expect(page.getByText("__Host-better-auth.session_token")).toBeVisible();
    await expect(page.getByText(/__Secure-/)).toHaveCount(0);
    const today = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date());
    await expect(page.getByText(`Dernière mise à jour : ${today}`)).toBeVisible();
  });

  test("the general policy is in the page's language, with its badges", async ({ page }) => {
    await page.goto("/policy?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("General policy");
    // A self-assessment, not a certificate: the badge and the section say so.
    await expect(page.getByRole("link", { name: "GDPR applied (self-assessed)" })).toBeVisible();
    await expect(page.getByText(/GDPR compliant/)).toHaveCount(0);
    await expect(page.locator("h2#data-protection + p")).toContainText("not a certification");
    await page.goto("/policy?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique générale");
    await expect(page.getByRole("link", { name: "RGPD appliqué (auto-évaluation)" })).toBeVisible();
  });
});
