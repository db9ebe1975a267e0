// The database of the app under test, for the end-to-end tests: fixtures are made with
// the shared factories (getDb), and what a page shows is compared with what it holds.
// Its URL is handed over by tests/e2e/support/server.ts, which created that database.
//
// One connection per test worker, shared by every spec file the worker runs: connecting
// is idempotent and closing is safe, the next use connects again.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { e2eApp } from "./e2e-app.ts";

const PORT = process.env.E2E_PORT ?? "3210";

/** The connection URL of the database of the app listening on `port`. */
export async function appDatabaseUrl(port = PORT): Promise<string> {
  return (await e2eApp(port)).databaseUrl;
}

/** Connects the shared factories (getDb) to the database of the app under test (again, if a spec closed it). */
export async function useAppDatabase(port = PORT): Promise<void> {
  connectDb(await appDatabaseUrl(port), 2);
}

export async function closeAppDatabase(): Promise<void> {
  await closeDb();
}

/** Call at the top of a spec file: the shared factories use the app's database for the file. */
export function withAppDatabase(): void {
  test.beforeAll(async () => {
    await useAppDatabase();
  });
  test.afterAll(async () => {
    await closeAppDatabase();
  });
}

/** Eight hex characters that keep a test's slugs and e-mail addresses its own. */
export const unique = (): string => randomBytes(4).toString("hex");

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
