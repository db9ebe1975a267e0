import { getPool } from "#db/client.server.ts";

/**
 * Runs `task` while holding a PostgreSQL advisory lock, so that with N processes on one
 * database one does the work and the others skip. Null when another process holds it.
 */
export async function withAdvisoryLock<T>(lockId: number, task: () => Promise<T>): Promise<T | null> {
  const client = await getPool().connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [lockId]);
    if (!rows[0]?.locked) return null;
    try {
      return await task();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockId]);
    }
  } finally {
    client.release();
  }
}
