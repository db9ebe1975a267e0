import { sql } from "drizzle-orm";
import { getDb, getPool } from "#db/client.server.ts";
import { defaultProbeChecks, type ProbeChecks, type ProbeResult, runChecks } from "./probes.server.ts";
import { type IncidentChange, PROBE_INTERVAL_MS, recordResults, runStatusProbes } from "./record-probes.server.ts";
import { notifyStatusSubscribers } from "./subscribe-status.server.ts";

export interface StatusMonitorOptions {
  /** Where this process answers HTTP (e.g. http://127.0.0.1:3000), for the API, website and auth probes. */
  origin: string;
  /** The public address, for the links of the notice mails. */
  publicUrl: string;
  intervalMs?: number;
  /** Replaces the default checks (tests). */
  checks?: ProbeChecks;
  /** Delay of the first run, so the server is listening by then. */
  firstRunDelayMs?: number;
}

/** Rounds measured while the database could not store them: at most a day of them. */
const MAX_BACKLOG = 24 * 60;

/**
 * Runs the status probes every minute in this process (started once at boot). With N
 * processes each runs its timer, and runStatusProbes' advisory lock and freshness check
 * make one probe per minute happen overall.
 *
 * When the database is unreachable nothing can be stored: the process keeps probing and
 * remembers those rounds (the database among them, failing), then writes them once the
 * database is back, so the outage appears in the uptime and as an incident — unless
 * another process already stored that period. Returns a function that stops the monitor.
 */
export function startStatusMonitor(options: StatusMonitorOptions): () => Promise<void> {
  const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
  const checks = options.checks ?? defaultProbeChecks(options.origin);
  const onIncident = (change: IncidentChange) => void notifyStatusSubscribers(change, options.publicUrl);
  const backlog: { at: Date; results: ProbeResult[] }[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      if (backlog.length > 0) await writeBacklog(backlog, onIncident);
      await runStatusProbes({ checks, onIncident });
    } catch (error) {
      // The database is the likely cause: measure anyway and keep the round for later.
      const results = await runChecks(checks);
      backlog.push({ at: new Date(), results });
      if (backlog.length > MAX_BACKLOG) backlog.shift();
      console.error("[status] probes not stored:", error instanceof Error ? error.message : error);
    }
  };

  const run = () => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = undefined;
    });
  };

  const first = setTimeout(run, options.firstRunDelayMs ?? 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();

  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/** "backlg" in ASCII: one process writes a backlog at a time. */
const BACKLOG_LOCK_ID = 0x6261636b6c67;

async function writeBacklog(
  backlog: { at: Date; results: ProbeResult[] }[],
  onIncident: (change: IncidentChange) => void,
): Promise<void> {
  const client = await getPool().connect();
  try {
    await client.query("select pg_advisory_lock($1)", [BACKLOG_LOCK_ID]);
    try {
      const from = backlog[0]!.at;
      const to = backlog[backlog.length - 1]!.at;
      const covered = await getDb().execute<{ n: string }>(
        sql`select count(*) as n from status_probes where checked_at between ${from} and ${to}`,
      );
      // Another process stored this period already: its measurements stand.
      if (Number(covered.rows[0]?.n ?? 0) === 0) {
        for (const round of backlog) {
          for (const change of await recordResults(getDb(), round.results, round.at)) onIncident(change);
        }
      }
      backlog.length = 0;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [BACKLOG_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
