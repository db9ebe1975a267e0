import { expect, type Page, test } from "@playwright/test";
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { analyticsEvents } from "#db/schema.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/**
 * The public trust page in a real Chromium: the seeded profiles for what a
 * visitor sees, profiles made with the shared factories for the owner's view.
 */

// Camille's WhatsApp (wa.me/33639981234) and phone (+33 6 39 98 12 34) in the demo seed.
const CAMILLE_NUMBER = [/33639981234/, /39\D?98\D?12\D?34/];

// Headless Chromium names itself HeadlessChrome, which /go treats as a bot (no click
// counted): these tests browse as a desktop Chrome.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
});

withAppDatabase();

async function linkClicks(linkId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventName, "link_click"), sql`${analyticsEvents.properties}->>'linkId' = ${linkId}`));
  return row!.n;
}

async function ownerWithProfile(page: Page, extra: { reviews?: number } = {}) {
  const slug = `owner-${unique()}`;
  const password = "secret-password";
  const email = `${slug}@example.com`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password, name: "Nina Roussel" },
    profile: {
      slug,
      name: "Nina Roussel",
      title: "Céramiste",
      bio: "Je tourne des pièces uniques à Nantes.",
      links: [
        { platform: "instagram", url: "https://www.instagram.com/nina.ceramique" },
        { platform: "whatsapp", url: "https://wa.me/33700000042" },
      ],
    },
  });
  for (let i = 0; i < (extra.reviews ?? 0); i++) {
    await createReview(profile.id, {
      status: "approved",
      reviewerName: `Client ${i + 1}`,
      createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
    });
  }
  await signInOverHttp(page.context().request, email, password);
  return { user, profile, slug };
}

