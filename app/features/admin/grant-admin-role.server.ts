import { eq, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";

export type GrantResult =
  | { ok: true; user: { id: string; name: string; email: string }; changed: boolean }
  | { ok: false; reason: "unknown-email" };

/**
 * Gives (or takes back) the admin role of an account, found by e-mail (trimmed, any case).
 * An account with the role is admitted to the admin area without the admin password
 * (docs/product/admin.md). Used by `npm run admin:grant -- email` (scripts/admin-grant.ts).
 */
export async function setAdminRole(email: string, grant: boolean): Promise<GrantResult> {
  const address = email.trim().toLowerCase();
  const db = getDb();
  const [found] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, address));
  if (!found) return { ok: false, reason: "unknown-email" };
  const role = grant ? "admin" : "user";
  if (found.role !== role) await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
  return { ok: true, user: { id: found.id, name: found.name, email: found.email }, changed: found.role !== role };
}
