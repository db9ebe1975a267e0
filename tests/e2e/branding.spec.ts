import type { Page } from "@playwright/test";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated } from "./profile-support.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Page branding (decision 045): the owner picks an accent colour and a font in the editor's
 * « Apparence » tab; the live preview follows before saving, and once saved the public page
 * and the reviews widget show them (computed styles). A low-contrast colour is refused with
 * its measured ratio and nothing changes. Fonts come from this origin only.
 */

const ACCENT = "#1d4ed8";
const ACCENT_RGB = "rgb(29, 78, 216)";

const style = (page: Page, testId: string, property: "backgroundColor" | "color" | "fontFamily") =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);

async function openAppearance(page: Page) {
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("tab", { name: "Apparence" }).click();
  await expect(page.getByTestId("appearance-form")).toBeVisible();
}

test("an accent colour and a font: the preview, the public page and the widget show them", async ({
  page,
  profile,
  baseURL,
}) => {
  await createReview(profile.id, { status: "approved" });
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });

  await openAppearance(page);
  await page.getByTestId("accent-hex").fill(ACCENT);
  await expect(page.getByTestId("contrast-readout")).toContainText("Contraste suffisant");
  await page.locator('input[name="fontPair"][value="modern"]').check();

  // The preview follows before anything is saved.
  await expect.poll(() => style(page, "preview-button", "backgroundColor")).toBe(ACCENT_RGB);
  expect(await style(page, "preview-name", "fontFamily")).toContain("Montserrat Variable");
  expect(await style(page, "preview-made-with", "color")).toBe(ACCENT_RGB);

  await page.getByTestId("save-appearance").click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText("Apparence enregistrée !");

  // The public page (anonymous view: the cached copy was dropped by the save).
  const visitor = await page.context().browser()!.newPage({ baseURL });
  visitor.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await visitor.goto(`/${profile.slug}`);
  expect(await style(visitor, "add-review", "backgroundColor")).toBe(ACCENT_RGB);
  expect(await style(visitor, "made-with", "color")).toBe(ACCENT_RGB);
  const heading = visitor.getByRole("heading", { level: 1 });
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Montserrat Variable");
  const loaded = await visitor.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family);
  });
  expect(loaded.join(",")).toContain("Montserrat Variable");
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin, url).toBe(new URL(baseURL!).origin);

  // The widget (its iframe variant, the same script), light theme: its links take the accent.
  await visitor.goto(`/${profile.slug}/embed?layout=list&theme=light`);
  const linkColor = await visitor.waitForFunction(() => {
    const host = [...document.querySelectorAll("*")].find((el) => el.shadowRoot);
    const link = host?.shadowRoot?.querySelector(".w a");
    return link ? getComputedStyle(link).color : null;
  });
  expect(await linkColor.jsonValue()).toBe(ACCENT_RGB);
  await visitor.close();
});

test("a low-contrast colour is refused with its ratio, and the page keeps its colours", async ({ page, profile }) => {
  await openAppearance(page);
  await page.getByTestId("accent-hex").fill("#ffffff");
  await expect(page.getByTestId("contrast-readout")).toHaveText("Contraste insuffisant : 1,0:1 (minimum 4,5:1)");
  await page.getByTestId("save-appearance").click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    "Contraste insuffisant : 1,0:1 (minimum 4,5:1)",
  );
  // The form keeps what was typed.
  await expect(page.getByTestId("accent-hex")).toHaveValue("#ffffff");
  await expect(page.getByTestId("accent-hex")).toHaveAttribute("aria-invalid", "true");

  await page.goto(`/${profile.slug}`);
  const root = page.getByTestId("branded-root");
  await expect(root).not.toHaveAttribute("data-brand-accent");
});
