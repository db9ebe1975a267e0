import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ensureAdminPassword, ensureAdminTotpSecret } from "#app/features/admin/index.server.ts";
import { startProfileInvalidations } from "#app/features/profile/index.server.ts";
import {
  seedStatusHistory,
  selfOrigin,
  startStatusMonitor,
  stopRequestStats,
} from "#app/features/status/index.server.ts";
import { EnvError, parseEnv, publicUrlOf } from "#app/lib/env.server.ts";
import { installJobQueue, startJobWorkers } from "#app/lib/job-queue.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoContent } from "#db/seed.server.ts";
import { startDatabase } from "#server/database/index.ts";
import { createHttpApp } from "#server/http.ts";
import { allJobs } from "#server/jobs.ts";
import { loadSecrets } from "#server/secrets.ts";
import { checkDataDir, EXIT_CODES, listenFirst, StartupError } from "#server/startup.ts";

/**
 * Boot sequence: environment → the port (taken first, answering 503 until ready) → data
 * dir and secrets → PostgreSQL (external, waited for; or embedded) → migrations → demo
 * seed → the app. A fault on the way ends the process with one line and its exit code
 * (server/startup.ts).
 */
export async function start({ vite }: { vite?: ViteDevServer }) {
  try {
    return await boot({ vite });
  } catch (error) {
    const { message, exitCode } =
      error instanceof StartupError
        ? error
        : error instanceof EnvError
          ? { message: error.message, exitCode: EXIT_CODES.configuration }
          : { message: `startup failed: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 };
    console.error(`[fiable] ${message}`);
    if (exitCode === 1 && error instanceof Error && process.env.LOG_LEVEL === "debug") console.error(error.stack);
    process.exit(exitCode);
  }
}

async function boot({ vite }: { vite?: ViteDevServer }) {
  const bootStarted = performance.now();
  const env = parseEnv();
  const { server, port, serve } = await listenFirst(env.PORT, env.HOST);

  const dataDir = resolve(env.DATA_DIR);
  await checkDataDir(dataDir);
  const secrets = await loadSecrets(dataDir, env);
  process.env.BETTER_AUTH_SECRET ??= secrets.authSecret;

  const database = await startDatabase({ env, dataDir, secrets });
  connectDb(database.url, env.DATABASE_POOL_SIZE);
  await migrateDatabase();
  // The job queue's schema and one queue per job (decision 016), before anything enqueues.
  await installJobQueue(allJobs());
  if (env.SEED_DEMO) {
    await seedDemoContent();
    await seedStatusHistory();
  }
  // Generates and prints an admin password once when ADMIN_PASSWORD is unset, and beside it
  // the TOTP secret of the admin login's second factor once when ADMIN_TOTP_SECRET is unset.
  await ensureAdminPassword();
  await ensureAdminTotpSecret();
  // Every process LISTENs for the others' public-page invalidations (one connection of its own).
  const stopInvalidations = await startProfileInvalidations(database.url);

  const publicUrl = publicUrlOf(env);
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createHttpApp({ env, publicUrl, build, serveClientAssets: !vite });
  // Mails, reminders and every periodic job (analytics roll-up, media sweep, retention
  // purge, the sweeps of due dates) run from the job queue (decision 016).
  const stopJobs = await startJobWorkers(allJobs());

  // Everything is up: the port that answered 503 so far serves the app.
  const listener = getRequestListener(app.fetch);
  serve((req: IncomingMessage, res: ServerResponse) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  console.log(
    `[fiable] ready on http://localhost:${port} (${database.mode} PostgreSQL, ${Math.round(performance.now() - bootStarted)} ms)`,
  );
  // The status probes keep their own timer: a queue stored in the database they probe
  // could not record its outage (decision 006).
  const stopMonitor = startStatusMonitor({ origin: selfOrigin(env.HOST, port), publicUrl });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[fiable] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeAllConnections();
    await vite?.close();
    await stopMonitor().catch(() => {});
    await stopJobs().catch(() => {});
    await stopInvalidations().catch(() => {});
    await stopRequestStats().catch(() => {});
    await closeDb().catch(() => {});
    await database.stop().catch((e: unknown) => console.error("[fiable] database stop:", e));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, port };
}
