import { and, eq, inArray, sql } from "drizzle-orm";
import { hashToken, TOKEN_PATTERN } from "#app/lib/tokens.server.ts";
import { type Database, getDb } from "#db/client.server.ts";
import { reviewInvitations } from "#db/schema.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Why an invitation link cannot be used (its page offers a spontaneous review instead). */
export type InvitationProblem = "unknown" | "expired" | "used";

export interface OpenInvitation {
  id: string;
  email: string;
  name: string | null;
  expiresAt: Date;
}

/** States in which the link still leads to the form: an unsubscribe stops mails, not the invitee. */
const USABLE = ["queued", "sent", "opened", "failed", "unsubscribed"] as const;

function problemOf(row: { status: string; expiresAt: Date } | undefined, at: Date): InvitationProblem | null {
  if (!row) return "unknown";
  if (row.status === "completed") return "used";
  if (row.status === "expired" || row.expiresAt.getTime() <= at.getTime()) return "expired";
  return null;
}

/**
 * The profile an invitation token belongs to (whatever its address is now), or null. Lets an
 * invitation mailed before the owner changed their page's address still open.
 */
export async function profileOfInvitationToken(token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await getDb()
    .select({ profileId: reviewInvitations.profileId })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashToken(token)));
  return row?.profileId ?? null;
}

/**
 * The invitation behind a link of profile `profileId`, or why it cannot be used. A visit
 * (not a bot's prefetch) marks it opened: the owner's table shows it.
 */
export async function openInvitation(
  token: string,
  profileId: string,
  at: Date,
  { markOpened }: { markOpened: boolean },
): Promise<{ ok: true; invitation: OpenInvitation } | { ok: false; problem: InvitationProblem }> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, problem: "unknown" };
  const [row] = await getDb()
    .select()
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.tokenHash, hashToken(token)), eq(reviewInvitations.profileId, profileId)));
  const problem = problemOf(row, at);
  if (problem || !row) return { ok: false, problem: problem ?? "unknown" };
  if (markOpened && (row.status === "queued" || row.status === "sent")) {
    await getDb()
      .update(reviewInvitations)
      .set({ status: "opened", openedAt: at })
      .where(and(eq(reviewInvitations.id, row.id), inArray(reviewInvitations.status, ["queued", "sent"])));
  }
  return { ok: true, invitation: { id: row.id, email: row.email, name: row.name, expiresAt: row.expiresAt } };
}

/**
 * Uses an invitation link for a review, in the review's transaction: the invitation is
 * completed (single use; its reminders stop) and its address becomes the reviewer's.
 */
export async function consumeInvitation(
  tx: Transaction,
  { token, profileId, at }: { token: string; profileId: string; at: Date },
): Promise<{ ok: true; invitationId: string; email: string } | { ok: false; problem: InvitationProblem }> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, problem: "unknown" };
  const [row] = await tx
    .select({
      id: reviewInvitations.id,
      email: reviewInvitations.email,
      status: reviewInvitations.status,
      expiresAt: reviewInvitations.expiresAt,
    })
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.tokenHash, hashToken(token)), eq(reviewInvitations.profileId, profileId)))
    .for("update");
  const problem = problemOf(row, at);
  if (problem || !row) return { ok: false, problem: problem ?? "unknown" };
  await tx
    .update(reviewInvitations)
    .set({ status: "completed", completedAt: at, nextReminderAt: null })
    .where(and(eq(reviewInvitations.id, row.id), inArray(reviewInvitations.status, [...USABLE])));
  return { ok: true, invitationId: row.id, email: row.email };
}

/**
 * The invitee left a review without their link (with the invited address): the reminders
 * stop, as they would for a review left through it.
 */
export async function stopRemindersFor(tx: Transaction, profileId: string, email: string): Promise<void> {
  await tx
    .update(reviewInvitations)
    .set({ nextReminderAt: null })
    .where(
      and(
        eq(reviewInvitations.profileId, profileId),
        eq(reviewInvitations.email, email),
        sql`${reviewInvitations.nextReminderAt} is not null`,
      ),
    );
}
