import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ensureAdminPassword, ensureAdminTotpSecret } from "#app/features/admin/index.server.ts";
import {
  recordRequest,
  seedStatusHistory,
  selfOrigin,
  startStatusMonitor,
  stopRequestStats,
} from "#app/features/status/index.server.ts";
import { type Env, EnvError, parseEnv, publicUrlOf } from "#app/lib/env.server.ts";
import { installJobQueue, startJobWorkers } from "#app/lib/job-queue.server.ts";
import { getPageCache, pageCacheFrontDoor, startPageInvalidations } from "#app/services/page-cache/index.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoContent } from "#db/seed.server.ts";
import { forkWorkers, isClusterPrimary, poolShare, workerRole } from "#server/cluster.ts";
import { startDatabase } from "#server/database/index.ts";
import { frontDoorRoute } from "#server/host-routing.ts";
import { createHttpApp } from "#server/http.ts";
import { allJobs } from "#server/jobs.ts";
import { decidePageCache } from "#server/page-cache-rules.ts";
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
  // WEB_CONCURRENCY workers (server/cluster.ts); dev runs one process (Vite's hot reload).
  const concurrency = vite ? 1 : env.WEB_CONCURRENCY;
  if (isClusterPrimary(concurrency)) return primary(env, concurrency);
  const role = workerRole(concurrency);
  const { server, port, serve } = await listenFirst(env.PORT, env.HOST);

  const dataDir = resolve(env.DATA_DIR);
  await checkDataDir(dataDir);
  const secrets = await loadSecrets(dataDir, env);
  process.env.BETTER_AUTH_SECRET ??= secrets.authSecret;

  // A worker's DATABASE_URL is the primary's database, ready and migrated.
  const database = await startDatabase({ env, dataDir, secrets });
  connectDb(database.url, poolShare(env.DATABASE_POOL_SIZE, role));
  if (!role) await prepareDatabase(env);
  // Generates and prints an admin password once when ADMIN_PASSWORD is unset, and beside it
  // the TOTP secret of the admin login's second factor once when ADMIN_TOTP_SECRET is unset.
  await ensureAdminPassword();
  await ensureAdminTotpSecret();
  // Every process LISTENs for the others' page-cache invalidations (one connection of its own).
  const stopInvalidations = await startPageInvalidations(database.url);

  const publicUrl = publicUrlOf(env);
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createHttpApp({ env, publicUrl, build, serveClientAssets: !vite });
  // Mails, reminders and every periodic job (analytics roll-up, media sweep, retention
  // purge, the sweeps of due dates) run from the job queue (decision 016): in one worker.
  const runsSiteTasks = !role || role.index === 0;
  const stopJobs = runsSiteTasks ? await startJobWorkers(allJobs()) : async () => {};

  // Everything is up: the port that answered 503 so far serves the app.
  const listener = getRequestListener(app.fetch);
  // A stored public page is answered before the Hono app (decision 037).
  // It keys a custom domain's pages by their host, and leaves a host it does not know to the app (decision 046).
  const frontDoor = pageCacheFrontDoor({
    getCache: getPageCache,
    decide: decidePageCache,
    onAnswered: recordRequest,
    route: frontDoorRoute({ publicUrl, publicUrlSet: Boolean(env.PUBLIC_URL), trust: env.TRUST_PROXY }),
  });
  serve((req: IncomingMessage, res: ServerResponse) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else if (!frontDoor(req, res)) listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  console.log(
    `[fiable] ${role ? `worker ${role.index} ` : ""}ready on http://localhost:${port} (${database.mode} PostgreSQL, ${Math.round(performance.now() - bootStarted)} ms)`,
  );
  // The status probes keep their own timer: a queue stored in the database they probe
  // could not record its outage (decision 006).
  const stopMonitor = runsSiteTasks
    ? startStatusMonitor({ origin: selfOrigin(env.HOST, port), publicUrl })
    : async () => {};

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

/** Migrations, the job queue's schema and the demo seed: once, before any process serves. */
async function prepareDatabase(env: Env) {
  await migrateDatabase();
  // The job queue's schema and one queue per job (decision 016), before anything enqueues.
  await installJobQueue(allJobs());
  if (env.SEED_DEMO) {
    await seedDemoContent();
    await seedStatusHistory();
  }
}

/**
 * The primary process of WEB_CONCURRENCY workers (server/cluster.ts): checks the port,
 * prepares DATA_DIR, the secrets and the database once, then forks the workers, which
 * share the port and connect to that database.
 */
async function primary(env: Env, count: number) {
  const bootStarted = performance.now();
  // Taken first, as one process does, so that a port in use is known at once; handed to the workers.
  const { server } = await listenFirst(env.PORT, env.HOST);
  const dataDir = resolve(env.DATA_DIR);
  await checkDataDir(dataDir);
  const secrets = await loadSecrets(dataDir, env);
  process.env.BETTER_AUTH_SECRET ??= secrets.authSecret;
  const database = await startDatabase({ env, dataDir, secrets });
  connectDb(database.url, 2);
  await prepareDatabase(env);
  // Generated once here rather than raced by the workers.
  await ensureAdminPassword();
  await ensureAdminTotpSecret();
  await closeDb();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));

  const workers = forkWorkers(count, { DATABASE_URL: database.url });
  console.log(
    `[fiable] primary: ${count} workers (WEB_CONCURRENCY), ${database.mode} PostgreSQL, ${Math.round(performance.now() - bootStarted)} ms`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[fiable] primary ${signal}: stopping the workers`);
    await workers.stop(12_000);
    await database.stop().catch((e: unknown) => console.error("[fiable] database stop:", e));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, port: env.PORT };
}
