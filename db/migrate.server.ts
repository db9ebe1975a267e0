import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { getPool } from "#db/client.server.ts";

/** Arbitrary constant shared by every Fiable process: "fiable" in ASCII. */
const MIGRATION_LOCK_ID = 0x666961626c65;

/**
 * db/migrations, found from this module (db/ in the sources, build/server/ in
 * the production bundle) rather than from the working directory, so that
 * `node /srv/fiable/server/main.js` works from anywhere.
 */
function findMigrationsFolder(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    for (const candidate of [join(dir, "migrations"), join(dir, "db", "migrations")]) {
      if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    }
    if (dirname(dir) === dir) return resolve(process.cwd(), "db/migrations");
  }
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();

/**
 * Applies the committed SQL migrations. N processes booting together on one
 * database take a session advisory lock first, so exactly one migrates and
 * the others wait, then find nothing left to do. The migration runs on the
 * connection that holds the lock, so a pool of size 1 cannot deadlock.
 */
export async function migrateDatabase(options: { pool?: pg.Pool; folder?: string } = {}): Promise<void> {
  const client = await (options.pool ?? getPool()).connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder: options.folder ?? MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
