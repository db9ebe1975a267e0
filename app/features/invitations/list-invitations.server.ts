import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { invitationStatus, reviewInvitations } from "#db/schema.ts";

export const INVITATION_STATUSES = invitationStatus.enumValues;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATIONS_PAGE_SIZE = 50;

export interface InvitationRow {
  id: string;
  email: string;
  name: string | null;
  language: string;
  status: InvitationStatus;
  remindersEnabled: boolean;
  remindersSent: number;
  createdAt: string;
  sentAt: string | null;
  openedAt: string | null;
  completedAt: string | null;
  failureReason: string | null;
  expiresAt: string;
}

export interface InvitationTable {
  rows: InvitationRow[];
  /** Per status, over every invitation of the profile. */
  counts: Record<InvitationStatus | "all", number>;
  status: InvitationStatus | "all";
  page: number;
  pageCount: number;
}

/** One page of a profile's invitations, newest first, optionally of one status, with the count of each. */
export async function listInvitations(
  profileId: string,
  { status, page }: { status: InvitationStatus | "all"; page: number },
): Promise<InvitationTable> {
  const db = getDb();
  const perStatus = await db
    .select({ status: reviewInvitations.status, n: count() })
    .from(reviewInvitations)
    .where(eq(reviewInvitations.profileId, profileId))
    .groupBy(reviewInvitations.status);
  const counts = Object.fromEntries([
    ["all", 0],
    ...INVITATION_STATUSES.map((s) => [s, 0]),
  ]) as InvitationTable["counts"];
  for (const row of perStatus) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  const total = counts[status];
  const pageCount = Math.max(1, Math.ceil(total / INVITATIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select()
    .from(reviewInvitations)
    .where(
      status === "all"
        ? eq(reviewInvitations.profileId, profileId)
        : and(eq(reviewInvitations.profileId, profileId), eq(reviewInvitations.status, status)),
    )
    .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
    .limit(INVITATIONS_PAGE_SIZE)
    .offset((current - 1) * INVITATIONS_PAGE_SIZE);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      language: r.language,
      status: r.status,
      remindersEnabled: r.remindersEnabled,
      remindersSent: r.remindersSent,
      createdAt: r.createdAt.toISOString(),
      sentAt: iso(r.sentAt),
      openedAt: iso(r.openedAt),
      completedAt: iso(r.completedAt),
      failureReason: r.failureReason,
      expiresAt: r.expiresAt.toISOString(),
    })),
    counts,
    status,
    page: current,
    pageCount,
  };
}
