import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./profile-support.ts";
import { expect, test } from "./support/fixtures.ts";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";

/**
 * Blog in a real Chromium: an administrator writes an article with a cover in
 * the editor, saves a draft, publishes it, opens it, unpublishes it; the same through
 * /admin-blog; the CMS search and the public search, by a word that is only in the excerpt;
 * the newsletter of /blog-demo; the sitemap and the feeds.
 * Serial: each test checks which article /blog shows first.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

function unique(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

async function coverPng(): Promise<Buffer> {
  return sharp({
    create: { width: 1400, height: 800, channels: 3, background: { r: 60, g: 65, b: 174 } },
  })
    .png()
    .toBuffer();
}

/** "23 novembre 2026": the day as the French page prints it. */
function frenchDate(date = new Date()): string {
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(date);
}

/**
 * Holds the client navigation's data request matching `url` until `release()`: what the page
 * shows while it waits is then certain to be seen (no timing involved).
 */
async function holdData(page: Page, url: RegExp) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    const done = gate.then(() => route.continue());
    held.push(done);
    return done;
  };
  await page.route(url, handler);
  return {
    release: async () => {
      open();
      await Promise.all(held);
      await page.unroute(url, handler);
    },
  };
}

async function toast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test("the editor: draft, publish, read, unpublish", async ({ admin: page }) => {
  // The searched word is in the excerpt only: neither in the title nor in the content.
  const word = unique("zorglub");
  const tag = unique("t");
  const title = `Inspirer confiance en ligne ${tag}`;
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Nouvel article" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("heading", { name: "Nouvel article" })).toBeVisible();

  // Title and content are required: said under the fields, once each (no toast as well).
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("Le titre et le contenu sont requis")).toHaveCount(2);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await page.getByLabel("Titre").fill(`  ${title}  `);
  await expect(page.getByLabel("Slug (URL)")).toHaveValue(`inspirer-confiance-en-ligne-${tag}`);
  await page.getByLabel("Extrait").fill(`Un extrait qui contient le mot ${word}.`);
  await page
    .locator("#article-cover")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await coverPng() });
  await toast(page, "Image uploadée avec succès");
  await expect(page.getByRole("img", { name: "Aperçu de l'image de couverture" })).toBeVisible();
  // The uploaded image, pasted in the content too: there it gets its AVIF/WebP sources and size.
  const coverUrl = await page.locator('input[type="hidden"][name="coverImage"]').inputValue();
  expect(coverUrl).toMatch(/^\/media\/blog-images\/.+-c1600\.webp$/);
  await page
    .getByRole("textbox", { name: "Contenu" })
    .fill(
      `## Premier pas\n\nUne page claire rassure.\n\n![Un atelier](${coverUrl})\n\n[piège](javascript:alert(1)) <script>alert(1)</script>`,
    );
  await page.getByRole("tab", { name: "Aperçu" }).click();
  const preview = page.getByTestId("editor-preview");
  await expect(preview.getByRole("heading", { name: "Premier pas" })).toBeVisible();
  await expect(preview.locator("a")).toHaveCount(0);
  await page.getByRole("tab", { name: "Écrire" }).click();

  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await toast(page, "Article sauvegardé avec succès");

  // A draft is not on /blog.
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The CMS search finds it by a word of its excerpt; Publier.
  await page.goto("/admin/blog");
  await page.getByLabel("Titre").fill(word);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const card = page.getByTestId("cms-article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card.getByRole("heading")).not.toContainText(word);
  await expect(card).toContainText("Brouillon");
  await card.getByRole("button", { name: "Publier" }).click();
  await toast(page, "Article publié");
  await expect(card).toContainText("Publié");

  // First on /blog, with its date; found by a word of its excerpt.
  await page.goto("/blog");
  const featured = page.getByTestId("featured-article");
  await expect(featured).toContainText(title);
  await expect(featured).toContainText(frenchDate());
  await expect(featured).toContainText("min de lecture");
  await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(word);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}`));
  await expect(page.getByTestId("featured-article")).toContainText(title);
  await expect(page.locator("[data-testid=featured-article], [data-testid=article-card]")).toHaveCount(1);

  // The article page.
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/inspirer-confiance-en-ligne-${tag}$`));
  await expect(page).toHaveTitle(`${title} | blog`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `Un extrait qui contient le mot ${word}.`,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = await page.locator('script[type="application/ld+json"]').last().textContent();
  expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "BlogPosting", headline: title });
  await expect(page.locator('picture source[type="image/avif"]')).toHaveCount(2);
  await expect(page.locator('picture source[type="image/webp"]')).toHaveCount(2);
  const content = page.getByTestId("article-content");
  await expect(content.getByRole("heading", { name: "Premier pas" })).toBeVisible();
  // The content's image: a <picture> of the upload's variants, lazy, with the stored size (1400 × 800).
  await expect(content.locator('picture source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /-c800\.avif 800w, .+-c1600\.avif 1600w$/,
  );
  const inline = content.getByRole("img", { name: "Un atelier" });
  await expect(inline).toHaveAttribute("loading", "lazy");
  await expect(inline).toHaveAttribute("width", "1400");
  await expect(inline).toHaveAttribute("height", "800");
  await inline.scrollIntoViewIfNeeded();
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await expect(content).not.toContainText(word);
  await expect(content.locator("a")).toHaveCount(0);
  await expect(content).toContainText("<script>alert(1)</script>");
  const articleUrl = page.url();

  // Dépublier: gone from /blog, its address goes back to /blog.
  await page.goto(`/admin/blog?q=${word}`);
  await page.getByTestId("cms-article").getByRole("button", { name: "Dépublier" }).click();
  await toast(page, "Article mis en brouillon");
  await page.goto(articleUrl);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(title)).toHaveCount(0);

  // Editing it again loads it, 'Chargement...' while it comes; then delete with the confirmation.
  await page.goto(`/admin/blog?q=${word}`);
  await hydrated(page);
  const editorData = await holdData(page, /\/admin\/blog\/edit\/[^/?]+\.data/);
  await page.getByTestId("cms-article").getByRole("link", { name: "Modifier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Chargement..." })).toBeVisible();
  await expect(page.getByTestId("cms-article")).toHaveCount(0);
  await editorData.release();
  await expect(page.getByRole("heading", { name: "Éditer l'article" })).toBeVisible();
  await expect(page.getByText("Chargement...")).toHaveCount(0);
  await expect(page.getByLabel("Titre")).toHaveValue(title);
  await page.goto(`/admin/blog?q=${word}`);
  await page.getByTestId("cms-article").getByRole("button", { name: "Supprimer" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Êtes-vous sûr de vouloir supprimer cet article ?");
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await toast(page, "Article supprimé avec succès");
  await expect(page.getByTestId("cms-article")).toHaveCount(0);
  await expect(page.getByText("Aucun article trouvé")).toBeVisible();
});

