import type { TFunction } from "i18next";
import { logError } from "#app/lib/log-error.server.ts";
import type { ActivityActor } from "#app/services/activity/log-admin-activity.server.ts";
import {
  allowedSources,
  canDeleteMessages,
  MESSAGE_INTENTS,
  MessageDeleteSchema,
  type MessageScreen,
  MessageStatusSchema,
} from "./schema.ts";
import { deleteMessage, setMessageStatus } from "./update-message.server.ts";

/** What a message action answers: a toast (translated) and the message it was about. */
export interface MessageActionReply {
  intent: (typeof MESSAGE_INTENTS)[keyof typeof MESSAGE_INTENTS];
  ok: boolean;
  id: string | null;
  toast: string;
}

/**
 * The message actions of the admin screens (docs/product/admin.md): a status change
 * ('Statut mis à jour' / 'Impossible de mettre à jour le statut') among the transitions
 * `screen` offers — another one is refused with 409 — and, on /contact-dashboard only, a
 * permanent deletion ('Message supprimé' / 'Impossible de supprimer le message'). The caller
 * has checked the admin session. Returns null when the form is not an action of `screen`.
 */
export async function handleMessageAction(
  formData: FormData,
  actor: ActivityActor,
  t: TFunction,
  screen: MessageScreen,
): Promise<{ status: number; reply: MessageActionReply } | null> {
  const intent = formData.get("intent");
  if (intent === MESSAGE_INTENTS.status) {
    const parsed = MessageStatusSchema.safeParse({ id: formData.get("id"), status: formData.get("status") });
    const fail = (status: number) => ({
      status,
      reply: { intent, ok: false, id: parsed.data?.id ?? null, toast: t("admin.toasts.statusFailed") },
    });
    if (!parsed.success) return fail(400);
    try {
      const from = allowedSources(screen, parsed.data.status);
      const change = await setMessageStatus(parsed.data.id, parsed.data.status, actor, from);
      if (change === "missing") return fail(404);
      if (change === "refused") return fail(409);
    } catch (error) {
      logError("[contact-admin] status:", error);
      return fail(500);
    }
    return { status: 200, reply: { intent, ok: true, id: parsed.data.id, toast: t("admin.toasts.statusUpdated") } };
  }
  if (intent === MESSAGE_INTENTS.delete && canDeleteMessages(screen)) {
    const parsed = MessageDeleteSchema.safeParse({ id: formData.get("id") });
    const fail = (status: number) => ({
      status,
      reply: { intent, ok: false, id: parsed.data?.id ?? null, toast: t("admin.toasts.messageDeleteFailed") },
    });
    if (!parsed.success) return fail(400);
    try {
      if (!(await deleteMessage(parsed.data.id, actor))) return fail(404);
    } catch (error) {
      logError("[contact-admin] delete:", error);
      return fail(500);
    }
    return { status: 200, reply: { intent, ok: true, id: parsed.data.id, toast: t("admin.toasts.messageDeleted") } };
  }
  return null;
}
