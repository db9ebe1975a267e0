import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import {
  type ProbeChecks,
  type ProbeResult,
  runChecks,
  SERVICES,
  type ServiceId,
  type ServiceState,
} from "./probes.server.ts";
import { type IncidentChange, PROBE_INTERVAL_MS, runStatusProbes, waitForProbeRound } from "./record-probes.server.ts";

export const UPTIME_WINDOW_DAYS = 30;
export const TRAFFIC_WINDOW_HOURS = 24;
/** Incidents older than this leave the page. */
export const INCIDENT_HISTORY_DAYS = 90;
export const MAX_INCIDENTS_SHOWN = 10;
/** A stored probe older than this no longer says how a service is now. */
export const STALE_AFTER_MS = 3 * PROBE_INTERVAL_MS;

export type DisplayState = ServiceState | "unknown";

export interface ServiceStatus {
  id: ServiceId;
  state: DisplayState;
  latencyMs: number | null;
  /** Percent of probes over the window that found the service up (operational or degraded). */
  uptime: number | null;
}

export interface StatusIncident {
  id: string;
  service: ServiceId;
  severity: Exclude<ServiceState, "operational">;
  /** Key of a seeded history incident (its text is in the locales), else null. */
  seedKey: string | null;
  startedAt: string;
  resolvedAt: string | null;
  durationMinutes: number | null;
}

export interface StatusOverview {
  overall: DisplayState;
  services: ServiceStatus[];
  /** Over every service and every probe of the window. */
  uptime: number | null;
  /** The oldest probe of the window when the history is shorter than the window, else null. */
  measuredSince: string | null;
  averageResponseMs: number | null;
  requests: number | null;
  incidents: StatusIncident[];
  checkedAt: string | null;
  /** False when the stored history could not be read (database down): services come from a live check. */
  historyAvailable: boolean;
}

/**
 * Percent of `up` in `total`, rounded down to two decimals: 99.996 % shows 99.99 %, never
 * a 100 % that hides a failure. Null without measurements.
 */
export function uptimePercent(up: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.floor((up / total) * 10_000) / 100;
}

/** The page's headline: the worst state of any service. */
export function overallState(states: DisplayState[]): DisplayState {
  if (states.includes("outage")) return "outage";
  if (states.includes("degraded")) return "degraded";
  if (states.includes("unknown")) return "unknown";
  return "operational";
}

