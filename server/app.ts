import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ensureAdminPassword } from "#app/features/admin/admin-password.server.ts";
import { selfOrigin } from "#app/features/status/probes.server.ts";
import { stopRequestStats } from "#app/features/status/request-stats.server.ts";
import { seedStatusHistory } from "#app/features/status/seed-status-history.server.ts";
import { startStatusMonitor } from "#app/features/status/status-monitor.server.ts";
import { EnvError, parseEnv, publicUrlOf } from "#app/lib/env.server.ts";
import { installJobQueue, startJobWorkers } from "#app/lib/job-queue.server.ts";
import { closeDb, connectDb } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { seedDemoContent } from "#db/seed.server.ts";
import { startDatabase } from "#server/database/index.ts";
import { createHttpApp } from "#server/http.ts";
import { ALL_JOBS } from "#server/jobs.ts";
import { loadSecrets } from "#server/secrets.ts";

/**
 * Boot sequence: environment → data dir and secrets → PostgreSQL (external or
 * embedded) → migrations → demo seed → HTTP server.
 */
export async function start({ vite }: { vite?: ViteDevServer }) {
  const bootStarted = performance.now();
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[fiable] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const dataDir = resolve(env.DATA_DIR);
  const secrets = await loadSecrets(dataDir, env);
  process.env.BETTER_AUTH_SECRET ??= secrets.authSecret;

  const database = await startDatabase({ env, dataDir, secrets });
  connectDb(database.url, env.DATABASE_POOL_SIZE);
  await migrateDatabase();
  // The job queue's schema and one queue per job (decision 016), before anything enqueues.
  await installJobQueue(ALL_JOBS);
  if (env.SEED_DEMO) {
    await seedDemoContent();
    await seedStatusHistory();
  }
  // Generates and prints an admin password once when ADMIN_PASSWORD is unset.
  await ensureAdminPassword();

  const publicUrl = publicUrlOf(env);
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const app = createHttpApp({ env, publicUrl, build, serveClientAssets: !vite });
  const listener = getRequestListener(app.fetch);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(env.PORT, env.HOST, () => ok());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    `[fiable] ready on http://localhost:${port} (${database.mode} PostgreSQL, ${Math.round(performance.now() - bootStarted)} ms)`,
  );

  // The status probes keep their own timer: a queue stored in the database they probe
  // could not record its outage (decision 006).
  const stopMonitor = startStatusMonitor({ origin: selfOrigin(env.HOST, port), publicUrl });
  // Mails, reminders and every periodic job (analytics roll-up, media sweep, retention
  // purge, the sweeps of due dates) run from the job queue (decision 016).
  const stopJobs = await startJobWorkers(ALL_JOBS);

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
    await stopRequestStats().catch(() => {});
    await closeDb().catch(() => {});
    await database.stop().catch((e: unknown) => console.error("[fiable] database stop:", e));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, port };
}
