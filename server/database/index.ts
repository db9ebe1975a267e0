import pg from "pg";
import type { Env } from "#app/lib/env.server.ts";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "#server/database/embedded.ts";
import type { Secrets } from "#server/secrets.ts";
import { EXIT_CODES, StartupError, waitForDatabase } from "#server/startup.ts";

export interface RunningDatabase {
  mode: "external" | "embedded";
  url: string;
  /** Stops the embedded server (no-op for an external one). Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set → that server, waited for (server/startup.ts waitForDatabase); unset →
 * embedded PostgreSQL under DATA_DIR, restarted by the app when it dies. A fault that ends
 * the boot is a StartupError (one line, its exit code).
 */
export async function startDatabase(opts: { env: Env; dataDir: string; secrets: Secrets }): Promise<RunningDatabase> {
  const log = (line: string) => console.log(`[fiable] ${line}`);
  const external = opts.env.DATABASE_URL;
  if (external) {
    await waitForDatabase(external, () => ensureDatabaseExists(external), {
      waitSeconds: opts.env.DATABASE_WAIT_SECONDS,
      log,
    });
    return { mode: "external", url: external, stop: async () => {} };
  }
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir: opts.dataDir,
      password: opts.secrets.postgresPassword,
      database: "fiable",
      restart: true,
      onUnexpectedExit: (error) => {
        // Restarting failed for minutes: exit, and let the supervisor start the app again.
        console.error(`[fiable] ${error.message}`);
        process.exit(EXIT_CODES.embeddedDatabase);
      },
    });
    return { mode: "embedded", url: embedded.url, stop: embedded.stop };
  } catch (error) {
    // Expected conditions (DATA_DIR locked by another app, unreachable directory,
    // PostgreSQL failing with its log lines): the message says what to do.
    if (error instanceof EmbeddedPostgresError) throw new StartupError(error.message, EXIT_CODES.embeddedDatabase);
    throw error;
  }
}

/**
 * A fresh external server may not have the database yet: create it (through
 * the `postgres` maintenance database) when the connection says it is missing.
 */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
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
  const admin = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5_000 });
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
