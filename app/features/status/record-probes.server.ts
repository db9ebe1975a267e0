import { sql } from "drizzle-orm";
import { type Database, getDb, getPool } from "#db/client.server.ts";
import { statusProbes } from "#db/schema.ts";
import {
  PROBE_TIMEOUT_MS,
  type ProbeChecks,
  type ProbeResult,
  runChecks,
  type ServiceId,
  type ServiceState,
} from "./probes.server.ts";

/** How often the probes run (one process at a time, see runStatusProbes). */
export const PROBE_INTERVAL_MS = 60_000;
/** Measurements older than this are deleted as new ones arrive. */
export const PROBE_RETENTION_DAYS = 90;
export const REQUEST_STATS_RETENTION_DAYS = 30;

/** "status" in ASCII: distinct from the migration and seed locks. */
export const PROBE_LOCK_ID = 0x737461747573;

export interface IncidentChange {
  kind: "opened" | "resolved";
  service: ServiceId;
  severity: ServiceState;
  at: Date;
}

export type ProbeRunOutcome =
  | { ran: true; results: ProbeResult[]; changes: IncidentChange[] }
  | { ran: false; reason: "fresh" | "locked" };

export interface RunProbesOptions {
  checks: ProbeChecks;
  /** Skip the run when the newest stored probe is younger than this (default: 90 % of the interval). */
  freshForMs?: number;
  now?: () => Date;
  /** Told about every incident opened or resolved (the e-mail notices to subscribers). */
  onIncident?: (change: IncidentChange) => void;
}

/**
 * Runs the probes and keeps their results: one `status_probes` row per service, an
 * incident opened when a service is not operational (its severity raised if it gets
 * worse) and resolved when it is operational again.
 *
 * N processes may call this every minute: a PostgreSQL advisory lock lets one of them
 * probe, and a process that gets the lock after another has just probed finds fresh
 * rows and does nothing. So the probes run about once per interval, whatever N is.
 */
export async function runStatusProbes(options: RunProbesOptions): Promise<ProbeRunOutcome> {
  const now = options.now ?? (() => new Date());
  const freshForMs = options.freshForMs ?? PROBE_INTERVAL_MS * 0.9;
  const client = await getPool().connect();
  try {
    const lock = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [PROBE_LOCK_ID]);
    if (!lock.rows[0]?.locked) return { ran: false, reason: "locked" };
    try {
      const latest = await client.query<{ at: Date | null }>("select max(checked_at) as at from status_probes");
      const at = latest.rows[0]?.at;
      if (at && now().getTime() - at.getTime() < freshForMs) return { ran: false, reason: "fresh" };

      const results = await runChecks(options.checks);
      const checkedAt = now();
      const changes = await recordResults(getDb(), results, checkedAt);
      for (const change of changes) options.onIncident?.(change);
      return { ran: true, results, changes };
    } finally {
      await client.query("select pg_advisory_unlock($1)", [PROBE_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Waits while another caller holds the probe lock (a round in progress in this or another
 * process), so that a reader then finds that round's results; gives up after `timeoutMs`.
 */
export async function waitForProbeRound(timeoutMs = 2 * PROBE_TIMEOUT_MS): Promise<void> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    await client.query(`set local lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
    // A transaction-level lock conflicts with the session-level one the round holds; it is
    // released at commit, so taking it is only a way to wait for the round to end.
    await client.query("select pg_advisory_xact_lock($1)", [PROBE_LOCK_ID]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    // lock_not_available: the round is taking too long; the reader shows what is stored.
    if ((error as { code?: string }).code !== "55P03") throw error;
  } finally {
    client.release();
  }
}

/** Stores one round of results and opens or resolves incidents; returns what changed. */
export async function recordResults(db: Database, results: ProbeResult[], checkedAt: Date): Promise<IncidentChange[]> {
  return db.transaction(async (tx) => {
    await tx.insert(statusProbes).values(
      results.map((result) => ({
        service: result.service,
        state: result.state,
        latencyMs: result.latencyMs,
        error: result.error,
        checkedAt,
      })),
    );

    const changes: IncidentChange[] = [];
    for (const result of results) {
      if (result.state === "operational") {
        const resolved = await tx.execute<{ severity: ServiceState }>(sql`
          update status_incidents set resolved_at = ${checkedAt}, updated_at = ${checkedAt}
          where service = ${result.service} and resolved_at is null
          returning severity`);
        for (const row of resolved.rows) {
          changes.push({ kind: "resolved", service: result.service, severity: row.severity, at: checkedAt });
        }
      } else {
        // One open incident per service (partial unique index): a new failure either opens
        // one or updates the open one, raising degraded to outage but never lowering it.
        const opened = await tx.execute<{ inserted: boolean; severity: ServiceState }>(sql`
          insert into status_incidents (service, severity, detail, started_at, created_at, updated_at)
          values (${result.service}, ${result.state}, ${result.error}, ${checkedAt}, ${checkedAt}, ${checkedAt})
          on conflict (service) where resolved_at is null do update set
            severity = case when excluded.severity = 'outage' then 'outage'::service_state else status_incidents.severity end,
            detail = excluded.detail,
            updated_at = excluded.updated_at
          returning (xmax = 0) as inserted, severity`);
        const row = opened.rows[0];
        if (row?.inserted) {
          changes.push({ kind: "opened", service: result.service, severity: row.severity, at: checkedAt });
        }
      }
    }

    await tx.execute(
      sql`delete from status_probes where checked_at < ${new Date(checkedAt.getTime() - PROBE_RETENTION_DAYS * 86_400_000)}`,
    );
    await tx.execute(
      sql`delete from request_stats where bucket < ${new Date(checkedAt.getTime() - REQUEST_STATS_RETENTION_DAYS * 86_400_000)}`,
    );
    return changes;
  });
}
