import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { userActivityLogs } from "#db/schema.ts";
import type { ActivityDetails, ActivityType } from "./log-admin-activity.server.ts";

/** The admin console shows the latest 50 entries. */
export const ACTIVITY_LIMIT = 50;

export interface ActivityEntry {
  id: string;
  activityType: ActivityType;
  userName: string | null;
  userEmail: string | null;
  details: ActivityDetails | null;
  createdAt: string;
}

/** The latest entries of the journal, newest first (through user_activity_logs_created_idx). */
export async function listRecentActivity(limit = ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const rows = await getDb()
    .select({
      id: userActivityLogs.id,
      activityType: userActivityLogs.activityType,
      userName: userActivityLogs.userName,
      userEmail: userActivityLogs.userEmail,
      details: userActivityLogs.details,
      createdAt: userActivityLogs.createdAt,
    })
    .from(userActivityLogs)
    // NULLS LAST like the index (created_at is never null): a plain DESC would not use it.
    .orderBy(sql`${userActivityLogs.createdAt} desc nulls last`)
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
