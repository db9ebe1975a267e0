import { randomBytes } from "node:crypto";
import { type BrowserContext, expect, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

/*
 * Masked numbers stay masked (decision 019) in a real Chromium: a visitor's click
 * posts to /go and opens WhatsApp; a crawler's GET of /go gets the trust page, never the
 * number; without JavaScript the button posts the form and the visitor still gets there.
 */

// Headless Chromium names itself HeadlessChrome, a bot to /go: browse as a desktop Chrome.
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? "3210"}`;
const DIGITS = "33700000077";
const NUMBER = /33\D?7\D?00\D?00\D?00\D?77|0?7\D?00\D?00\D?00\D?77/;

test.use({ userAgent: USER_AGENT });

withAppDatabase();

async function maskedProfile() {
  const slug = `masked-${randomBytes(4).toString("hex")}`;
  const { profile } = await createUserWithProfile({
    profile: {
      slug,
      name: "Léa Garnier",
      title: "Photographe",
      links: [
        { platform: "whatsapp", url: `https://wa.me/${DIGITS}` },
        { platform: "phone", url: `tel:+${DIGITS}` },
        { platform: "website", url: "https://lea-garnier.example/" },
      ],
    },
  });
  const idOf = (platform: string) => profile.links.find((link) => link.platform === platform)!.id;
  return { slug, whatsappId: idOf("whatsapp"), phoneId: idOf("phone"), websiteId: idOf("website") };
}

/** WhatsApp and the website are stubbed: the sandbox has no internet. */
async function stubOutside(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp", contentType: "text/plain" }));
  await context.route("https://lea-garnier.example/**", (route) =>
    route.fulfill({ body: "Portfolio", contentType: "text/plain" }),
  );
}

test("a visitor's click on a masked WhatsApp opens wa.me; a crawler's GET of /go gets no number", async ({ page }) => {
  const { slug, whatsappId, websiteId } = await maskedProfile();
  await stubOutside(page.context());
  const response = await page.goto(`/${slug}`);
  expect(await response!.text()).not.toMatch(NUMBER);
  await hydrated(page);

  const reveal = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/go/${whatsappId}`));
  await page.getByRole("button", { name: /WhatsApp/ }).click();
  expect((await reveal).headers().accept).toBe("application/json");
  await expect(page).toHaveURL(`https://wa.me/${DIGITS}`);

  // A crawler (or anyone) asking with GET or HEAD gets the trust page's address, never the number.
  for (const userAgent of [GOOGLEBOT, USER_AGENT]) {
    for (const method of ["GET", "HEAD"] as const) {
      const go = await page.request.fetch(`/go/${whatsappId}`, {
        method,
        headers: { "user-agent": userAgent },
        maxRedirects: 0,
      });
      expect(go.status()).toBe(302);
      expect(go.headers().location).toBe(`/${slug}#links`);
      expect(await go.text()).not.toMatch(NUMBER);
    }
  }
  const followed = await page.request.get(`/go/${whatsappId}`, { headers: { "user-agent": GOOGLEBOT } });
  expect(followed.status()).toBe(200);
  expect(followed.url()).toMatch(new RegExp(`/${slug}#links$`));
  expect(await followed.text()).not.toMatch(NUMBER);
  // A POST from another site, or by a bot, neither.
  const crossSite = await page.request.post(`/go/${whatsappId}`, {
    headers: { Origin: "https://scraper.example", Accept: "application/json" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).not.toMatch(NUMBER);
  const bot = await page.request.post(`/go/${whatsappId}`, {
    headers: { Origin: ORIGIN, "user-agent": GOOGLEBOT },
    maxRedirects: 0,
  });
  expect(bot.status()).toBe(403);

  // A link that is no number still redirects on GET.
  const website = await page.request.get(`/go/${websiteId}`, { maxRedirects: 0 });
  expect(website.status()).toBe(302);
  expect(website.headers().location).toBe("https://lea-garnier.example/");
});

test("a refused reveal says so and stays on the page", async ({ page }) => {
  const { slug } = await maskedProfile();
  await page.route("**/go/*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 429, headers: { "Retry-After": "600" }, json: { error: "…" } })
      : route.continue(),
  );
  await page.goto(`/${slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: /WhatsApp/ }).click();
  await expect(page.getByText("Impossible d'afficher ce numéro pour le moment.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the visitor reaches the number through the button, which posts the form", async ({ page }) => {
    const { slug, whatsappId } = await maskedProfile();
    await stubOutside(page.context());
    await page.goto(`/${slug}`);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/go/${whatsappId}`));
    await page.getByRole("button", { name: /WhatsApp/ }).click();
    await posted;
    // /go answers a page holding the link, which opens it by itself.
    await expect(page).toHaveURL(`https://wa.me/${DIGITS}`);

    // A phone number: the page shows it and its link.
    await page.goto(`/${slug}`);
    await page.getByRole("button", { name: /Téléphone/ }).click();
    await expect(page.getByRole("heading", { name: "Téléphone" })).toBeVisible();
    await expect(page.getByText(`+${DIGITS}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ouvrir le lien" })).toHaveAttribute("href", `tel:+${DIGITS}`);
    await page.getByRole("link", { name: "Revenir au profil" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}#links$`));
  });
});
