import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

/*
 * Arabic is complete on what a visitor sees (landing, a trust page and its review
 * dialog, /auth), the switcher offers العربية, and flags are SVG, never emoji.
 */

withAppDatabase();

const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

async function expectArabicDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("the landing page in Arabic: its sections, its form and its widgets speak Arabic", async ({ page }) => {
  await page.goto("/?lang=ar");
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحة واحدة تبني الثقة");
  await expect(page.getByText("أنشئ صفحتك مجانًا", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "دون دليل، يذهب عملاؤك المحتملون إلى غيرك" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "الأسئلة الشائعة" }).first()).toBeAttached();
  // None of the French sentences of the page is left.
  const text = await page.locator("main").textContent();
  for (const french of ["Créez votre page gratuitement", "Comment ça marche", "Questions fréquentes", "Tarif bêta"]) {
    expect(text).not.toContain(french);
  }
});

test("the switcher offers العربية in its own name, and choosing it turns the page to Arabic", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const switcher = page.getByRole("navigation", { name: "Langue" }).first();
  await expect(switcher.getByRole("link", { name: "Français" })).toBeVisible();
  await expect(switcher.getByRole("link", { name: "English" })).toBeVisible();
  const arabic = switcher.getByRole("link", { name: "العربية" });
  await expect(arabic).toHaveAttribute("hreflang", "ar");
  await arabic.click();
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحة واحدة تبني الثقة");
  await expect(
    page.getByRole("navigation", { name: "اللغة" }).first().getByRole("link", { name: "العربية" }),
  ).toHaveAttribute("aria-current", "true");
});

test("/auth in Arabic", async ({ page }) => {
  await page.goto("/auth?lang=ar");
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
  await expect(page.getByLabel("كلمة المرور", { exact: true })).toBeVisible();
  await expect(page.getByText("نسيت كلمة المرور؟")).toBeVisible();
});

test("an Arabic trust page: languages named in Arabic with SVG flags, and the review dialog in Arabic", async ({
  page,
}) => {
  const slug = `arabe-${randomBytes(4).toString("hex")}`;
  await createUserWithProfile({
    user: { email: `${slug}@example.com`, password: "secret-password", name: "Salma Benali" },
    profile: {
      slug,
      name: "سلمى بن علي",
      title: "مصممة ديكور",
      bio: "أصمم منازل مضيئة في مراكش.",
      languages: [
        { name: "Arabe", code: "ar" },
        { name: "Français", code: "fr" },
        { name: "Anglais", code: "en" },
      ],
    },
  });

  await page.goto(`/${slug}?lang=ar`);
  await expectArabicDocument(page);
  // Languages spoken: named in the interface language (Intl.DisplayNames), each with an SVG flag.
  for (const name of ["العربية", "الفرنسية", "الإنجليزية"])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator("[data-flag] svg")).toHaveCount(3);
  expect(await page.locator("body").textContent()).not.toMatch(REGIONAL_INDICATOR);

  // The review dialog: every text in Arabic.
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "اترك تقييمًا لـسلمى بن علي" })).toBeVisible();
  await expect(dialog.getByLabel("اسمك")).toBeVisible();
  const dialogText = await dialog.textContent();
  for (const french of ["Votre nom", "Laisser un avis", "Envoyer", "Fermer"]) expect(dialogText).not.toContain(french);

  // In French, the same languages are named in French.
  await page.goto(`/${slug}?lang=fr`);
  for (const name of ["Arabe", "Français", "Anglais"])
    await expect(page.locator("#main").getByText(name, { exact: true })).toBeVisible();
});
