import { and, eq, inArray } from "drizzle-orm";
import { type ActivityActor, logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import { getDb } from "#db/client.server.ts";
import { contactMessages } from "#db/schema.ts";
import { MESSAGE_STATUSES, type MessageStatus } from "./schema.ts";

export type StatusChange = "updated" | "missing" | "refused";

/**
 * Sets a message's status, `updated_at` with it, and journals it. `from` limits the statuses
 * the message may be in (the screen's transitions, schema.ts `allowedSources`); the check
 * and the write are one UPDATE, so two admins clicking at once cannot get around it.
 * Answers "missing" when the message no longer exists, "refused" when its status is not one
 * of `from`.
 */
export async function setMessageStatus(
  id: string,
  status: MessageStatus,
  actor: ActivityActor,
  from: readonly MessageStatus[] = MESSAGE_STATUSES,
): Promise<StatusChange> {
  if (from.length === 0) return "refused";
  const db = getDb();
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, [...from])))
    .returning({ id: contactMessages.id, subject: contactMessages.subject });
  if (!row) {
    const [exists] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return exists ? "refused" : "missing";
  }
  await logAdminActivity("admin_message_updated", actor, { messageId: id, subject: row.subject, status });
  return "updated";
}

/** Permanent deletion (docs/product/admin.md). Returns false when the message no longer exists. */
export async function deleteMessage(id: string, actor: ActivityActor): Promise<boolean> {
  const [row] = await getDb()
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, subject: contactMessages.subject });
  if (!row) return false;
  await logAdminActivity("admin_message_deleted", actor, { messageId: id, subject: row.subject });
  return true;
}
