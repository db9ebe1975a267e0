import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import type { ServiceId, ServiceState } from "./probes.server.ts";

/**
 * The three resolved incidents of the original status page (45 min, 12 min, 2 h 15), as the
 * history of a fresh installation. Their texts are in the locales
 * (status.incidents.history.<seedKey>). Each row carries a unique seed key, so running this
 * at every boot — from N processes at once, too — inserts them once and never again, and
 * their dates stay those of the first boot.
 */
export const STATUS_HISTORY: readonly {
  seedKey: "history-api-latency" | "history-auth-sessions" | "history-database-maintenance";
  service: ServiceId;
  severity: Exclude<ServiceState, "operational">;
  daysAgo: number;
  minutes: number;
}[] = [
  { seedKey: "history-api-latency", service: "api", severity: "degraded", daysAgo: 6, minutes: 45 },
  { seedKey: "history-auth-sessions", service: "auth", severity: "outage", daysAgo: 13, minutes: 12 },
  { seedKey: "history-database-maintenance", service: "database", severity: "degraded", daysAgo: 24, minutes: 135 },
];

export type StatusHistoryKey = (typeof STATUS_HISTORY)[number]["seedKey"];

/** Inserts the history incidents that are not there yet; returns how many were added. */
export async function seedStatusHistory(now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const incident of STATUS_HISTORY) {
    // Mid-morning, Paris time, on the chosen day.
    const day = new Date(now.getTime() - incident.daysAgo * 86_400_000);
    const startedAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8, 20));
    const resolvedAt = new Date(startedAt.getTime() + incident.minutes * 60_000);
    const result = await getDb().execute(sql`
      insert into status_incidents (service, severity, seed_key, started_at, resolved_at, created_at, updated_at)
      values (${incident.service}, ${incident.severity}, ${incident.seedKey}, ${startedAt}, ${resolvedAt}, ${now}, ${now})
      on conflict (seed_key) do nothing`);
    added += result.rowCount ?? 0;
  }
  return added;
}
