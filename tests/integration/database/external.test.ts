import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ensureDatabaseExists } from "#server/database/index.ts";
import { adminQuery, withDatabase } from "#tests/setup/admin.ts";

// DATABASE_URL may name a database that does not exist yet on a fresh server.
describe("ensureDatabaseExists", () => {
  const adminUrl = inject("databaseAdminUrl");
  const name = `${inject("databasePrefix")}ext_${randomBytes(4).toString("hex")}`;
  const url = withDatabase(adminUrl, name);

  afterAll(async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it("creates a missing database, then leaves it alone", async () => {
    const before = await adminQuery(adminUrl, "select 1 from pg_database where datname = $1", [name]);
    expect(before.rowCount).toBe(0);

    await Promise.all([ensureDatabaseExists(url), ensureDatabaseExists(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("create table kept (id int)");
    await client.end();

    await ensureDatabaseExists(url);
    const tables = await adminQuery(url, "select 1 from pg_tables where tablename = 'kept'");
    expect(tables.rowCount).toBe(1);
  });

  it("reports other connection errors instead of creating anything", async () => {
    const wrong = new URL(url);
    wrong.password = "definitely-wrong";
    wrong.username = "no_such_role_fiable";
    await expect(ensureDatabaseExists(wrong.toString())).rejects.toThrow();
  });
});
