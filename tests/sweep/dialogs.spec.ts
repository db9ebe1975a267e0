// `npm run sweep`, the dialog states: the review dialog idle, recording, recorded,
// uploading, refused and sent, at the seven widths, in fr, en and ar — the same layout checks
// as the pages (tests/sweep/layout.ts), the dialog itself inside the window, axe on the
// dialog in fr and ar at 390 and 1440 px. Results go to the same file as the pages'.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { closeAppDatabase, hydrated, useAppDatabase } from "../e2e/profile-support.ts";
import { createSweepFixtures, type SweepSetup } from "./fixtures.ts";
import { layoutProblems, SWEEP_WIDTHS, seriousAxeViolations, settled } from "./layout.ts";

const SWEEP_DIR = join(process.cwd(), "test-results", "sweep");
const RESULTS_FILE = join(SWEEP_DIR, "results.jsonl");

test.describe.configure({ mode: "parallel" });

let setup: SweepSetup;
test.beforeAll(async ({ browser, baseURL }) => {
  await useAppDatabase();
  setup = await createSweepFixtures(browser, baseURL!, join(SWEEP_DIR, "state-dialogs"));
});
test.afterAll(async () => {
  await closeAppDatabase();
});

/** Checks one state at every width; returns what went wrong, with a screenshot of each. */
async function checkState(page: Page, dialog: Locator, lang: string, state: string): Promise<string[]> {
  const failures: string[] = [];
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await settled(page);
    const problems = await layoutProblems(page, width);
    const box = await dialog.boundingBox();
    if (box && (box.x < -0.5 || box.x + box.width > width + 0.5)) {
      problems.push({
        kind: "overflow",
        detail: `dialog from ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px`,
      });
    }
    const axe =
      (lang === "fr" || lang === "ar") && (width === 390 || width === 1440) ? await seriousAxeViolations(page) : [];
    const path = `${new URL(page.url()).pathname} [review dialog: ${state}]`;
    appendFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ lang, path, pattern: "dialog", viewer: "visitor", width, problems, axe })}\n`,
    );
    if (problems.length > 0 || axe.length > 0) {
      mkdirSync(SWEEP_DIR, { recursive: true });
      await page.screenshot({ path: join(SWEEP_DIR, `${lang}-${width}-dialog-${state}.png`) });
      for (const problem of problems) failures.push(`${state} ${width}px ${problem.kind}: ${problem.detail}`);
      for (const finding of axe)
        failures.push(`${state} ${width}px axe ${finding.impact} ${finding.id}: ${finding.targets.join(" | ")}`);
    }
  }
  return failures;
}

async function openDialog(page: Page, slug: string) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/${slug}`);
  await hydrated(page);
  await page.getByTestId("add-review").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("review-form")).toBeVisible();
  return dialog;
}

for (const lang of ["fr", "en", "ar"] as const) {
  test(`${lang}: the review dialog, idle, recording, recorded, uploading, refused`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: lang === "ar" ? "ar-MA" : lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const failures: string[] = [];
    try {
      const dialog = await openDialog(page, setup.ownerSlug);
      failures.push(...(await checkState(page, dialog, lang, "idle")));

      await dialog.locator("label", { has: page.locator('input[value="audio"]') }).click();
      await dialog.getByTestId("recorder-start").click();
      await expect(dialog.getByTestId("recorder-timer")).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "recording")));

      await dialog.getByTestId("recorder-stop").click();
      await expect(dialog.getByTestId("recorder-confirm")).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "recorded")));

      // Uploading: the upload is held until the state has been looked at, then refused.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/review\/media\?/, async (route) => {
        await held;
        await route.fulfill({
          status: 413,
          contentType: "application/json",
          body: '{"ok":false,"error":"fileTooLarge"}',
        });
      });
      await dialog.getByTestId("recorder-confirm").click();
      await expect(dialog.locator('p[role="status"]:has(.animate-spin)')).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "uploading")));
      release();
      await expect(dialog.getByRole("alert").first()).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "refused")));
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
  });

  test(`${lang}: the review dialog, with errors, then sent`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: lang === "ar" ? "ar-MA" : lang });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const failures: string[] = [];
    try {
      const dialog = await openDialog(page, setup.ownerSlug);
      // Sent empty: every required field says what it wants.
      await dialog.getByTestId("review-submit").click();
      await expect(dialog.getByRole("alert").first()).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "field errors")));

      await dialog.locator('input[name="name"]').fill("Marie-Christine Delacroix-Beaumont");
      await dialog.locator('textarea[name="content"]').fill("Un travail soigné, livré à temps. ".repeat(6));
      await dialog.getByTestId("review-consent").check();
      await dialog.getByTestId("review-submit").click();
      await expect(page.getByTestId("review-sent")).toBeVisible();
      failures.push(...(await checkState(page, dialog, lang, "sent")));
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
  });
}
