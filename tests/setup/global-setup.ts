// Vitest global setup: one PostgreSQL for the whole run (DATABASE_URL if set,
// else an embedded one in a temp dir), migrated once into a template database.
// Each test file copies the template (tests/setup/database.ts).
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { installJobQueue } from "#app/lib/job-queue.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { startEmbeddedPostgres } from "#server/database/embedded.ts";
import { allJobs } from "#server/jobs.ts";
import { adminQuery, withDatabase } from "#tests/setup/admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to create databases. */
    databaseAdminUrl: string;
    /** The migrated template database. */
    databaseTemplate: string;
    /** Name prefix of this run's per-file databases (dropped at teardown). */
    databasePrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString("hex");
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    // /tmp: reachable by the `postgres` OS user when the tests run as root.
    dataDir = await mkdtemp(join(tmpdir(), "fiable-vitest-"));
    const server = await startEmbeddedPostgres({
      dataDir,
      password: randomBytes(18).toString("base64url"),
      database: "postgres",
      // Throwaway data: durability off makes CREATE DATABASE and writes cheap.
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
      log: () => {},
    });
    adminUrl = server.url;
    stopServer = server.stop;
  }

  const template = `fiable_tpl_${runId}`;
  const prefix = `fiable_test_${runId}_`;
  await adminQuery(adminUrl, `create database ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 1 });
  try {
    await migrateDatabase({ pool });
    // The job queue's schema and queues (decision 016), so a test can enqueue without booting the app.
    await installJobQueue(allJobs(), pool);
  } finally {
    await pool.end();
  }
  // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template.
  await adminQuery(adminUrl, `alter database ${template} with is_template true allow_connections false`);

  project.provide("databaseAdminUrl", adminUrl);
  project.provide("databaseTemplate", template);
  project.provide("databasePrefix", prefix);

  return async () => {
    try {
      const { rows } = await adminQuery<{ datname: string }>(
        adminUrl,
        "select datname from pg_database where starts_with(datname, $1)",
        [prefix],
      );
      for (const { datname } of rows) {
        await adminQuery(adminUrl, `drop database if exists "${datname}" with (force)`);
      }
      await adminQuery(adminUrl, `alter database ${template} with is_template false`);
      await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    } finally {
      await stopServer();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  };
}
