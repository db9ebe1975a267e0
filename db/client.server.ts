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
  // A connection that cannot be made within 5 s fails the query (an unreachable server
  // would otherwise hold every request until the TCP timeout).
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // When the server goes away every idle client reports it: one line per message and minute.
  let lastError = { message: "", at: 0 };
  // A client checked out of the pool (a transaction, an advisory lock) has no 'error'
  // listener of the pool's: when the server goes away between two of its queries, Node would
  // end the process on that unhandled 'error'. Its next query fails instead, and the pool
  // drops it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  pool.on("error", (err) => {
    const now = Date.now();
    if (err.message === lastError.message && now - lastError.at < 60_000) return;
    lastError = { message: err.message, at: now };
    console.error("[db] idle client error:", err.message);
  });
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
