/**
 * The periods the statistics pages offer: the last 7, 30 or 90 days, today
 * included. Shared by the loaders (parsing `?range=`) and the range selector.
 */
export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];
export const DEFAULT_RANGE: RangeDays = 30;

/** `?range=7` → 7; anything else → the default 30. */
export function parseRange(value: string | null | undefined): RangeDays {
  const n = Number(value);
  return (RANGES as readonly number[]).includes(n) ? (n as RangeDays) : DEFAULT_RANGE;
}

/** One day of a statistics chart: its date (YYYY-MM-DD, product time zone) and counts. */
export interface DayPoint {
  day: string;
  views: number;
  visitors: number;
  clicks?: number;
}

/** The form intent of "reset statistics" on the owner's page. */
export const RESET_INTENT = "reset-statistics";
