import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type Browser, type ConsoleMessage, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { iframeSnippet } from "#app/features/embed/snippet.ts";
import { newMediaKey } from "#app/services/media/media-store.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { e2eDatabase } from "./support/admin-db.ts";
import { closeAppDatabase } from "./support/app-database.ts";

/**
 * The reviews widget (decision 032) on another site: a page served by this test on its own
 * origin (another host and port), with aggressive CSS of its own and a CSP that lets scripts
 * come from Fiable's origin only, embeds /embed.js in each layout, and /{slug}/embed in an
 * iframe sized by the parent's few lines of the owner's snippet.
 */

const PORT = process.env.E2E_PORT ?? "3210";
const FIABLE = `http://localhost:${PORT}`;
const HOST_CSS = "* { color: red !important; font-size: 30px } p { margin: 1em 0 }";
const LONG_TEXT = `${"Des séances efficaces et une vraie écoute, chaque geste expliqué. ".repeat(14)}Je recommande.`;
const RED = "rgb(255, 0, 0)";

let host: Server;
let hostOrigin: string;
let owner: { slug: string; email: string; password: string; name: string };

interface HostPage {
  scripts?: Record<string, string>[];
  iframe?: { layout: string; lang: string; profile?: string };
  inHead?: boolean;
}

