import type pg from "pg";
import PgBoss from "pg-boss";
import { getPool } from "#db/client.server.ts";
import { isConnectionError, logConnectionError } from "#db/connection-errors.ts";

/*
 * The job queue (decision 016): pg-boss 10 on the application's PostgreSQL, in the schema
 * `pgboss`. Work that happens later or must be retried is a job: a row that survives
 * kill -9 and restarts, fetched by exactly one process (FOR UPDATE SKIP LOCKED), retried
 * with backoff, kept with its error when it fails for good (the admin's « Tâches » view).
 *
 * Each feature declares its jobs with `defineJob` (name, retry policy, handler, optional
 * cron schedule) in its own `jobs.server.ts`; `server/jobs.ts` lists them all and starts
 * the workers at boot. Producers call `enqueue` — inside their own transaction when the
 * job must exist if and only if their rows do.
 *
 * Handlers must be idempotent: a job whose process died after the work but before the
 * acknowledgement runs again once its lock expires (`expireInSeconds`).
 */

export const JOB_SCHEMA = "pgboss";

export interface JobMeta {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** This attempt is the last one: a failure now is final. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object = object> {
  /** Queue name, `feature.what` (letters, digits, dots, hyphens). */
  name: string;
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each retry when `retryBackoff` (default 30, true). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A running job not acknowledged after this many seconds is taken as dead and retried (default 300). */
  expireInSeconds?: number;
  /** Cron expression (UTC): the job is sent on this schedule, once across every process. */
  schedule?: string;
  /** The time zone `schedule` is read in (IANA name; default UTC). */
  scheduleTimeZone?: string;
  /** How often an idle worker polls (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Jobs fetched at once by a worker, then run one after the other (default 10). */
  batchSize?: number;
  run(data: T, meta: JobMeta): Promise<void>;
}

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

/** Queries pg-boss runs: through the process pool, or a transaction's own connection. */
function executorOf(client?: pg.PoolClient | pg.Pool): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const target = client ?? getPool();
      return values && values.length > 0 ? target.query(text, values) : target.query(text);
    },
  };
}

// Sends, retries and reads; never started, so it runs no timers (the workers' instance does).
let producer: PgBoss | undefined;
function getProducer(): PgBoss {
  producer ??= new PgBoss({ db: executorOf(), schema: JOB_SCHEMA, supervise: false, schedule: false });
  return producer;
}

/**
 * A Drizzle transaction's connection, so that a job is inserted in the same transaction
 * as the rows it is about (it exists if and only if they are committed).
 */
export function connectionOf(tx: unknown): pg.PoolClient {
  const session = (tx as { session?: { client?: pg.PoolClient } }).session;
  if (!session?.client) throw new Error("connectionOf(): not a node-postgres Drizzle transaction");
  return session.client;
}

export interface EnqueueOptions {
  /** The transaction (Drizzle) the job belongs to. */
  tx?: unknown;
  /** Jobs with the same key are not queued twice while one waits (pg-boss singletonKey). */
  singletonKey?: string;
}

/** Queues one job; its id, or null when a job with the same singleton key waits already. */
export async function enqueue<T extends object>(
  job: JobDefinition<T>,
  data: T,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const db = options.tx ? executorOf(connectionOf(options.tx)) : undefined;
  const id = await getProducer().send(job.name, data, {
    ...(db ? { db } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });
  wakeWorker(job.name);
  return id;
}

/** Queues many jobs of one kind in one statement (e.g. 500 invitation mails). */
export async function enqueueMany<T extends object>(
  job: JobDefinition<T>,
  items: readonly T[],
  options: Pick<EnqueueOptions, "tx"> = {},
): Promise<void> {
  if (items.length === 0) return;
  const db = options.tx ? executorOf(connectionOf(options.tx)) : undefined;
  await getProducer().insert(
    items.map((data) => ({ name: job.name, data })),
    db ? { db } : {},
  );
  wakeWorker(job.name);
}

// ─── workers ─────────────────────────────────────────────────────────────────

let workers: { boss: PgBoss; ids: Map<string, string> } | undefined;

/** A worker of this process polls at once instead of at its next tick (the job is committed a moment later). */
function wakeWorker(name: string): void {
  const id = workers?.ids.get(name);
  if (!id || !workers) return;
  const { boss } = workers;
  setTimeout(() => boss.notifyWorker(id), 50).unref();
}

function queueOptions(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.name,
    policy: "standard",
    retryLimit: job.retryLimit ?? 5,
    retryDelay: job.retryDelay ?? 30,
    retryBackoff: job.retryBackoff ?? true,
    expireInSeconds: job.expireInSeconds ?? 300,
  };
}

/**
 * Creates pg-boss's schema (or migrates it) and one queue per job, idempotently. At boot
 * before the HTTP server listens, and by the tests' template database.
 */
