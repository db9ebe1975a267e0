import pg from "pg";
import type { Env } from "#app/lib/env.server.ts";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "#server/database/embedded.ts";
import type { Secrets } from "#server/secrets.ts";

export interface RunningDatabase {
  mode: "external" | "embedded";
  url: string;
  /** Stops the embedded server (no-op for an external one). Safe to call twice. */
  stop(): Promise<void>;
}

/** DATABASE_URL set → that server; unset → embedded PostgreSQL under DATA_DIR. */
export async function startDatabase(opts: { env: Env; dataDir: string; secrets: Secrets }): Promise<RunningDatabase> {
  if (opts.env.DATABASE_URL) {
    await ensureDatabaseExists(opts.env.DATABASE_URL);
    return { mode: "external", url: opts.env.DATABASE_URL, stop: async () => {} };
  }
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: opts.dataDir,
      password: opts.secrets.postgresPassword,
      database: "fiable",
      onUnexpectedExit: (error) => {
        // Serving errors until someone notices helps nobody: exit, and let the
        // supervisor (or the user) start again, which recovers the database.
        console.error(`[fiable] ${error.message}`);
        process.exit(1);
      },
    });
    return { mode: "embedded", url: embedded.url, stop: embedded.stop };
  } catch (error) {
    // Expected conditions (DATA_DIR locked by another app, unreachable
    // directory, PostgreSQL failing with its log lines): the message says what
    // to do, a stack trace would only hide it.
    if (error instanceof EmbeddedPostgresError) {
      console.error(`[fiable] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * A fresh external server may not have the database yet: create it (through
 * the `postgres` maintenance database) when the connection says it is missing.
 */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    console.log(`[fiable] created database ${name}`);
  } catch (error) {
    // Another process created it between our probe and now: 42P04, or 23505
    // when both CREATE DATABASE statements ran at the same moment.
    const code = (error as { code?: string }).code;
    if (code !== "42P04" && code !== "23505") throw error;
  } finally {
    await admin.end();
  }
}
