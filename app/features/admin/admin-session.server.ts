import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { isSecureSite } from "#app/features/auth/index.server.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { getDb } from "#db/client.server.ts";
import { adminSessions } from "#db/schema.ts";

/*
 * The admin console's own session (decision 007): 24 hours from
 * the sign-in, kept in PostgreSQL (so every process agrees and a sign-out ends it
 * everywhere). The browser holds a random token in an HttpOnly, SameSite=Lax cookie
 * (Secure and `__Host-` on https); the table holds only its SHA-256.
 */

/** 24 hours (86,400,000 ms). */
export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000;

export function adminCookieName(): string {
  return isSecureSite() ? "__Host-fiable-admin" : "fiable-admin";
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookie(value: string, maxAgeSeconds: number): string {
  const parts = [`${adminCookieName()}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax"];
  if (isSecureSite()) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie line that deletes the admin cookie. */
export function expiredAdminCookie(): string {
  return cookie("", 0);
}

export interface AdminSessionRow {
  id: string;
  userId: string | null;
  expiresAt: Date;
}

/** Opens a session; returns it with the Set-Cookie line to send. */
export async function createAdminSession(
  userId: string | null,
  now = new Date(),
): Promise<{ session: AdminSessionRow; setCookie: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  const db = getDb();
  // Sessions that ended are of no use to anyone: sweep them when a new one opens.
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
  const [session] = await db
    .insert(adminSessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: now, updatedAt: now })
    .returning({ id: adminSessions.id, userId: adminSessions.userId, expiresAt: adminSessions.expiresAt });
  if (!session) throw new Error("admin session not created");
  return { session, setCookie: cookie(token, Math.floor(ADMIN_SESSION_MS / 1000)) };
}

function tokenOf(request: Request): string | null {
  const token = readCookie(request.headers.get("Cookie"), adminCookieName());
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** Whether the request carries an admin cookie at all (valid or not). */
export function hasAdminCookie(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), adminCookieName()) !== null;
}

/** The live admin session of the request, or null (no cookie, unknown token, expired). */
export async function findAdminSession(request: Request, now = new Date()): Promise<AdminSessionRow | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const [session] = await getDb()
    .select({ id: adminSessions.id, userId: adminSessions.userId, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, now)));
  return session ?? null;
}

/** Ends the request's admin session on the server; returns the Set-Cookie line that clears it. */
export async function endAdminSession(request: Request): Promise<string> {
  const token = tokenOf(request);
  if (token)
    await getDb()
      .delete(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)));
  return expiredAdminCookie();
}
