import { userActivityLogs } from "#db/schema.ts";
import { type DbExecutor, defaultDb } from "./db.ts";

export type ActivityLog = typeof userActivityLogs.$inferSelect;

export interface CreateActivityLogInput {
  activityType: ActivityLog["activityType"];
  userId?: string | null;
  userName?: string | null;
  userEmail?: string | null;
  createdAt?: Date;
}

export async function createActivityLog(input: CreateActivityLogInput, db?: DbExecutor): Promise<ActivityLog> {
  const createdAt = input.createdAt ?? new Date();
  const [row] = await defaultDb(db)
    .insert(userActivityLogs)
    .values({
      userId: input.userId ?? null,
      userName: input.userName ?? null,
      userEmail: input.userEmail ?? null,
      activityType: input.activityType,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
