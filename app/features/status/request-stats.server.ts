import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { PROBE_HEADER } from "./probes.server.ts";

/*
 * The request count and average response time of /status, measured by the server itself.
 * Each process adds its requests to per-minute buckets in memory and, every few seconds,
 * adds those to the shared `request_stats` rows (an upsert that sums), so the figures
 * cover every process behind the load balancer at the cost of one small write per
 * process per flush — never one per request.
 */

const FLUSH_INTERVAL_MS = 5_000;
const BUCKET_MS = 60_000;
/** Buckets kept in memory while the database is unreachable, at most. */
const MAX_PENDING_BUCKETS = 24 * 60;

interface Bucket {
  requests: number;
  totalMs: number;
}

let pending = new Map<number, Bucket>();
let timer: NodeJS.Timeout | undefined;
let flushing: Promise<void> | undefined;

/**
 * Counts one request served in `durationMs`. Call it from the HTTP server's middleware
 * for every response; the status probes' own requests (marked with a header) are left
 * out. Costs a map update: the database sees the sums every few seconds.
 */
export function recordRequest(durationMs: number, headers?: Headers): void {
  if (headers?.has(PROBE_HEADER)) return;
  if (!Number.isFinite(durationMs) || durationMs < 0) return;
  const bucket = Math.floor(Date.now() / BUCKET_MS) * BUCKET_MS;
  const entry = pending.get(bucket);
  if (entry) {
    entry.requests += 1;
    entry.totalMs += durationMs;
  } else {
    pending.set(bucket, { requests: 1, totalMs: durationMs });
  }
  if (!timer) {
    timer = setInterval(() => void flushRequestStats(), FLUSH_INTERVAL_MS);
    // Never keeps the process alive on its own.
    timer.unref();
  }
}

/** Writes the counted requests to the database now (also called at shutdown). */
export function flushRequestStats(): Promise<void> {
  flushing ??= doFlush().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function doFlush(): Promise<void> {
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  const rows = [...batch.entries()];
  try {
    const values = sql.join(
      rows.map(([bucket, { requests, totalMs }]) => sql`(${new Date(bucket)}, ${requests}, ${totalMs})`),
      sql`, `,
    );
    await getDb().execute(sql`
      insert into request_stats (bucket, requests, total_ms) values ${values}
      on conflict (bucket) do update set
        requests = request_stats.requests + excluded.requests,
        total_ms = request_stats.total_ms + excluded.total_ms`);
  } catch (error) {
    // Keep the counts for the next flush rather than losing them, within reason.
    for (const [bucket, counts] of rows) {
      const entry = pending.get(bucket);
      if (entry) {
        entry.requests += counts.requests;
        entry.totalMs += counts.totalMs;
      } else {
        pending.set(bucket, { ...counts });
      }
    }
    if (pending.size > MAX_PENDING_BUCKETS) {
      const oldest = [...pending.keys()].sort((a, b) => a - b).slice(0, pending.size - MAX_PENDING_BUCKETS);
      for (const bucket of oldest) pending.delete(bucket);
    }
    console.error("[status] request stats not saved:", error instanceof Error ? error.message : error);
  }
}

/** Stops the flush timer after a last flush (shutdown, tests). */
export async function stopRequestStats(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await flushRequestStats();
}