/** The other site's page: its own CSS, scripts from Fiable only (plus its own inline lines, by nonce). */
function hostPage({ scripts = [], iframe, inHead = false }: HostPage): { html: string; csp: string } {
  const nonce = randomBytes(12).toString("base64");
  const tags = scripts
    .map((attributes) => {
      const data = Object.entries(attributes)
        .map(([name, value]) => ` data-${name}="${value}"`)
        .join("");
      return `<script src="${FIABLE}/embed.js"${data} async></script>`;
    })
    .join("\n");
  const frame = iframe
    ? iframeSnippet(
        FIABLE,
        {
          profile: iframe.profile ?? owner.slug,
          layout: iframe.layout as "list",
          theme: "light",
          lang: iframe.lang,
          max: 6,
        },
        "Avis",
      ).replace("<script>", `<script nonce="${nonce}">`)
    : "";
  return {
    html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site hôte</title><style>${HOST_CSS}</style>${inHead ? tags : ""}</head><body><h1 id="host-title">Mon atelier</h1><p id="host-text">Le texte du site hôte.</p>${inHead ? "" : tags}${frame}<p id="host-after">Fin de la page.</p></body></html>`,
    csp: `script-src ${FIABLE}${iframe ? ` 'nonce-${nonce}'` : ""}; object-src 'none'`,
  };
}

const pages = new Map<string, HostPage>();
function hostUrl(page: HostPage): string {
  const id = randomBytes(6).toString("hex");
  pages.set(id, page);
  return `${hostOrigin}/${id}`;
}

test.beforeAll(async ({ baseURL }) => {
  const { media } = await e2eDatabase(baseURL);
  const slug = `widget-${randomBytes(4).toString("hex")}`;
  owner = { slug, email: `${slug}@example.com`, password: "secret-password", name: "Inès Widget" };
  const { profile } = await createUserWithProfile({
    user: { email: owner.email, password: owner.password, name: owner.name },
    profile: { slug, name: owner.name, title: "Ébéniste" },
  });
  const audioKey = newMediaKey("review-media", "ogg");
  await media.put(audioKey, readFileSync("tests/fixtures/media/voice.ogg"), "audio/ogg");
  const photoKey = newMediaKey("review-media", "webp");
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#81b29a" } })
    .webp()
    .toBuffer();
  await media.put(photoKey, photo, "image/webp");
  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10));
  await createReview(profile.id, {
    reviewerName: "Jeanne Longue",
    content: LONG_TEXT,
    invitedAt: day(1),
    status: "approved",
    ownerReply: "Merci Jeanne !",
    createdAt: day(5),
  });
  await createReview(profile.id, {
    reviewerName: "Marc Audio",
    content: "Un avis dit à voix haute.",
    mediaType: "audio",
    mediaKey: audioKey,
    mediaDuration: 3,
    relationship: "colleague",
    status: "approved",
    createdAt: day(4),
  });
  await createReview(profile.id, {
    reviewerName: "Léa Photo",
    content: "La table finie, en photo.",
    mediaType: "photo",
    mediaKey: photoKey,
    emailVerifiedAt: day(2),
    status: "approved",
    createdAt: day(3),
  });

  host = createServer((request, response) => {
    const page = pages.get((request.url ?? "/").slice(1));
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const { html, csp } = hostPage(page);
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp }).end(html);
  });
  await new Promise<void>((ok) => host.listen(0, "127.0.0.1", ok));
  const address = host.address();
  hostOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((ok) => host?.close(ok));
  await closeAppDatabase();
});

/** Console messages, and what the CSP refused. */
function watchConsole(page: Page) {
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => messages.push(message));
  return {
    warnings: () => messages.filter((m) => m.type() === "warning").map((m) => m.text()),
    refused: () => messages.map((m) => m.text()).filter((text) => /Content Security Policy|Refused to/i.test(text)),
  };
}

const widget = (page: Page) => page.locator("fiable-reviews");

/** The host's CSS reaches nothing inside the widget; the widget's reaches nothing outside. */
async function expectIsolated(page: Page) {
  const name = widget(page).locator(".pn, .bn").first();
  const inside = await name.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontSize: style.fontSize };
  });
  expect(inside.color).not.toBe(RED);
  expect(inside.fontSize).not.toBe("30px");
  const outside = await page.locator("#host-text").evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontSize: style.fontSize, marginTop: style.marginTop };
  });
  expect(outside).toEqual({ color: RED, fontSize: "30px", marginTop: "30px" });
}

for (const layout of ["carousel", "grid", "list"] as const) {
  test(`the ${layout} shows every review with its label, isolated from the host page's CSS`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout, lang: "fr" }] }));
    const reviews = widget(page).locator("article");
    await expect(reviews).toHaveCount(3);
    await expect(widget(page).getByText("Invité par e-mail")).toHaveCount(1);
    await expect(widget(page).getByText("E-mail vérifié")).toHaveCount(1);
    await expect(widget(page).getByText("Spontané")).toHaveCount(1);
    await expect(widget(page).getByText("Relation : collègue")).toHaveCount(1);
    await expect(widget(page).getByText("Réponse de Inès Widget")).toHaveCount(1);
    await expect(widget(page).getByText("Durée : 0:03")).toHaveCount(1);
    await expect(widget(page).getByRole("link", { name: "Comment fonctionnent les avis" })).toHaveAttribute(
      "href",
      `${FIABLE}/how-reviews-work`,
    );
    await expect(widget(page).getByRole("link", { name: owner.name })).toHaveAttribute(
      "href",
      `${FIABLE}/${owner.slug}`,
    );
    await expectIsolated(page);
    expect(console.refused()).toEqual([]);
    expect(console.warnings()).toEqual([]);
  });
}

test("the badge shows the average, the count and links to the trust page", async ({ page }) => {
  await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout: "badge" }] }));
  const link = widget(page).getByRole("link", { name: /Inès Widget/ });
  await expect(link).toContainText("5,0");
  await expect(link).toContainText("3 avis");
  await expect(link).toHaveAttribute("href", `${FIABLE}/${owner.slug}`);
  await expectIsolated(page);
});

test("a profile without reviews: the badge says so", async ({ page }) => {
  const slug = `sans-avis-${randomBytes(4).toString("hex")}`;
  await createUserWithProfile({
    user: { email: `${slug}@example.com`, name: "Paul Vide" },
    profile: { slug, name: "Paul Vide" },
  });
  await page.goto(hostUrl({ scripts: [{ profile: slug, layout: "badge" }] }));
  await expect(widget(page).getByText("Pas encore d'avis publié")).toBeVisible();
});

