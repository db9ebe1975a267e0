import cluster, { type Worker } from "node:cluster";

/*
 * WEB_CONCURRENCY > 1 (decision 037): the primary process prepares what exists once — the
 * port check, DATA_DIR, the secrets, PostgreSQL (embedded or waited for), migrations, the
 * job queue's schema, the demo seed — then forks that many workers that share the port
 * (node:cluster hands them connections in turn). Each worker runs the app with its share of
 * the pool (DATABASE_POOL_SIZE divided); the first also runs the job workers and the status
 * monitor, once for the whole site. Page-cache invalidations cross workers as they cross
 * hosts, through PostgreSQL LISTEN/NOTIFY (app/services/page-cache). A worker that dies is
 * forked again; SIGTERM/SIGINT stop the workers, then the database.
 */

/** What a worker knows of its place (from the primary, through its environment). */
export interface WorkerRole {
  index: number;
  count: number;
}

const INDEX_VARIABLE = "FIABLE_WORKER_INDEX";

/** This process's role: null for a process that is not a cluster worker. */
export function workerRole(count: number): WorkerRole | null {
  if (!cluster.isWorker) return null;
  return { index: Number(process.env[INDEX_VARIABLE] ?? 0), count };
}

export function isClusterPrimary(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

/** A worker's share of the pool: the pool size divided, at least 2. */
export function poolShare(poolSize: number, role: WorkerRole | null): number {
  return role ? Math.max(2, Math.floor(poolSize / role.count)) : poolSize;
}

/**
 * Forks `count` workers with `env` added to their environment, forks a worker again when
 * it dies (at most once a second per index), and stops them all on `stop()` (resolves once
 * they have exited, or after `timeoutMs`).
 */
export function forkWorkers(count: number, env: Record<string, string>): { stop(timeoutMs: number): Promise<void> } {
  const workers = new Map<number, Worker>();
  const lastFork = new Map<number, number>();
  let stopping = false;

  const fork = (index: number) => {
    lastFork.set(index, Date.now());
    const worker = cluster.fork({ ...env, [INDEX_VARIABLE]: String(index) });
    workers.set(index, worker);
    worker.on("exit", (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) return;
      console.error(`[fiable] worker ${index} exited (${signal ?? code}): starting it again`);
      const wait = Math.max(0, 1_000 - (Date.now() - (lastFork.get(index) ?? 0)));
      setTimeout(() => {
        if (!stopping) fork(index);
      }, wait).unref();
    });
  };
  for (let index = 0; index < count; index++) fork(index);

  return {
    async stop(timeoutMs) {
      stopping = true;
      const exits = [...workers.values()].map(
        (worker) =>
          new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once("exit", () => resolve()))),
      );
      for (const worker of workers.values()) worker.process.kill("SIGTERM");
      await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    },
  };
}