export async function installJobQueue(jobs: readonly JobDefinition[], pool: pg.Pool = getPool()): Promise<void> {
  const boss = new PgBoss({ db: executorOf(pool), schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const job of jobs) {
      const existing = await boss.getQueue(job.name);
      if (existing) await boss.updateQueue(job.name, queueOptions(job));
      else await boss.createQueue(job.name, queueOptions(job));
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export interface WorkerOptions {
  /** Run the cron schedules (default true). */
  schedule?: boolean;
  /** Expired-job checks and archiving every this many seconds (default 60). */
  maintenanceIntervalSeconds?: number;
}

/**
 * Starts this process's workers, one per job, and the cron schedules. Returns a function
 * that stops them, letting running jobs finish (up to 10 s).
 */
export async function startJobWorkers(
  jobs: readonly JobDefinition[],
  options: WorkerOptions = {},
): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    db: executorOf(),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: options.schedule ?? true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // Completed jobs stay visible a week, failed ones a month (the « Tâches » view).
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  // A database outage is one line a minute (db/connection-errors.ts), not one per poll.
  boss.on("error", (error) => {
    if (isConnectionError(error)) logConnectionError(error);
    else console.error("[jobs]", error instanceof Error ? error.message : error);
  });
  await boss.start();
  const ids = new Map<string, string>();
  for (const job of jobs) {
    const batchSize = job.batchSize ?? 10;
    const id = await boss.work<object>(
      job.name,
      { batchSize, includeMetadata: true, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
      // Each job of the batch is acknowledged on its own: one failing mail does not fail
      // the others (pg-boss then finds nothing left active to complete).
      async (items) => {
        for (const item of items) {
          const meta: JobMeta = {
            id: item.id,
            retryCount: item.retryCount,
            retryLimit: item.retryLimit,
            lastAttempt: item.retryCount >= item.retryLimit,
          };
          try {
            await job.run(item.data, meta);
            await boss.complete(job.name, item.id);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            console.error(
              `[jobs] ${job.name} ${item.id} attempt ${item.retryCount + 1}/${item.retryLimit + 1} failed:`,
              message,
            );
            await boss.fail(job.name, item.id, { message });
          }
        }
        // A full batch means more are likely waiting: fetch again at once instead of after the interval.
        const self = ids.get(job.name);
        if (items.length === batchSize && self) boss.notifyWorker(self);
      },
    );
    ids.set(job.name, id);
    if (job.schedule && options.schedule !== false) {
      await boss.schedule(job.name, job.schedule, {}, { tz: job.scheduleTimeZone ?? "UTC" });
    }
  }
  workers = { boss, ids };
  return async () => {
    workers = undefined;
    await boss.stop({ graceful: true, close: false, timeout: 10_000, wait: true });
  };
}

/**
 * Runs the jobs queued now in this process, one at a time, until none is left (jobs queued
 * by a job run too), then returns how many ran. For tests and benchmarks, which thereby
 * need no worker and no waiting; a job that throws is failed (retried later as usual).
 */
export async function runQueuedJobs(jobs: readonly JobDefinition[], { limit = 10_000 } = {}): Promise<number> {
  const boss = getProducer();
  let ran = 0;
  for (let progress = true; progress && ran < limit; ) {
    progress = false;
    for (const job of jobs) {
      const fetched = await boss.fetch<object>(job.name, { batchSize: 50, includeMetadata: true });
      for (const item of fetched) {
        progress = true;
        ran += 1;
        try {
          await job.run(item.data, {
            id: item.id,
            retryCount: item.retryCount,
            retryLimit: item.retryLimit,
            lastAttempt: item.retryCount >= item.retryLimit,
          });
          await boss.complete(job.name, item.id);
        } catch (error) {
          await boss.fail(job.name, item.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
  return ran;
}

// ─── what the administrator sees ─────────────────────────────────────────────

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export interface QueueCounts {
  name: string;
  counts: Record<JobState, number>;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string;
  retryCount: number;
  createdOn: string;
  completedOn: string | null;
}

/** Jobs per queue and state, live and archived (the last month). */
export async function countJobs(jobs: readonly JobDefinition[]): Promise<QueueCounts[]> {
  const { rows } = await getPool().query<{ name: string; state: JobState; n: number }>(
    `select name, state::text as state, count(*)::int as n from (
       select name, state from ${JOB_SCHEMA}.job
       union all select name, state from ${JOB_SCHEMA}.archive
     ) j where name = any($1) group by name, state`,
    [jobs.map((j) => j.name)],
  );
  return jobs.map((job) => {
    const counts: Record<JobState, number> = { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 };
    for (const row of rows) if (row.name === job.name) counts[row.state] = row.n;
    return { name: job.name, counts };
  });
}

/** The failed jobs not retried yet, newest first, with their error. */
export async function listFailedJobs(jobs: readonly JobDefinition[], limit = 50): Promise<FailedJob[]> {
  const { rows } = await getPool().query<{
    id: string;
    name: string;
    data: unknown;
    output: { message?: string; value?: { message?: string } } | null;
    retry_count: number;
    created_on: Date;
    completed_on: Date | null;
  }>(
    `select id, name, data, output, retry_count, created_on, completed_on from ${JOB_SCHEMA}.job
      where state = 'failed' and name = any($1)
      order by completed_on desc nulls last, created_on desc limit $2`,
    [jobs.map((j) => j.name), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    error: row.output?.message ?? row.output?.value?.message ?? JSON.stringify(row.output ?? {}),
    retryCount: row.retry_count,
    createdOn: row.created_on.toISOString(),
    completedOn: row.completed_on?.toISOString() ?? null,
  }));
}

/** Puts a failed job back in its queue (one more attempt); false when it is not, or no longer, failed. */
export async function retryFailedJob(name: string, id: string): Promise<boolean> {
  const { rows } = await getPool().query<{ n: number }>(
    `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and id = $2 and state = 'failed'`,
    [name, id],
  );
  if (!rows[0]?.n) return false;
  await getProducer().retry(name, id);
  wakeWorker(name);
  return true;
}
