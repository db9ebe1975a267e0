// Per-file test databases, copied from the template that global-setup.ts
// migrated. Server modules keep calling getDb(): withTestDatabase() connects
// the process-wide pool (db/client.server.ts) to this file's database.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, connectDb, type Database, getDb } from "#db/client.server.ts";
import { adminQuery, withDatabase } from "#tests/setup/admin.ts";

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** A new database: a copy of the migrated template, or `empty` (no tables at all). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject("databaseAdminUrl");
  const name = `${inject("databasePrefix")}${randomBytes(5).toString("hex")}`;
  const template = options.empty ? "" : ` template ${inject("databaseTemplate")}`;
  await adminQuery(adminUrl, `create database ${name}${template}`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Call at the top of a test file: before its tests, a fresh migrated database
 * is created and connectDb() points at it; after them, it is dropped.
 */
export function withTestDatabase(): { readonly url: string; readonly db: Database } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
    connectDb(current.url, 5);
  });
  afterAll(async () => {
    await closeDb();
    await current?.drop();
  });
  return {
    get url() {
      if (!current) throw new Error("withTestDatabase(): the database exists from beforeAll on");
      return current.url;
    },
    get db() {
      return getDb();
    },
  };
}

/** Former name (Biome's React hook rule misreads a module-level `use…()` call). */
export const useTestDatabase = withTestDatabase;