test("an audio review plays inline; « Lire la suite » expands; a photo opens in a lightbox that Escape closes", async ({
  page,
}) => {
  await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout: "list" }] }));
  const audio = widget(page).locator("audio");
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);

  const more = widget(page).getByRole("button", { name: "Lire la suite" });
  const text = widget(page).locator(".tx").first();
  const clamped = await text.evaluate((element) => element.clientHeight);
  await more.click();
  await expect(widget(page).getByRole("button", { name: "Réduire" })).toHaveAttribute("aria-expanded", "true");
  expect(await text.evaluate((element) => element.clientHeight)).toBeGreaterThan(clamped);

  const photo = widget(page).getByRole("button", { name: "Agrandir la photo" });
  await photo.click();
  const box = widget(page).locator("dialog");
  await expect(box).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  expect(
    await widget(page).evaluate((element) => (element.shadowRoot?.activeElement as HTMLElement | null)?.className),
  ).toBe("ph");
});

test("the carousel moves with its buttons and the arrow keys", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout: "carousel" }] }));
  const track = widget(page).locator(".tr");
  await expect(widget(page).locator("article")).toHaveCount(3);
  const scrolled = () => track.evaluate((element) => Math.abs(element.scrollLeft));
  await widget(page).getByRole("button", { name: "Avis suivant" }).click();
  await expect.poll(scrolled).toBeGreaterThan(100);
  await widget(page).getByRole("button", { name: "Avis précédent" }).click();
  await expect.poll(scrolled).toBeLessThan(10);
  await track.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(scrolled).toBeGreaterThan(100);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("in Arabic the widget is right to left, with Arabic texts", async ({ page }) => {
  await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout: "grid", lang: "ar" }] }));
  const root = widget(page).locator(".w");
  await expect(root).toHaveAttribute("dir", "rtl");
  await expect(root).toHaveAttribute("lang", "ar");
  await expect(widget(page).getByText("مدعو عبر البريد")).toHaveCount(1);
  await expect(widget(page).getByRole("link", { name: "كيف تعمل التقييمات" })).toBeVisible();
  expect(
    await widget(page)
      .locator("article")
      .first()
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe("rtl");
});

test("data-theme decides the widget's theme; auto follows the colour scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(
    hostUrl({
      scripts: [
        { profile: owner.slug, layout: "badge", theme: "light" },
        { profile: owner.slug, layout: "badge", theme: "dark" },
        { profile: owner.slug, layout: "list", theme: "auto" },
        { profile: owner.slug, layout: "list", theme: "violet", max: "many" },
      ],
    }),
  );
  await expect(widget(page)).toHaveCount(4);
  const colour = (index: number) =>
    widget(page)
      .nth(index)
      .locator(".w")
      .evaluate((element) => getComputedStyle(element).color);
  await expect.poll(() => colour(0)).toBe("rgb(28, 25, 23)");
  await expect.poll(() => colour(1)).toBe("rgb(245, 245, 244)");
  await expect.poll(() => colour(2)).toBe("rgb(245, 245, 244)");
  // Malformed attributes: the defaults (light, six reviews at most).
  await expect.poll(() => colour(3)).toBe("rgb(28, 25, 23)");
});

test("a tag in <head> renders at the end of <body>", async ({ page }) => {
  await page.goto(hostUrl({ scripts: [{ profile: owner.slug, layout: "badge" }], inHead: true }));
  await expect(widget(page).getByRole("link", { name: /Inès Widget/ })).toBeVisible();
  expect(await page.evaluate(() => document.body.lastElementChild?.tagName)).toBe("FIABLE-REVIEWS");
});

test("an unknown profile renders nothing visible and logs one warning", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(hostUrl({ scripts: [{ profile: "personne-de-ce-nom", layout: "grid" }] }));
  await expect.poll(() => console.warnings().length).toBe(1);
  expect(console.warnings()[0]).toContain("personne-de-ce-nom");
  expect(await widget(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  expect(await widget(page).evaluate((element) => element.shadowRoot)).toBeNull();
});

test("the iframe variant is sized by its messages and grows when a review is expanded", async ({ page }) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(hostUrl({ iframe: { layout: "list", lang: "fr" } }));
    const iframe = page.locator("iframe");
    const frame = page.frameLocator("iframe");
    await expect(frame.locator("fiable-reviews article")).toHaveCount(3);
    const height = () => iframe.evaluate((element) => element.getBoundingClientRect().height);
    // Sized to its content (the snippet starts it at 320 px).
    await expect.poll(height).not.toBe(320);
    const before = await height();
    await frame.getByRole("button", { name: "Lire la suite" }).click();
    await expect.poll(height).toBeGreaterThan(before);
    const inner = await frame.locator("html").evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
    expect(Math.abs((await height()) - inner)).toBeLessThanOrEqual(1);
  }
});

