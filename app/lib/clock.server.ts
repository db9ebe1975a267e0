import { runningUnderVitest, testRoutesEnabled } from "./env.server.ts";

/**
 * The server's one clock (decision 017). Every rule with a due date — invitation reminders
 * and expiry, the owner's 7-day reminder, the 30-day automatic publication — reads the
 * time here and compares it with dates it stored from here, in the scheduled sweeps of
 * `app/features/*\/sweeps.server.ts`. Nothing waits inside the job queue for a due date, so
 * a due date survives restarts and tests move time on the server without sleeping.
 *
 * The clock can be moved forward only when the test routes are enabled
 * (`FIABLE_TEST_ROUTES=1`, set by the end-to-end server) or under Vitest; in production
 * `now()` is the system time.
 */

let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Milliseconds since the epoch, on the server's clock. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

export function clockIsSettable(): boolean {
  return testRoutesEnabled() || runningUnderVitest();
}

/**
 * Moves the clock forward by `ms` (tests only). Time never goes back: a due date that has
 * passed stays passed, as it would in production.
 */
export function advanceClock(ms: number): Date {
  if (!clockIsSettable()) throw new Error("The server clock can only be moved with the test routes enabled.");
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError("The clock only moves forward.");
  offsetMs += ms;
  return now();
}

/** Back to the system time (Vitest, between test files). */
export function resetClock(): void {
  if (!clockIsSettable()) throw new Error("The server clock can only be reset with the test routes enabled.");
  offsetMs = 0;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `date` plus `days` days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
