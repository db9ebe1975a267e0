import { logError } from "#app/lib/log-error.server.ts";
import { getDb } from "#db/client.server.ts";
import { userActivityLogs } from "#db/schema.ts";

/*
 * The activity journal (`user_activity_logs`). Account events (profile_created,
 * profile_updated, email_confirmed, login, logout) are written by `logActivity` of
 * app/features/auth/log-activity.server.ts; this module writes what administrators do,
 * with who did it and what it touched.
 */

export type ActivityType = (typeof userActivityLogs.$inferInsert)["activityType"];
export type AdminActivityType = Extract<ActivityType, `admin_${string}`>;
export type ActivityDetails = Record<string, string | number | boolean | null>;

/** Who acted: an account (name and e-mail as they are now), or the shared admin password. */
export interface ActivityActor {
  userId: string | null;
  name: string | null;
  email: string | null;
  via: "password" | "role";
}

/**
 * Appends one admin action to the journal. A failure is logged, never thrown: the action
 * itself already happened.
 */
export async function logAdminActivity(
  activityType: AdminActivityType,
  actor: ActivityActor,
  details: ActivityDetails = {},
): Promise<void> {
  try {
    await getDb()
      .insert(userActivityLogs)
      .values({
        activityType,
        userId: actor.userId,
        userName: actor.name,
        userEmail: actor.email,
        details: { via: actor.via, ...details },
      });
  } catch (error) {
    logError(`[activity] ${activityType}:`, error);
  }
}
