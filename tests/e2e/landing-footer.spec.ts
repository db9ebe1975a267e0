import { expect, test } from "@playwright/test";

// The footer's links each lead to real content.

const ANCHORS = [
  ["Fonctionnalités", "/#solution", "section#solution"],
  ["Tarifs", "/#pricing", "section#pricing"],
  ["Freelances", "/#freelances", "li#freelances"],
  ["Agences", "/#agencies", "li#agencies"],
  ["Créateurs", "/#creators", "li#creators"],
  ["Entreprises", "/#enterprise", "li#enterprise"],
  ["Marque blanche (bientôt)", "/#white-label", "#white-label"],
] as const;

test("every footer link leads to a page or a section of the home page", async ({ page }) => {
  await page.goto("/help");
  const footer = page.getByRole("contentinfo");
  const expected: Record<string, string> = {
    Démo: "/demo",
    "Se connecter ou s'inscrire": "/auth",
    Blog: "/blog",
    "Documentation de l'API": "/docs/api",
    "Journal des modifications": "/changelog",
    "Centre d'aide": "/help",
    "Créer son profil": "/help/create-profile",
    "Adresse personnalisée": "/help/custom-domain",
    "Nous contacter": "/contact",
    "État du service": "/status",
    "Politique générale": "/policy",
    Confidentialité: "/legal/privacy",
    "Conditions d'utilisation": "/legal/terms",
    Cookies: "/legal/cookies",
    "Protection des données (RGPD)": "/legal/gdpr",
    Sécurité: "/security",
    ...Object.fromEntries(ANCHORS.map(([name, href]) => [name, href])),
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // Pages answer 200.
  for (const href of new Set(Object.values(expected).filter((href) => !href.includes("#")))) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test("the footer's home-page links scroll to sections that say what they promise", async ({ page }) => {
  await page.goto("/help");
  for (const [name, , target] of ANCHORS) {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${target.replace(/^[a-z]+#|^#/, "")}$`));
    await expect(page.locator(target)).toBeInViewport();
    await page.goto("/help");
  }
  await page.goto("/#white-label");
  await expect(page.locator("#white-label")).toContainText("Marque blanche : pas encore proposée");
  await expect(page.locator("li#agencies")).toContainText("n'est pas encore proposé");
});

test("the API documentation describes the public endpoints, in French and English", async ({ page }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation de l'API");
  for (const endpoint of [
    "POST /api/v1/events",
    "POST /api/v1/chat",
    "GET /go/{linkId}",
    "GET /healthz",
    "GET /blog/rss/{lang}",
    "GET /sitemap.xml",
  ]) {
    await expect(page.getByText(endpoint, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Sur cette page" }).getByRole("link", { name: "État du serveur" }).click();
  await expect(page).toHaveURL(/#etat$/);

  await page.goto("/docs/api?lang=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API documentation");
  await expect(page.getByText("more than 30 messages in 10 minutes from one address")).toBeVisible();
});

test("the changelog shows CHANGELOG.md", async ({ page }) => {
  await page.goto("/changelog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal des modifications");
  await expect(page.getByText("Cette page est rédigée en anglais.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "0.1.0 — 2026-11-24" })).toBeVisible();
  await expect(page.locator("article")).toContainText("The first beta, free, without a card.");
});
