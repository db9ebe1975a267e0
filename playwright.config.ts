import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download
 * does not work on these machines). The app runs from the production build
 * on a fresh DATA_DIR (and a fresh database when DATABASE_URL is set): see
 * tests/e2e/support/server.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Three workers on two cores: a test mostly waits (on the browser, the server, the database),
  // one run of the suite used about two thirds of one core with two. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Multi-step account flows hash passwords (scrypt) several times: 60 s leaves room on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A French browser (Accept-Language fr-FR), the product's first audience: pages follow
    // the browser's language (decision 027), and the tests read the French texts.
    locale: "fr-FR",
    // A trace records every action of every test, kept or not: a quarter of the suite's CPU
    // (decision 042). Off in `npm test`; E2E_TRACE=1 records one again, kept for the failures.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /.*\.clock\.spec\.ts/ },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
    // Tests that move the server's clock (decision 017): after every other test, one at a
    // time, so no other test sees its due dates pass.
    {
      name: "clock",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /.*\.clock\.spec\.ts/,
      dependencies: ["desktop", "phone"],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/server.ts",
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets server.ts stop the app, its PostgreSQL and remove its temp DATA_DIR.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  },
});
