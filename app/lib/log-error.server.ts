import { isConnectionError, logConnectionError } from "#db/connection-errors.ts";

/**
 * How the server logs a failure it caught: with its stack, so it can be fixed — but a
 * database outage, which every request meets until it ends, as one line a minute
 * (db/connection-errors.ts).
 */
export function logError(label: string, error: unknown): void {
  if (isConnectionError(error)) logConnectionError(error);
  else console.error(label, error);
}
