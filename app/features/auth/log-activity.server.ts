import { eq } from "drizzle-orm";
import { recordSignIn } from "#app/features/account-deletion/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getDb } from "#db/client.server.ts";
import { userActivityLogs, user as userTable } from "#db/schema.ts";

export type ActivityType = (typeof userActivityLogs.$inferInsert)["activityType"];

/**
 * Appends one row to `user_activity_logs` (user name and e-mail as they were at
 * the time). A failure is logged, never thrown: the journal must not break a sign-in.
 */
export async function logActivity(
  activityType: ActivityType,
  who: { id: string; name?: string | null; email?: string | null },
): Promise<void> {
  try {
    let { name, email } = who;
    if (name === undefined || email === undefined) {
      const [row] = await getDb()
        .select({ name: userTable.name, email: userTable.email })
        .from(userTable)
        .where(eq(userTable.id, who.id));
      name = row?.name ?? null;
      email = row?.email ?? null;
    }
    await getDb().insert(userActivityLogs).values({ userId: who.id, userName: name, userEmail: email, activityType });
    // The activity log is purged after 12 months; the last sign-in is kept on the account (decision 036).
    if (activityType === "login") await recordSignIn(who.id);
  } catch (error) {
    logError(`[auth] activity log (${activityType}):`, error);
  }
}
