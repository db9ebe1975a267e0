// The database of the app under test, for the end-to-end tests: fixtures are made with
// the shared factories (getDb), and what a page shows is compared with what it holds.
//
// The app runs with a throwaway DATA_DIR, which tests/e2e/support/server.mjs records
// (see e2eDataDir): its embedded PostgreSQL is reached with the password of DATA_DIR's
// secrets.json and the port of its postmaster.pid. When the run uses DATABASE_URL, the
// app's own database (created by server.mjs under a random name) is read from the app
// process's environment (Linux /proc).
//
// One connection per test worker, shared by every spec file the worker runs: connecting
// is idempotent and closing is safe, the next use connects again.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { sql } from "drizzle-orm";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { e2eDataDir } from "./outbox.ts";

const PORT = process.env.E2E_PORT ?? "3210";

function externalDatabaseUrl(port: string): string {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.js")) continue;
      const env = new Map(
        readFileSync(`/proc/${pid}/environ`, "utf8")
          .split("\0")
          .filter(Boolean)
          .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)] as const),
      );
      if (env.get("PORT") === port && env.get("DATABASE_URL")) return env.get("DATABASE_URL")!;
    } catch {
      // A process that ended or is not ours.
    }
  }
  throw new Error(`no app listening on port ${port} found`);
}

/** The connection URL of the database of the app listening on `port`. */
export async function appDatabaseUrl(port = PORT): Promise<string> {
  if (process.env.DATABASE_URL) return externalDatabaseUrl(port);
  const dataDir = await e2eDataDir(port);
  const { postgresPassword } = JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")) as {
    postgresPassword: string;
  };
  const pgPort = readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${pgPort}/fiable`;
}

/** Connects the shared factories (getDb) to the database of the app under test (again, if a spec closed it). */
export async function useAppDatabase(port = PORT): Promise<void> {
  connectDb(await appDatabaseUrl(port), 2);
}

export async function closeAppDatabase(): Promise<void> {
  await closeDb();
}

/**
 * Waits until no review of `profileId` is still `processing` (its audio or video rewritten
 * by the app's job worker, decision 030), as the owner would before being told of it.
 */
export async function reviewsProcessed(profileId: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await getDb().execute<{ n: number }>(
          sql`select count(*)::int as n from reviews where profile_id = ${profileId} and status = 'processing'`,
        );
        return rows[0]!.n;
      },
      { timeout, message: "reviews still processing" },
    )
    .toBe(0);
}
