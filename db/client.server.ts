import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#db/schema.ts";

export type Database = NodePgDatabase<typeof schema>;

let state: { url: string; pool: pg.Pool; db: Database } | undefined;

/** Opens the process-wide pool. Called once at boot (and by tests). */
export function connectDb(url: string, max = 10): Database {
  if (state) {
    if (state.url === url) return state.db;
    // Silently keeping the first pool would send a test's queries to another database.
    throw new Error("Database already connected to another URL: call closeDb() first.");
  }
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on("error", (err) => console.error("[db] idle client error:", err.message));
  state = { url, pool, db: drizzle(pool, { schema }) };
  return state.db;
}

function current() {
  if (!state) throw new Error("Database not connected: connectDb() must run at boot first.");
  return state;
}

/** The Drizzle database of this process. */
export function getDb(): Database {
  return current().db;
}

export function getPool(): pg.Pool {
  return current().pool;
}

export async function closeDb(): Promise<void> {
  if (!state) return;
  const { pool } = state;
  state = undefined;
  await pool.end();
}
