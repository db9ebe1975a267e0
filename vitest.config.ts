import { defineConfig } from "vitest/config";

// A plain config on purpose: the React Router Vite plugin is not loaded for
// tests. Vite resolves package.json "imports" (#app/…, #db/…) by itself.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "**/node_modules/**"],
    // One PostgreSQL for the run: migrated once into a template database;
    // each test file then gets its own database copied from it.
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
