import { expect, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createUser } from "#db/factories/users.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";

/**
 * The dashboard's « Intégrer » section (decision 033): each choice updates the snippet and
 * the preview's address at once; « Copier le code » copies the exact snippet with a toast;
 * an owner without a profile is sent to create one; 320 px and desktop.
 */
withAppDatabase();

const PASSWORD = "secret-password";

async function owner() {
  const slug = `integre-${unique()}`;
  const email = `${slug}@example.com`;
  await createUserWithProfile({
    user: { email, password: PASSWORD, name: "Lina Haddad" },
    profile: { slug, name: "Lina Haddad", title: "Traductrice" },
  });
  return { slug, email };
}

for (const viewport of [
  { name: "phone 320", width: 320, height: 800 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`options update the snippet and the preview, and the snippet copies with a toast (${viewport.name})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { slug, email } = await owner();
    await signInOverHttp(context.request, email, PASSWORD);
    await page.goto("/dashboard/embed");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Intégrer vos avis");
    if (viewport.width > 640) {
      await expect(page.getByRole("link", { name: "Intégrer" })).toHaveAttribute("aria-current", "page");
    }

    const snippet = page.getByTestId("embed-snippet");
    const preview = page.getByTestId("embed-preview");
    await expect(snippet).toHaveText(
      `<script src="${baseURL}/embed.js" data-profile="${slug}" data-layout="carousel" data-theme="auto" data-lang="fr" data-max="10" async></script>`,
    );
    await expect(preview).toHaveAttribute("src", `/${slug}/embed?layout=carousel&theme=auto&lang=fr&max=10`);
    // The preview takes the widget's height (asked again once the page is hydrated).
    const previewFits = async () => {
      const frameHeight = await preview.evaluate((frame) => frame.getBoundingClientRect().height);
      const contentHeight = await page
        .frameLocator('[data-testid="embed-preview"]')
        .locator("html")
        .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      return Math.abs(frameHeight - contentHeight) <= 1;
    };
    await expect.poll(previewFits).toBe(true);

    const choose = (name: string, value: string) =>
      page.locator(`label:has([data-testid="embed-${name}-${value}"])`).click();
    await choose("layout", "grid");
    await choose("theme", "dark");
    await choose("language", "ar");
    await page.getByTestId("embed-max").fill("25");
    const expected = `<script src="${baseURL}/embed.js" data-profile="${slug}" data-layout="grid" data-theme="dark" data-lang="ar" data-max="25" async></script>`;
    await expect(snippet).toHaveText(expected);
    await expect(preview).toHaveAttribute("src", `/${slug}/embed?layout=grid&theme=dark&lang=ar&max=25`);
    await expect(page).toHaveURL(/layout=grid&theme=dark&language=ar&max=25/);
    // The page itself stays in French: the widget's language is not the site's `lang`.
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    // A number out of range: said at the field, the snippet keeps the last valid choice.
    await page.getByTestId("embed-max").fill("80");
    await expect(page.getByText("Indiquez un nombre entier de 1 à 50.")).toBeVisible();
    await expect(snippet).toHaveText(expected);
    await page.getByTestId("embed-max").fill("25");

    await page.getByTestId("embed-copy").click();
    await expect(page.getByText("Code copié !")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // The iframe variant: the iframe and the lines that resize it.
    await choose("variant", "iframe");
    await expect(snippet).toContainText(`<iframe id="fiable-${slug}" src="${baseURL}/${slug}/embed?layout=grid`);
    await expect(snippet).toContainText('d.type !== "fiable:embed:height"');
    await page.getByTestId("embed-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("e.source !== f.contentWindow");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the choices of the address are the page's, and work without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { slug, email } = await owner();
  await signInOverHttp(context.request, email, PASSWORD);
  const page = await context.newPage();
  await page.goto("/dashboard/embed?layout=badge&theme=light&language=en&max=3&variant=script");
  await expect(page.getByTestId("embed-snippet")).toHaveText(
    `<script src="${baseURL}/embed.js" data-profile="${slug}" data-layout="badge" data-theme="light" data-lang="en" data-max="3" async></script>`,
  );
  await page.locator('label:has([data-testid="embed-layout-list"])').click();
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByTestId("embed-snippet")).toContainText('data-layout="list"');
  await context.close();
});

test("an owner without a profile is asked to create one", async ({ browser }) => {
  const context = await browser.newContext();
  const email = `sans-profil-${unique()}@example.com`;
  await createUser({ email, password: PASSWORD, name: "Sans Profil" });
  await signInOverHttp(context.request, email, PASSWORD);
  const page = await context.newPage();
  await page.goto("/dashboard/embed");
  await expect(page.getByText("Créez d'abord votre profil")).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer mon profil" })).toHaveAttribute("href", "/dashboard");
  await context.close();
});
