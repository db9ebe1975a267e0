// `npm run sweep`: every page of the route table, at seven widths from a 320 px
// phone to a 1920 px desktop, in French, English and Arabic: the page is no wider than the
// window, and nothing of its header is out of the window, cut or covered; axe-core finds no
// serious or critical violation (French and Arabic, at 390 and 1440 px). Each failure keeps
// a screenshot under test-results/sweep/; the totals are printed at the end
// (tests/sweep/summary.ts).
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { closeAppDatabase, useAppDatabase } from "../e2e/profile-support.ts";
import { createSweepFixtures, type SweepSetup } from "./fixtures.ts";
import { layoutProblems, SWEEP_WIDTHS, seriousAxeViolations, settled } from "./layout.ts";
import { ROUTE_SAMPLES } from "./pages.ts";

const SWEEP_DIR = join(process.cwd(), "test-results", "sweep");
const RESULTS_FILE = join(SWEEP_DIR, "results.jsonl");
const LANGS = ["fr", "en", "ar"] as const;
const AXE_LANGS = new Set(["fr", "ar"]);
const AXE_WIDTHS = new Set([390, 1440]);

test.describe.configure({ mode: "parallel" });

/** Every path pattern of the route table. */
function patterns(entries: readonly { path?: string; index?: boolean; children?: unknown[] }[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? [""] : entry.path !== undefined ? [entry.path] : []),
    ...patterns((entry.children ?? []) as typeof entries),
  ]);
}

test("every route of the route table is swept, or says why it is not a page", () => {
  const missing = patterns(routes).filter((pattern) => !(pattern in ROUTE_SAMPLES));
  expect(missing).toEqual([]);
});

let setup: SweepSetup;
test.beforeAll(async ({ browser, baseURL }) => {
  await useAppDatabase();
  setup = await createSweepFixtures(browser, baseURL!, join(SWEEP_DIR, "state"));
});
test.afterAll(async () => {
  await closeAppDatabase();
});

const slugOf = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80) || "home";

for (const [pattern, sample] of Object.entries(ROUTE_SAMPLES)) {
  if (!("pages" in sample)) continue;
  for (const entry of sample.pages) {
    for (const lang of LANGS) {
      const shown = entry.path({ ownerSlug: "{owner}", reviewId: "{review}", articleId: "{article}" });
      const title = `${lang} ${shown}${entry.name ? ` — ${entry.name}` : ""} (${entry.viewer})`;
      test(title, async ({ browser, baseURL }) => {
        const storageState =
          entry.viewer === "owner"
            ? setup.ownerState
            : entry.viewer === "admin"
              ? setup.adminState
              : entry.viewer === "role-admin"
                ? setup.roleAdminState
                : undefined;
        const context = await browser.newContext({ baseURL, storageState, locale: lang === "ar" ? "ar-MA" : lang });
        await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
        const page = await context.newPage();
        const path = entry.path(setup);
        const failures: string[] = [];
        try {
          await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: 800 });
          await page.goto(path, { waitUntil: "load" });
          for (const width of SWEEP_WIDTHS) {
            await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
            await settled(page);
            const problems = await layoutProblems(page, width);
            const axe = AXE_LANGS.has(lang) && AXE_WIDTHS.has(width) ? await seriousAxeViolations(page) : [];
            const record = { lang, path, pattern, viewer: entry.viewer, width, problems, axe };
            appendFileSync(RESULTS_FILE, `${JSON.stringify(record)}\n`);
            if (problems.length > 0 || axe.length > 0) {
              mkdirSync(SWEEP_DIR, { recursive: true });
              const shot = join(SWEEP_DIR, `${lang}-${width}-${entry.viewer}-${slugOf(path)}.png`);
              await page.screenshot({ path: shot, fullPage: true });
              for (const problem of problems) failures.push(`${width}px ${problem.kind}: ${problem.detail}`);
              for (const finding of axe)
                failures.push(`${width}px axe ${finding.impact} ${finding.id}: ${finding.targets.join(" | ")}`);
            }
          }
        } finally {
          await context.close();
        }
        expect(failures, `${path} in ${lang}`).toEqual([]);
      });
    }
  }
}