test("the iframe variant in Arabic is right to left", async ({ page }) => {
  await page.goto(hostUrl({ iframe: { layout: "grid", lang: "ar" } }));
  const frame = page.frameLocator("iframe");
  await expect(frame.locator("fiable-reviews .w")).toHaveAttribute("dir", "rtl");
  await expect(frame.getByText("مدعو عبر البريد")).toHaveCount(1);
});

async function approve(browser: Browser, account: { email: string; password: string }, reviewer: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInOverHttp(context.request, account.email, account.password);
  const page = await context.newPage();
  await page.goto("/dashboard/reviews");
  await hydrated(page);
  const card = page.getByTestId("moderated-review").filter({ hasText: reviewer });
  await card.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Avis publié", { exact: true })).toBeVisible();
  await context.close();
}

test("a review the owner approves shows on the next load, script and iframe", async ({ page, browser }) => {
  const account = { email: `approve-${owner.slug}@example.com`, password: "secret-password" };
  const { profile } = await createUserWithProfile({
    user: { ...account, name: "Zoé Approuve" },
    profile: { slug: `approuve-${owner.slug}`, name: "Zoé Approuve" },
  });
  const reviewer = `Nouveau ${randomBytes(3).toString("hex")}`;
  await createReview(profile.id, { reviewerName: reviewer, status: "pending" });
  const script = hostUrl({ scripts: [{ profile: profile.slug, layout: "list" }] });
  const iframe = hostUrl({ iframe: { layout: "list", lang: "fr", profile: profile.slug } });
  await page.goto(script);
  await expect(widget(page).getByText("Pas encore d'avis publié")).toBeVisible();
  await expect(widget(page).getByText(reviewer)).toHaveCount(0);
  await page.goto(iframe);
  await expect(page.frameLocator("iframe").getByText("Pas encore d'avis publié")).toBeVisible();

  await approve(browser, account, reviewer);

  await page.goto(script);
  await expect(widget(page).getByText(reviewer)).toHaveCount(1);
  await expect(widget(page).getByText("1 avis")).toBeVisible();
  await page.goto(iframe);
  await expect(page.frameLocator("iframe").getByText(reviewer)).toHaveCount(1);
});

test("the owner's statistics count the widget's impression and click, by host site", async ({ page, browser }) => {
  const slug = `widget-stats-${randomBytes(4).toString("hex")}`;
  const who = { email: `${slug}@example.com`, password: "secret-password" };
  const { profile } = await createUserWithProfile({
    user: { ...who, name: "Sam Stats" },
    profile: { slug, name: "Sam Stats" },
  });
  await createReview(profile.id, { reviewerName: "Cliente", content: "Parfait.", status: "approved" });
  await page.goto(hostUrl({ scripts: [{ profile: slug, layout: "grid", lang: "fr" }] }));
  await expect(widget(page).locator("article")).toHaveCount(1);
  const opening = page.waitForEvent("popup");
  await widget(page).getByRole("link", { name: "Comment fonctionnent les avis" }).first().click();
  await (await opening).close();

  const context = await browser.newContext();
  await signInOverHttp(context.request, who.email, who.password);
  const dashboard = await context.newPage();
  await expect(async () => {
    await dashboard.goto("/dashboard/analytics");
    const row = dashboard.getByTestId("owner-widget-hosts").locator('tr[data-host="127.0.0.1"]');
    await expect(row.locator("[data-impressions]")).toHaveText("1", { timeout: 1000 });
    await expect(row.locator("[data-clicks]")).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(dashboard.getByTestId("owner-widget-impressions")).toContainText("1");
  await context.close();
});
