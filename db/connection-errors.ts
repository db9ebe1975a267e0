/*
 * Errors that say the database cannot be reached right now (it is restarting, the network
 * is down), as opposed to a query that is wrong. The boot waits through them
 * (server/startup.ts); while serving, a request that meets one answers 503
 * (server/error-answers.ts) and the log gets one line, not a stack trace per request.
 */

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // PostgreSQL: starting up, shut down by an administrator or a crash, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether `error` (or one of its causes: Drizzle wraps the driver's) is a connection failure. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** The driver's own words for a connection failure: `connect ECONNREFUSED 127.0.0.1:5432`. */
export function connectionErrorReason(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if ((typeof code === "string" && CONNECTION_CODES.has(code)) || !cause) {
      return String(message ?? current).split("\n")[0] ?? "";
    }
    current = cause;
  }
  return String(error);
}

let last = { reason: "", at: 0 };

/** One log line per distinct reason and minute, however many requests meet the outage. */
export function logConnectionError(error: unknown, now = Date.now()): void {
  const reason = connectionErrorReason(error);
  if (reason === last.reason && now - last.at < 60_000) return;
  last = { reason, at: now };
  console.error(`[db] database unavailable: ${reason} (requests answer 503 until it is back)`);
}
