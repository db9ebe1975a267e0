import { randomUUID } from "node:crypto";
import { invitationToken } from "#app/features/invitations/invitation-mails.server.ts";
import { addDays } from "#app/lib/clock.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { type DbExecutor, defaultDb } from "#db/factories/db.ts";
import { reviewInvitations } from "#db/schema.ts";

export type Invitation = typeof reviewInvitations.$inferSelect;

export interface CreateInvitationInput {
  email?: string;
  name?: string | null;
  language?: Invitation["language"];
  status?: Invitation["status"];
  remindersEnabled?: boolean;
  remindersSent?: number;
  sentAt?: Date | null;
  nextReminderAt?: Date | null;
  createdAt?: Date;
  expiresAt?: Date;
}

/**
 * An invitation row and its link's token (derived from the app secret as the app does:
 * invitation-mails.server.ts), by default created now and sent, reminders on.
 */
export async function createInvitation(
  profileId: string,
  input: CreateInvitationInput = {},
  db?: DbExecutor,
): Promise<{ invitation: Invitation; token: string }> {
  const id = randomUUID();
  const createdAt = input.createdAt ?? new Date();
  const token = invitationToken(id);
  const status = input.status ?? "sent";
  const sentAt = input.sentAt !== undefined ? input.sentAt : status === "queued" ? null : createdAt;
  const [invitation] = await defaultDb(db)
    .insert(reviewInvitations)
    .values({
      id,
      profileId,
      email: (input.email ?? `client-${id.slice(0, 8)}@example.test`).toLowerCase(),
      name: input.name ?? null,
      language: input.language ?? "fr",
      tokenHash: hashToken(token),
      status,
      remindersEnabled: input.remindersEnabled ?? true,
      remindersSent: input.remindersSent ?? 0,
      sentAt,
      nextReminderAt:
        input.nextReminderAt !== undefined
          ? input.nextReminderAt
          : sentAt && status !== "completed"
            ? addDays(sentAt, 3)
            : null,
      createdAt,
      expiresAt: input.expiresAt ?? addDays(createdAt, 30),
    })
    .returning();
  return { invitation: invitation!, token };
}
