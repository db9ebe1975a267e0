// Database access for the public-profile end-to-end tests: fixtures are made with the
// shared factories, straight in the database of the app under test.
//
// The app runs with a throwaway DATA_DIR, which tests/e2e/support/server.mjs records
// (see e2eDataDir): its embedded PostgreSQL is reached with the password of DATA_DIR's
// secrets.json and the port of its postmaster.pid. When the run uses DATABASE_URL, the
// app's own database (created by server.mjs under a random name) is read from the app
// process's environment (Linux /proc).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { closeDb, connectDb } from "#db/client.server.ts";
import { e2eDataDir } from "./support/outbox.ts";

const PORT = process.env.E2E_PORT ?? "3210";

function externalDatabaseUrl(): string {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.js")) continue;
      const env = new Map(
        readFileSync(`/proc/${pid}/environ`, "utf8")
          .split("\0")
          .filter(Boolean)
          .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)] as const),
      );
      if (env.get("PORT") === PORT && env.get("DATABASE_URL")) return env.get("DATABASE_URL")!;
    } catch {
      // A process that ended or is not ours.
    }
  }
  throw new Error(`no app listening on port ${PORT} found`);
}

async function appDatabaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return externalDatabaseUrl();
  const dataDir = await e2eDataDir(PORT);
  const { postgresPassword } = JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")) as {
    postgresPassword: string;
  };
  const port = readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/fiable`;
}

let connected = false;

/** Connects the shared factories (getDb) to the database of the app under test. */
export async function useAppDatabase(): Promise<void> {
  if (connected) return;
  connectDb(await appDatabaseUrl(), 2);
  connected = true;
}

export async function closeAppDatabase(): Promise<void> {
  if (!connected) return;
  connected = false;
  await closeDb();
}

/**
 * Signs in as a browser without JavaScript would: a form post to /auth (better-auth's own
 * HTTP sign-in endpoint is closed, the page's action applies the app's limiter). The
 * request context (and the pages of its browser context) keep the session cookie.
 */
export async function signInOverHttp(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post("/auth", {
    form: { intent: "sign-in", js: "0", email, password },
    headers: { Origin: `http://localhost:${PORT}` },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`sign-in failed: ${response.status()}`);
}

/**
 * Waits until the page's scripts are ready: React has hydrated it (its event handlers are
 * then attached), or — on the public pages, which are not hydrated (decision 014) — their
 * own script has set up its listeners (it marks <html data-page-script>).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-page-script")) return true;
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
}
