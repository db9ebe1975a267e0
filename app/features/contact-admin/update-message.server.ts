import { eq } from "drizzle-orm";
import { type ActivityActor, logAdminActivity } from "#app/features/activity/log-admin-activity.server.ts";
import { getDb } from "#db/client.server.ts";
import { contactMessages } from "#db/schema.ts";
import type { MessageStatus } from "./schema.ts";

/**
 * Spec §4: any status to any other (the action menu), `updated_at` set. Each screen offers
 * its own transitions (Fermer/Rouvrir, En cours/Résoudre); the rule here is only that
 * the status is one of the five. Returns false when the message no longer exists.
 */
export async function setMessageStatus(id: string, status: MessageStatus, actor: ActivityActor): Promise<boolean> {
  const [row] = await getDb()
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, subject: contactMessages.subject });
  if (!row) return false;
  await logAdminActivity("admin_message_updated", actor, { messageId: id, subject: row.subject, status });
  return true;
}

/** Permanent deletion (spec §4). Returns false when the message no longer exists. */
export async function deleteMessage(id: string, actor: ActivityActor): Promise<boolean> {
  const [row] = await getDb()
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, subject: contactMessages.subject });
  if (!row) return false;
  await logAdminActivity("admin_message_deleted", actor, { messageId: id, subject: row.subject });
  return true;
}
