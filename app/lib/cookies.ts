/**
 * The few cookies Fiable sets itself (language, theme) are plain preferences:
 * not secret, not signed, read on every request. React Router's `createCookie`
 * signs and base64-encodes values asynchronously, which these do not need.
 */

/** The value of cookie `name` in a `Cookie` request header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return null;
    }
  }
  return null;
}

export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** A `Set-Cookie` value for a preference readable on every path, kept `maxAge` seconds. */
export function preferenceCookie(
  name: string,
  value: string,
  { secure, maxAge = ONE_YEAR_SECONDS }: { secure: boolean; maxAge?: number },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${maxAge}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