test("the editor says only what happened: no error for a field merely left, one success toast, a kept article on a failure", async ({
  admin: page,
}) => {
  await page.goto("/admin/blog/new");
  await hydrated(page);
  const title = page.getByLabel("Titre");
  const content = page.getByRole("textbox", { name: "Contenu" });
  // Leaving an empty field is not a mistake yet.
  await title.focus();
  await page.getByLabel("Extrait").focus();
  await expect(page.getByText("Le titre et le contenu sont requis")).toHaveCount(0);

  // Saved: one toast, the success.
  await title.fill(`Un article sans faute ${unique("s")}`);
  await content.fill("Du contenu.");
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  // The list strips its `?saved=` flag once the toast is shown: either address is the list.
  await expect(page).toHaveURL(/\/admin\/blog(\?saved=draft)?$/);
  await toast(page, "Article sauvegardé avec succès");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);

  // The server cannot be reached: the article stays in the editor, one error says so.
  await page.goto("/admin/blog/new");
  await hydrated(page);
  await title.fill(`Un article en attente ${unique("s")}`);
  await content.fill("Du contenu gardé.");
  await page.route(/\/admin\/blog\/new(\.data)?/, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await toast(page, "Impossible de sauvegarder l'article");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(title).toHaveValue(/^Un article en attente/);
  await expect(content).toHaveValue("Du contenu gardé.");
});

