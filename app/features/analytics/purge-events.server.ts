import { sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";
import { type Database, getDb } from "#db/client.server.ts";

/**
 * Events are kept 13 months (the privacy policy's retention, legalPages): older ones are
 * deleted by the hourly analytics job (analytics-jobs.server.ts), with the daily roll-up of
 * the days before the same limit.
 */
export const RETENTION_MONTHS = 13;

/** Deletes events older than RETENTION_MONTHS before `now`; returns how many. */
export async function purgeOldEvents(now: Date = new Date(), db: Database = getDb()) {
  const cutoff = sql`(${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION_MONTHS}))`;
  const events = await db.execute(sql`delete from analytics_events where created_at < ${cutoff}`);
  const days = await db.execute(
    sql`delete from analytics_daily where day < (${cutoff} at time zone ${DEFAULT_TIME_ZONE})::date`,
  );
  return { events: events.rowCount ?? 0, days: days.rowCount ?? 0 };
}
