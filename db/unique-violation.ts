/**
 * The constraint a PostgreSQL unique violation (SQLSTATE 23505) names — "" when it names
 * none — or undefined for any other error. Drizzle wraps the driver's error: the chain of
 * `cause`s is walked.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}
