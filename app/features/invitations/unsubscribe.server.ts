import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { emailSuppressions, reviewInvitations } from "#db/schema.ts";
import { unsubscribeToken } from "./invitation-mails.server.ts";

/*
 * The invitations' unsubscribe link: /unsubscribe/{invitationId}/{token}, the
 * token derived from the app secret. Unsubscribing puts the address on the one suppression
 * list: no Fiable invitation reaches it again, whoever sends it, and every invitation still
 * open for it stops.
 */

function tokenMatches(invitationId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(invitationId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address behind a valid unsubscribe link and whether it is unsubscribed already; null for a bad link. */
export async function findUnsubscribe(
  invitationId: string,
  token: string,
): Promise<{ email: string; unsubscribed: boolean } | null> {
  if (!UUID.test(invitationId) || !tokenMatches(invitationId, token)) return null;
  const [row] = await getDb()
    .select({ email: reviewInvitations.email, suppressed: emailSuppressions.email })
    .from(reviewInvitations)
    .leftJoin(emailSuppressions, eq(emailSuppressions.email, reviewInvitations.email))
    .where(eq(reviewInvitations.id, invitationId));
  return row ? { email: row.email, unsubscribed: row.suppressed !== null } : null;
}

/** Unsubscribes the address of a valid link (idempotent); false for a bad link. */
export async function unsubscribe(invitationId: string, token: string, at: Date): Promise<boolean> {
  const found = await findUnsubscribe(invitationId, token);
  if (!found) return false;
  await getDb().transaction(async (tx) => {
    await tx.insert(emailSuppressions).values({ email: found.email, reason: "unsubscribed" }).onConflictDoNothing();
    await tx
      .update(reviewInvitations)
      .set({ status: "unsubscribed", unsubscribedAt: at, nextReminderAt: null })
      .where(
        and(eq(reviewInvitations.email, found.email), inArray(reviewInvitations.status, ["queued", "sent", "opened"])),
      );
  });
  return true;
}

/** "l***@example.com": enough for the invitee to recognise their address on a public page. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
}