export function durationMinutes(startedAt: Date, resolvedAt: Date | null): number | null {
  if (!resolvedAt) return null;
  return Math.max(1, Math.round((resolvedAt.getTime() - startedAt.getTime()) / 60_000));
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The overview of /status from what the probes stored. */
export async function getStatusOverview(now: Date = new Date()): Promise<StatusOverview> {
  const db = getDb();
  const windowStart = new Date(now.getTime() - UPTIME_WINDOW_DAYS * 86_400_000);
  const trafficStart = new Date(now.getTime() - TRAFFIC_WINDOW_HOURS * 3_600_000);
  const incidentStart = new Date(now.getTime() - INCIDENT_HISTORY_DAYS * 86_400_000);

  const [latest, uptime, traffic, incidents] = await Promise.all([
    db.execute<{ service: ServiceId; state: ServiceState; latency_ms: number | null; checked_at: Date | string }>(sql`
      select distinct on (service) service, state, latency_ms, checked_at
      from status_probes
      order by service, checked_at desc`),
    db.execute<{ service: ServiceId; total: string; up: string; first: Date | string }>(sql`
      select service, count(*) as total, count(*) filter (where state <> 'outage') as up, min(checked_at) as first
      from status_probes
      where checked_at >= ${windowStart}
      group by service`),
    db.execute<{ requests: string | null; total_ms: number | null }>(sql`
      select sum(requests) as requests, sum(total_ms) as total_ms
      from request_stats
      where bucket >= ${trafficStart}`),
    db.execute<{
      id: string;
      service: ServiceId;
      severity: Exclude<ServiceState, "operational">;
      seed_key: string | null;
      started_at: Date | string;
      resolved_at: Date | string | null;
    }>(sql`
      select id, service, severity, seed_key, started_at, resolved_at
      from status_incidents
      where resolved_at is null or started_at >= ${incidentStart}
      order by (resolved_at is null) desc, started_at desc
      limit ${MAX_INCIDENTS_SHOWN}`),
  ]);

  const latestBy = new Map(latest.rows.map((row) => [row.service, row]));
  const uptimeBy = new Map(uptime.rows.map((row) => [row.service, row]));
  const seen: { newest: Date | null; oldest: Date | null } = { newest: null, oldest: null };
  let totalAll = 0;
  let upAll = 0;

  const services = SERVICES.map((id): ServiceStatus => {
    const last = latestBy.get(id);
    const counts = uptimeBy.get(id);
    const checkedAt = last ? toDate(last.checked_at) : null;
    if (checkedAt && (!seen.newest || checkedAt > seen.newest)) seen.newest = checkedAt;
    const total = Number(counts?.total ?? 0);
    const up = Number(counts?.up ?? 0);
    totalAll += total;
    upAll += up;
    if (counts) {
      const first = toDate(counts.first);
      if (!seen.oldest || first < seen.oldest) seen.oldest = first;
    }
    const fresh = checkedAt !== null && now.getTime() - checkedAt.getTime() <= STALE_AFTER_MS;
    return {
      id,
      state: last && fresh ? last.state : "unknown",
      latencyMs: last && fresh ? last.latency_ms : null,
      uptime: uptimePercent(up, total),
    };
  });

  const requests = Number(traffic.rows[0]?.requests ?? 0);
  const totalMs = Number(traffic.rows[0]?.total_ms ?? 0);
  const { oldest: measuredSince, newest: checkedAt } = seen;

  return {
    overall: overallState(services.map((s) => s.state)),
    services,
    uptime: uptimePercent(upAll, totalAll),
    measuredSince:
      measuredSince && measuredSince.getTime() > windowStart.getTime() + 86_400_000
        ? measuredSince.toISOString()
        : null,
    averageResponseMs: requests > 0 ? Math.round(totalMs / requests) : null,
    requests,
    incidents: incidents.rows.map((row) => {
      const startedAt = toDate(row.started_at);
      const resolvedAt = row.resolved_at ? toDate(row.resolved_at) : null;
      return {
        id: row.id,
        service: row.service,
        severity: row.severity,
        seedKey: row.seed_key,
        startedAt: startedAt.toISOString(),
        resolvedAt: resolvedAt?.toISOString() ?? null,
        durationMinutes: durationMinutes(startedAt, resolvedAt),
      };
    }),
    checkedAt: checkedAt?.toISOString() ?? null,
    historyAvailable: true,
  };
}

/** What the page shows when the database cannot be read: the live results, no history. */
export function liveOverview(results: ProbeResult[], now: Date = new Date()): StatusOverview {
  const services = SERVICES.map((id): ServiceStatus => {
    const result = results.find((r) => r.service === id);
    return { id, state: result?.state ?? "unknown", latencyMs: result?.latencyMs ?? null, uptime: null };
  });
  return {
    overall: overallState(services.map((s) => s.state)),
    services,
    uptime: null,
    measuredSince: null,
    averageResponseMs: null,
    requests: null,
    incidents: [],
    checkedAt: now.toISOString(),
    historyAvailable: false,
  };
}

/**
 * The data of /status. When the stored probes are stale (no monitor running, or it
 * stalled) the probes run first, so the page never shows an old state as current. When
 * the database cannot be used at all, the checks run live and the page says what they
 * found — the database among them — without history.
 */
export async function loadStatusPage(options: {
  checks: ProbeChecks;
  now?: () => Date;
  onIncident?: (change: IncidentChange) => void;
}): Promise<StatusOverview> {
  const now = options.now ?? (() => new Date());
  try {
    const outcome = await runStatusProbes({
      checks: options.checks,
      freshForMs: 2 * PROBE_INTERVAL_MS,
      now,
      onIncident: options.onIncident,
    });
    // Another request or the monitor is probing right now (e.g. two visitors at once, or
    // the first round after boot): read once its round is stored, not before.
    if (!outcome.ran && outcome.reason === "locked") await waitForProbeRound();
    return await getStatusOverview(now());
  } catch (error) {
    console.error("[status] stored status unavailable:", error instanceof Error ? error.message : error);
    return liveOverview(await runChecks(options.checks), now());
  }
}
