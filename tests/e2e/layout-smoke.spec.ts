import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { layoutProblems, settled } from "../sweep/layout.ts";
import { hydrated, signInOverHttp } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./support/chromium.ts";

/*
 * The smoke subset of `npm run sweep` kept in `npm test`: the public page, the
 * review dialog while it records, and the dashboard header fit a 320 px phone and a
 * 1440 px desktop, in French and Arabic — nothing wider than the window, nothing of a
 * header out of it, cut or covered (tests/sweep/layout.ts).
 */

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] },
});

withAppDatabase();

async function fits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await settled(page);
  expect(await layoutProblems(page, width), `${page.url()} at ${width}px`).toEqual([]);
}

for (const lang of ["fr", "ar"] as const) {
  for (const width of [320, 1440]) {
    test(`${lang}, ${width} px: the public page, the review dialog while recording, the dashboard header fit`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: "lang", value: lang, url: "http://localhost" }]);
      await page.setViewportSize({ width, height: 800 });
      const slug = `fit-${randomBytes(4).toString("hex")}`;
      const email = `${slug}@example.test`;
      await createUserWithProfile({
        user: { email, password: "secret-password", name: "Marie-Christine Delacroix-Beaumont" },
        profile: {
          slug,
          name: "Marie-Christine Delacroix-Beaumont",
          title: "Ébéniste et restauratrice de meubles anciens",
          links: [{ platform: "website", url: "https://www.ebenisterie-delacroix-beaumont-restauration.example" }],
        },
      });

      await page.goto(`/${slug}`);
      await hydrated(page);
      await fits(page, width);

      // The tap is answered at once, before the dialog's code has arrived: the button says it is opening.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/review-island-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const add = page.getByTestId("add-review");
      await add.click();
      await expect(add).toHaveAttribute("aria-busy", "true");
      await expect(add.locator(".animate-spin")).toBeVisible();
      release();

      // The review dialog, while recording a voice review: the title, « Arrêter » and the tiles stay on screen.
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("review-form")).toBeVisible();
      await dialog.locator("label", { has: page.locator('input[value="audio"]') }).click();
      await dialog.getByTestId("recorder-start").click();
      await expect(dialog.getByTestId("recorder-timer")).toBeVisible();
      await fits(page, width);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(dialog.getByTestId("recorder-stop")).toBeInViewport();

      // The dashboard header of the owner.
      await signInOverHttp(page.request, email, "secret-password");
      for (const path of ["/dashboard", "/dashboard/reviews"]) {
        await page.goto(path);
        await hydrated(page);
        await fits(page, width);
        await expect(page.getByTestId("dashboard-header")).toBeVisible();
      }
    });
  }
}
