import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./tests/e2e/support/chromium.ts";

/*
 * `npm run sweep` (issue 18): every page at seven widths in fr, en and ar, plus the dialog
 * states, against the production build (tests/sweep). Not part of `npm test`, which runs a
 * smoke subset (tests/e2e/layout-smoke.spec.ts).
 */
const port = Number(process.env.SWEEP_PORT ?? 3230);
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: "tests/sweep",
  outputDir: `test-results/sweep-artifacts`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 180_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/sweep/clean.ts",
  globalTeardown: "./tests/sweep/summary.ts",
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] },
  },
  webServer: {
    command: "node --import tsx tests/e2e/support/server.ts",
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
