import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "#app/services/i18n/format.ts";

/*
 * Days of the statistics are calendar days in the product's time zone (the zone every date
 * of the interface is shown in), like the admin consoles' "today" (docs/product/analytics.md).
 */

/** The day (date) of a timestamp column or expression. */
export const dayOf = (column: SQL | unknown): SQL => sql`((${column}) at time zone ${DEFAULT_TIME_ZONE})::date`;

/** Midnight starting a date (SQL date expression), as a timestamptz. */
export const startOf = (day: SQL): SQL => sql`((${day})::timestamp at time zone ${DEFAULT_TIME_ZONE})`;

/** Today's date, as a SQL date expression. */
export const today: SQL = sql`(now() at time zone ${DEFAULT_TIME_ZONE})::date`;

/** The first day of a range of `days` days ending today. */
export const firstDayOf = (days: number): SQL => sql`(${today} - ${days - 1}::int)`;
