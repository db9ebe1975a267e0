// Superuser chores on the test server, shared by global-setup.ts and database.ts.
import pg from "pg";

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on a short-lived connection (never left open on a template). */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<Row>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Row>(sql, params);
  } finally {
    await client.end();
  }
}
