import { randomBytes } from "node:crypto";
import { hydrated } from "./profile-support.ts";
import { expect, test } from "./support/fixtures.ts";

/*
 * Links as people type them (decision 028): the owner types `@lea` for Instagram and
 * a French national number for WhatsApp, sees what each will be saved as, saves, and a
 * visitor of the public page reaches both (the number still masked until clicked).
 */

// Headless Chromium names itself HeadlessChrome, a bot to /go: the visitor browses as a desktop Chrome.
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

test.use({ ownerInput: { name: "Léa Garnier" } });

test("@lea and 06 12 34 56 78 are shown as they will be saved, saved, and work on the public page", async ({
  owner: _,
  page,
  browser,
}) => {
  const slug = `lea-${randomBytes(4).toString("hex")}`;
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("tab", { name: "Adresse" }).click();
  await page.getByLabel("Adresse personnalisée").fill(slug);

  await page.getByRole("tab", { name: "Plateformes" }).click();
  const willBeSaved = page.getByTestId("link-normalized");

  // Instagram: a handle, shown as the address it will be, live.
  await page.getByRole("button", { name: "Modifier Instagram" }).click();
  const instagram = page.getByRole("textbox", { name: "Adresse du lien Instagram" });
  await instagram.fill("@lea");
  await expect(willBeSaved).toHaveText("Sera enregistré comme : https://instagram.com/lea");
  // What cannot be understood is said in plain words, and cannot be kept.
  await instagram.fill("javascript:alert(1)");
  await expect(page.getByRole("alert").filter({ hasText: "« javascript: »" })).toBeVisible();
  await expect(page.getByRole("button", { name: "OK", exact: true })).toBeDisabled();
  await instagram.fill("@lea");
  await expect(willBeSaved).toHaveText("Sera enregistré comme : https://instagram.com/lea");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page.getByTestId("platform-instagram")).toContainText("https://instagram.com/lea");

  // WhatsApp: a French national number, read as French (the interface is in French).
  await page.getByRole("button", { name: "Ajouter une plateforme" }).click();
  await page.getByRole("button", { name: /^WhatsApp/ }).click();
  const whatsapp = page.getByRole("textbox", { name: "Adresse du lien WhatsApp" });
  await whatsapp.pressSequentially("06 12 34");
  await expect(page.getByRole("alert").filter({ hasText: "Numéro incompris" })).toBeVisible();
  await whatsapp.pressSequentially(" 56 78");
  await expect(willBeSaved).toHaveText("Sera enregistré comme : https://wa.me/33612345678");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page.getByTestId("platform-whatsapp")).toContainText("https://wa.me/33612345678");

  await page.getByTestId("save-profile").click();
  // A new account's first save creates its page (spec: « Profil créé avec succès »).
  await expect(page.getByText("Profil créé avec succès")).toBeVisible();

  // A visitor (another browser, no session): Instagram leads to the address built from @lea,
  // WhatsApp stays masked and opens wa.me with the number in E.164 once clicked.
  const visitor = await browser.newContext({ userAgent: USER_AGENT, locale: "fr-FR" });
  await visitor.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp", contentType: "text/plain" }));
  await visitor.route("https://instagram.com/**", (route) =>
    route.fulfill({ body: "Instagram", contentType: "text/plain" }),
  );
  const publicPage = await visitor.newPage();
  const response = await publicPage.goto(`/${slug}`);
  expect(await response!.text()).not.toMatch(/33\D?6\D?12\D?34\D?56\D?78|06 12 34 56 78/);
  await hydrated(publicPage);

  const instagramLink = publicPage.getByRole("link", { name: "Instagram" });
  const goHref = await instagramLink.getAttribute("href");
  expect(goHref).toMatch(/^\/go\/[\w-]+$/);
  const go = await publicPage.request.get(goHref!, { maxRedirects: 0 });
  expect(go.status()).toBe(302);
  expect(go.headers().location).toBe("https://instagram.com/lea");
  // The new tab asks for the profile (/go answers with COOP, so the tab changes process on
  // the way: the browser's request is what tells where the link led, stubbed or not).
  const [opened] = await Promise.all([
    visitor.waitForEvent("page"),
    visitor.waitForEvent("request", (request) => request.url() === "https://instagram.com/lea"),
    instagramLink.click(),
  ]);
  await opened.close();

  await publicPage.getByRole("button", { name: /WhatsApp/ }).click();
  await expect(publicPage).toHaveURL("https://wa.me/33612345678");
  await visitor.close();
});
