import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";

/*
 * A trust page speaks its visitor's language (decision 027): `?lang=`, then the visitor's
 * `lang` cookie, then the best of fr/en/ar in Accept-Language, then the language its owner
 * chose in the editor. What the owner wrote keeps the page's language and direction.
 */

withAppDatabase();

test("an English visitor reads a French owner's page in English; once the owner sets it to Arabic, a visitor naming none of our languages reads it in Arabic; ?lang= wins", async ({
  browser,
  page,
}) => {
  const slug = `langue-${randomBytes(4).toString("hex")}`;
  const email = `${slug}@example.com`;
  await createUserWithProfile({
    user: { email, password: "secret-password", name: "Salma Idrissi" },
    profile: { slug, name: "Salma Idrissi", title: "Architecte", bio: "أصمم منازل مضيئة في مراكش." },
  });

  // An English browser, no cookie: the interface is English, the owner's Arabic bio stays right to left.
  const english = await browser.newContext({ locale: "en-GB" });
  const visitor = await english.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await expect(visitor.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(visitor.getByRole("heading", { name: "About" })).toBeVisible();
  const bio = visitor.getByText("أصمم منازل مضيئة في مراكش.");
  await expect(bio).toHaveAttribute("dir", "rtl");
  await expect(bio).toHaveAttribute("lang", "ar");
  // The job title is the page's language (French), read as such.
  await expect(visitor.getByText("Architecte", { exact: true })).toHaveAttribute("lang", "fr");

  // The owner chooses Arabic as the page's language in the editor.
  await signInOverHttp(page.request, email, "secret-password");
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByTestId("page-language").getByText("العربية").click();
  await page.getByTestId("save-profile").click();
  await expect(page.getByText("Profil sauvegardé !")).toBeVisible();

  // A German browser names none of our languages: the page's own language, right to left.
  const german = await browser.newContext({ locale: "de-DE" });
  const other = await german.newPage();
  await other.goto(`/${slug}`);
  await expect(other.locator("html")).toHaveAttribute("lang", "ar");
  await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(other.getByRole("heading", { name: "نبذة" })).toBeVisible();
  await expect(other.getByText("Architecte", { exact: true })).toHaveAttribute("lang", "ar");

  // The English visitor still reads English (served from the page cache or not).
  await visitor.reload();
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");

  // ?lang=fr wins over the browser and over the page, and is kept by a cookie.
  await other.goto(`/${slug}?lang=fr`);
  await expect(other.locator("html")).toHaveAttribute("lang", "fr");
  await expect(other.getByRole("heading", { name: "À propos" })).toBeVisible();
  await other.goto(`/${slug}`);
  await expect(other.locator("html")).toHaveAttribute("lang", "fr");

  await english.close();
  await german.close();
});
