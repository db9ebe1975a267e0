import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { unique, withAppDatabase } from "./support/app-database.ts";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";
import { readZip } from "./support/zip.ts";

/**
 * « Exporter mes données » (decision 034) in a real Chromium: the owner asks from the account
 * settings, the job builds the archive, the mail brings the link, the archive downloads and
 * holds the profile, the reviews and the media files. A phone-sized screen, and another
 * account refused the link.
 */

test.describe.configure({ timeout: 120_000 });
withAppDatabase();

async function owner() {
  const slug = `export-${unique()}`;
  const email = `${slug}@example.com`;
  const password = "secret-password";
  const { profile } = await createUserWithProfile({
    user: { email, password, name: "Léa Archive", emailVerified: true },
    profile: {
      slug,
      name: "Léa Archive",
      title: "Photographe",
      faqs: [{ question: "Délais ?", answer: "Deux semaines." }],
    },
  });
  await createReview(profile.id, {
    reviewerName: "Client Content",
    reviewerEmail: "client.private@example.com",
    content: "Des photos superbes.",
    status: "approved",
    ownerReply: "Merci !",
  });
  return { slug, email, password, profileId: profile.id };
}

test("the owner exports their data: mail, link, archive with profile and reviews", async ({ browser }) => {
  const who = await owner();
  const context = await browser.newContext({ viewport: { width: 320, height: 800 }, acceptDownloads: true });
  await signInOverHttp(context.request, who.email, who.password);
  const page = await context.newPage();
  await page.goto("/dashboard/settings");
  await hydrated(page);
  const card = page.getByTestId("export-card");
  await expect(card.getByRole("heading", { name: "Exporter mes données" })).toBeVisible();
  await card.getByRole("button", { name: "Exporter mes données" }).click();
  // The job runs in the server's worker; the card looks again by itself until the archive is ready.
  await expect(card.getByRole("status").filter({ hasText: /Votre archive est prête/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: test.info().outputPath("export-ready-320.png"), fullPage: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(320);

  const mail = await waitForMail(
    await e2eDataDir(process.env.E2E_PORT ?? "3210"),
    who.email,
    /^Votre archive Fiable est prête$/,
  );
  const link = mail.links.find((url) => url.includes("/dashboard/export/"));
  expect(link).toBeTruthy();

  const downloading = page.waitForEvent("download");
  // What the mail's button does: open the link in the signed-in browser.
  await page.evaluate((href) => {
    const a = document.createElement("a");
    a.href = href;
    document.body.append(a);
    a.click();
  }, new URL(link!).pathname);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fiable-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await readZip(await readFile((await download.path())!));
  expect(files.has("README.txt")).toBe(true);
  const data = JSON.parse(files.get("fiable-data.json")!.toString());
  expect(data.profile).toMatchObject({ slug: who.slug, title: "Photographe" });
  expect(data.reviewsReceived).toEqual([
    expect.objectContaining({ reviewerName: "Client Content", reply: "Merci !", label: "unsolicited" }),
  ]);
  expect(files.get("fiable-data.json")!.toString()).not.toContain("client.private@example.com");
  await context.close();

  // The same link in another account's browser leads to that account's settings, which say why.
  const other = await owner();
  const otherContext = await browser.newContext();
  await signInOverHttp(otherContext.request, other.email, other.password);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(new URL(link!).pathname);
  await expect(otherPage).toHaveURL(/\/dashboard\/settings\?export=other-account/);
  await expect(otherPage.getByRole("alert").filter({ hasText: "Ce lien appartient à un autre compte" })).toBeVisible();
  await otherContext.close();
});