test.describe("a visitor", () => {
  test("sees every block of a seeded profile", async ({ page }) => {
    const response = await page.goto("/camille-martin");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Camille Martin – Photographe de mariage | Fiable");

    await expect(page.getByRole("heading", { level: 1, name: "Camille Martin" })).toBeVisible();
    await expect(page.getByText("Profil vérifié")).toBeVisible();
    await expect(page.getByText("Photographe de mariage", { exact: true })).toBeVisible();
    await expect(page.getByText("Camille Martin Photographie", { exact: true })).toBeVisible();
    // Approved reviews only: 5, 4, 5, 5, 5 (the pending one does not count).
    const rating = page.getByTestId("profile-rating");
    await expect(rating).toContainText("4,8");
    await expect(rating).toContainText("(5 avis)");
    await expect(page.getByText("Photographe de mariage installée à Lyon depuis 2015")).toBeVisible();
    await expect(page.getByText("Lyon, France")).toBeVisible();
    // Named in the interface language (Intl.DisplayNames), each with an SVG flag.
    for (const language of ["Français", "Anglais", "Italien"]) {
      await expect(page.locator(`dd[title="${language}"]`)).toBeVisible();
      await expect(page.locator(`dd[title="${language}"] [data-flag] svg`)).toBeVisible();
    }
    const social = page.getByRole("list", { name: "Réseaux sociaux" });
    await expect(social.getByRole("link")).toHaveCount(2);
    await expect(social.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow ugc",
    );
    for (const card of ["LinkedIn", "Site web", "E-mail"]) {
      await expect(page.getByRole("link", { name: new RegExp(card) }).first()).toBeVisible();
    }
    // A masked number is a button that posts (decision 019).
    await expect(page.getByRole("button", { name: /WhatsApp/ })).toBeVisible();
    await expect(page.locator("#portfolio li")).toHaveCount(4);
    await expect(page.locator("#reviews article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Voir tous les avis (5)" })).toBeVisible();
    await expect(page.locator("#faq details")).toHaveCount(5);
    await expect(page.getByTestId("visitor-cta")).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Fiable, accueil" })).toHaveAttribute("href", "/");
    // A visitor has share, not the owner's tools.
    await expect(page.getByRole("button", { name: "Partager" })).toBeVisible();
    await expect(page.getByTestId("owner-panel")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Tableau de bord" })).toHaveCount(0);

    // Structured data for search engines.
    // A person: the reviews and their rating go on the Service they provide (decision 033).
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const graph = jsonLd["@graph"] as { "@type": string; [key: string]: unknown }[];
    expect(graph.find((n) => n["@type"] === "ProfilePage")).toBeTruthy();
    expect(graph.find((n) => n["@type"] === "Person")).toMatchObject({ name: "Camille Martin" });
    const service = graph.find((n) => n["@type"] === "Service") as unknown as { review: unknown[] };
    expect(service).toMatchObject({ aggregateRating: { ratingValue: 4.8, reviewCount: 5, bestRating: 5 } });
    expect(service.review).toHaveLength(3);
  });

  test("keeps one FAQ item open at a time", async ({ page }) => {
    await page.goto("/camille-martin");
    const items = page.locator("#faq details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await expect(page.getByText("Oui, partout en France et en Europe.", { exact: false })).toBeVisible();
  });

  test("shares through the menu when the browser has no Web Share, and copies the link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/camille-martin");
    await hydrated(page);
    await page.getByRole("button", { name: "Partager" }).click();
    const menu = page.getByRole("dialog", { name: "Partager ce profil" });
    await expect(menu).toBeVisible();
    const url = encodeURIComponent(new URL("/camille-martin", page.url()).href);
    await expect(menu.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=.*${url}`),
    );
    await expect(menu.getByRole("link", { name: "X" })).toHaveAttribute("href", new RegExp(`url=${url}`));
    await expect(menu.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", new RegExp(`url=${url}`));
    await expect(menu.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", new RegExp(`u=${url}`));
    await expect(menu.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:\?subject=/);

    await menu.getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.getByText("Lien copié !")).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decodeURIComponent(url));
  });

  test("loads one small script of its own, not React Router (the page is not hydrated)", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/camille-martin");
    await hydrated(page);
    expect(scripts.some((path) => /\/assets\/enhance\.client-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /entry\.client|\/root-|public-profile-/.test(path))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // The review dialog's code comes with the first click, not before.
    expect(scripts.some((path) => path.includes("review-island"))).toBe(false);
  });

  test("is told 'Impossible de copier le lien' when copying fails", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
      document.execCommand = () => false;
    });
    await page.goto("/camille-martin");
    await hydrated(page);
    await page.getByRole("button", { name: "Partager" }).click();
    await page
      .getByRole("dialog", { name: "Partager ce profil" })
      .getByRole("button", { name: "Copier le lien" })
      .click();
    await expect(page.getByText("Impossible de copier le lien")).toBeVisible();
  });

  test("gets the system share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto("/camille-martin");
    await hydrated(page);
    await page.getByRole("button", { name: "Partager" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: { url: string }[] }).shareCalls))
      .toEqual([expect.objectContaining({ url: expect.stringMatching(/\/camille-martin$/) })]);
    await expect(page.getByRole("dialog", { name: "Partager ce profil" })).toBeHidden();
  });

  test("sees 'numéro masqué', and neither the page nor its data holds the number", async ({ page, request }) => {
    for (const path of ["/camille-martin", "/camille-martin.data", "/camille-martin?lang=en"]) {
      const body = await (await request.get(path)).text();
      for (const pattern of CAMILLE_NUMBER) expect(body, path).not.toMatch(pattern);
    }
    await page.goto("/camille-martin");
    const whatsapp = page.getByRole("button", { name: /WhatsApp/ }).filter({ hasText: "numéro masqué" });
    await expect(whatsapp).toBeVisible();
    // A form posting to /go, not a link (decision 019: masked-links.spec.ts has the rest).
    const form = page.locator("form[data-reveal]").filter({ has: whatsapp });
    await expect(form).toHaveAttribute("action", /^\/go\/[0-9a-f-]{36}$/);
    await expect(form).toHaveAttribute("method", "post");
    for (const pattern of CAMILLE_NUMBER) expect(await page.content()).not.toMatch(pattern);

    // Choosing it reaches WhatsApp (stubbed here) through /go, which counts the click.
    const linkId = (await form.getAttribute("action"))!.split("/").pop()!;
    const before = await linkClicks(linkId);
    await page
      .context()
      .route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp", contentType: "text/plain" }));
    await hydrated(page);
    await whatsapp.click();
    await expect(page).toHaveURL("https://wa.me/33639981234");
    await expect.poll(() => linkClicks(linkId)).toBe(before + 1);
  });

  test("/go/{id} redirects with 302 to the stored URL and counts one click; an unknown id is 404", async ({
    request,
  }) => {
    const { profile } = await createUserWithProfile({
      profile: { slug: `go-${unique()}`, links: [{ platform: "website", url: "https://example.com/portfolio" }] },
    });
    const linkId = profile.links[0]!.id;
    const response = await request.get(`/go/${linkId}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("https://example.com/portfolio");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await linkClicks(linkId)).toBe(1);
    expect((await request.get("/go/00000000-0000-4000-8000-000000000000", { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get("/go/javascript:alert(1)", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("gets the link-preview tags and a PNG image, as WhatsApp does", async ({ request }) => {
    const html = await (await request.get("/camille-martin", { headers: { "User-Agent": "WhatsApp/2.0" } })).text();
    const tag = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(tag("og:title")).toBe("Camille Martin – Photographe de mariage | Fiable");
    expect(tag("og:type")).toBe("profile");
    expect(tag("og:description")).toMatch(/^Photographe de mariage installée à Lyon/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/camille-martin"/);
    const image = tag("og:image")!;
    expect(image).toMatch(/^http:\/\/localhost:\d+\/og\/camille-martin\.png\?v=/);
    const png = await request.get(new URL(image).pathname + new URL(image).search);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
  });

  test("gets '404 Profil introuvable' with a way home for an unknown profile", async ({ page }) => {
    const response = await page.goto(`/nobody-${unique()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Profil introuvable");
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("reads every review, ten per server-rendered page", async ({ page }) => {
    const slug = `reviews-${unique()}`;
    const { profile } = await createUserWithProfile({ profile: { slug, name: "Paul Girard" } });
    for (let i = 0; i < 12; i++) {
      await createReview(profile.id, {
        status: "approved",
        reviewerName: `Client ${i + 1}`,
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
      });
    }
    await page.goto(`/${slug}`);
    await page.getByRole("link", { name: "Voir tous les avis (12)" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/reviews$`));
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(page.getByText("Page 1 sur 2")).toBeVisible();
    await page.getByRole("link", { name: "Avis plus anciens" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/reviews\\?page=2$`));
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByText("Client 12")).toBeVisible();
    expect((await page.request.get(`/${slug}/reviews?page=3`)).status()).toBe(404);
  });

  test("reads an Arabic profile right to left", async ({ page }) => {
    await page.goto("/salma-benali?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "سلمى بنعلي" })).toBeVisible();
    await expect(page.getByText("رقم مخفي")).toBeVisible();
    // In a French page too, the Arabic texts keep their own direction.
    await page.goto("/salma-benali?lang=fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("#about p").first()).toHaveAttribute("lang", "ar");
    // Arabic letters: right to left, whatever the interface (decision 027).
    await expect(page.locator("#about p").first()).toHaveAttribute("dir", "rtl");
  });
});

test.describe("the owner", () => {
  test("sees the dashboard shortcut, edit, copy link, share, the QR code and the real number", async ({
    page,
    browser,
  }) => {
    const { slug } = await ownerWithProfile(page);
    await page.goto(`/${slug}`);
    await expect(page.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", "/dashboard");
    const panel = page.getByTestId("owner-panel");
    await expect(panel.getByRole("link", { name: "Modifier le profil" })).toHaveAttribute("href", "/dashboard");
    await expect(panel.getByRole("button", { name: "Copier le lien" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Partager" })).toBeVisible();
    await expect(page.getByText("+33700000042")).toBeVisible();
    await expect(page.getByText("Visible par vous seul")).toBeVisible();
    await expect(page.getByText("numéro masqué")).toHaveCount(0);
    await expect(page.getByTestId("visitor-cta")).toHaveCount(0);

    await panel.getByRole("button", { name: "QR code" }).click();
    const dialog = page.getByRole("dialog", { name: "QR code de votre page" });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole("img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Télécharger en PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fiable-${slug}-qr.png`);
    const svg = await page.context().request.get(`/${slug}/qr?format=svg`);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");

    // Anyone else: the visitor's page, no QR code.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(`/${slug}`);
    await expect(other.getByText("numéro masqué")).toBeVisible();
    expect(await other.content()).not.toContain("33700000042");
    expect((await visitor.request.get(`/${slug}/qr?format=png`)).status()).toBe(401);
    await visitor.close();
  });

  test("copies the link of the page", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { slug } = await ownerWithProfile(page);
    await page.goto(`/${slug}`);
    await hydrated(page);
    await page.getByTestId("owner-panel").getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.getByText("Lien copié !")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/${slug}`, page.url()).href);
    // The header has it too (the owner's header shows copy link).
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByTestId("header-copy-link").click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(new URL(`/${slug}`, page.url()).href);
  });
});