test("the simple CMS: create a draft with a cover, publish, read, unpublish", async ({ admin: page }) => {
  // The searched word is in the excerpt only.
  const word = unique("quokka");
  const tag = unique("t");
  const title = `Votre réputation ${tag}`;
  await page.goto("/admin-blog");
  await page.getByRole("link", { name: "Nouvel article" }).click();
  await expect(page.getByRole("heading", { name: "Nouvel article" })).toBeVisible();
  await page.getByLabel("Titre").fill(title);
  await page.getByRole("tab", { name: "Téléverser" }).click();
  await page
    .locator("#simple-cover-file")
    .setInputFiles({ name: "c.png", mimeType: "image/png", buffer: await coverPng() });
  await toast(page, "Image uploadée avec succès");
  await page.getByLabel("Extrait").fill(`Le mot ${word} est ici.`);
  await page.getByLabel("Contenu").fill("Première ligne.\nDeuxième ligne.");
  await page.getByRole("button", { name: "Créer l'article" }).click();
  await expect(page).toHaveURL(/\/admin-blog$/);
  await toast(page, "Article créé avec succès");

  await page.goto("/blog");
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto("/admin-blog");
  await page.getByLabel("Titre").fill(word);
  await page.getByLabel("Statut").selectOption("draft");
  await page.getByRole("button", { name: "Filtrer" }).click();
  const card = page.getByTestId("cms-article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card.getByRole("heading")).not.toContainText(word);
  await card.getByRole("button", { name: "Publier" }).click();
  await toast(page, "Article publié");

  await page.goto("/blog");
  await expect(page.getByTestId("featured-article")).toContainText(title);
  await expect(page.getByTestId("featured-article")).toContainText(frenchDate());
  await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(word);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}`));
  await expect(page.locator("[data-testid=featured-article], [data-testid=article-card]")).toHaveCount(1);
  await expect(page.getByTestId("featured-article")).toContainText(title);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveTitle(`${title} | blog`);
  // A text with line breaks and no blank line: one paragraph per line.
  await expect(page.getByTestId("article-content").locator("p")).toHaveCount(2);
  const articleUrl = page.url();
  expect(articleUrl).toMatch(new RegExp(`/blog/votre-reputation-${tag}$`));

  await page.goto(`/admin-blog?q=${word}`);
  await page.getByTestId("cms-article").getByRole("button", { name: "Dépublier" }).click();
  await toast(page, "Article mis en brouillon");
  await page.goto(articleUrl);
  await expect(page).toHaveURL(/\/blog$/);

  // Modifier ('Chargement...' while the form comes) → Mettre à jour keeps the address.
  await page.goto(`/admin-blog?q=${word}`);
  await hydrated(page);
  const formData = await holdData(page, /\/admin-blog\.data\?(?:.*&)?edit=/);
  await page.getByTestId("cms-article").getByRole("link", { name: "Modifier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Chargement..." })).toBeVisible();
  await formData.release();
  await expect(page.getByRole("heading", { name: "Modifier l'article" })).toBeVisible();
  await page.getByLabel("Titre").fill(`${title} (mis à jour)`);
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await toast(page, "Article mis à jour avec succès");
});

test("an unknown article goes to /blog; the empty search offers to clear it", async ({ page }) => {
  await page.goto("/blog/cet-article-n-existe-pas");
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto("/blog?q=zzzzyxwvaucunresultat");
  await expect(page.getByText("Aucun article trouvé")).toBeVisible();
  await page.getByRole("link", { name: "Effacer la recherche" }).last().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("/blog-demo filters by language and subscribes to the newsletter with a confirmation mail", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blog-demo");
  await expect(page.getByTestId("article-count")).toContainText("article");
  await page.getByRole("navigation", { name: "Filtrer par langue" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/language=en/);
  const cards = page.locator("[data-testid=featured-article], [data-testid=article-card]");
  await expect(cards.first()).toHaveAttribute("lang", "en");

  const email = `${unique("reader")}@example.com`;
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmez votre inscription" })).toBeVisible();
  const dataDir = await e2eDataDir(new URL(baseURL!).port);
  const mail = await waitForMail(dataDir, email, /newsletter/);
  const link = mail.links.find((l) => l.includes("/blog/newsletter/confirm/"));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { name: "Inscription confirmée" })).toBeVisible();
});

test("the sitemap and the feeds", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/blog</loc>");
  expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/);
  const rss = await request.get("/blog/rss/fr");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  expect(await rss.text()).toContain("<rss");
  const atom = await request.get("/blog/atom/en");
  expect(await atom.text()).toContain("<feed");
  expect((await request.get("/blog/rss/xx")).status()).toBe(404);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
});
