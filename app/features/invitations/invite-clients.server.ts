import { randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { addDays, DAY_MS } from "#app/lib/clock.server.ts";
import { enqueueMany } from "#app/lib/job-queue.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { getDb } from "#db/client.server.ts";
import { emailSuppressions, reviewInvitations } from "#db/schema.ts";
import { INVITATION_MAIL_JOB } from "./invitation-jobs.server.ts";
import { invitationToken } from "./invitation-mails.server.ts";
import {
  DAILY_LIMIT,
  INVITATION_VALID_DAYS,
  MAX_INVITATION_LINES,
  NEW_ACCOUNT_DAILY_LIMIT,
  NEW_ACCOUNT_DAYS,
  REINVITE_AFTER_DAYS,
} from "./invitation-rules.ts";
import { type LineProblem, parseInvitationText } from "./parse-invitations.ts";

/*
 * Inviting clients by e-mail: the preview of what was pasted, then the sending.
 * Both run the same checks on the server: a sending is the preview's valid lines, and
 * invalid lines never block them.
 */

export interface Inviter {
  userId: string;
  profileId: string;
  /** The account's address and the page's contact address: not invitees. */
  ownAddresses: string[];
  emailVerified: boolean;
  accountCreatedAt: Date;
}

export type PreviewState = "valid" | "duplicate" | "invalid" | "alreadyInvited" | "suppressed" | "self" | "overLimit";

export interface PreviewRow {
  line: number;
  raw: string;
  state: PreviewState;
  email: string | null;
  name: string | null;
  /** invalid: why. */
  problem?: LineProblem;
  /** duplicate: the line it repeats. */
  firstLine?: number;
  /** alreadyInvited: when (ISO). */
  invitedAt?: string;
}

export interface InvitationPreview {
  rows: PreviewRow[];
  counts: Record<PreviewState, number>;
  /** Invitations left in the current 24 hours, and the limit. */
  allowance: { limit: number; remaining: number };
  verified: boolean;
}

export type PreviewOutcome =
  | { ok: true; preview: InvitationPreview }
  | { ok: false; reason: "tooManyLines"; lines: number };

/** 50 per 24 hours in the account's first week, then 500. */
export function dailyLimitFor(accountCreatedAt: Date, at: Date): number {
  return at.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS ? NEW_ACCOUNT_DAILY_LIMIT : DAILY_LIMIT;
}

type Executor = Pick<ReturnType<typeof getDb>, "select">;

/** What would happen to each pasted line, without sending anything. */
export async function previewInvitations(
  inviter: Inviter,
  text: string,
  at: Date,
  db: Executor = getDb(),
): Promise<PreviewOutcome> {
  const parsed = parseInvitationText(text);
  if (parsed.length > MAX_INVITATION_LINES) return { ok: false, reason: "tooManyLines", lines: parsed.length };
  const emails = parsed.flatMap((line) => (line.kind === "valid" ? [line.email] : []));

  // One after the other: inside sendInvitations' transaction they share one connection.
  const recent = emails.length
    ? await db
        .select({ email: reviewInvitations.email, createdAt: reviewInvitations.createdAt })
        .from(reviewInvitations)
        .where(
          and(
            eq(reviewInvitations.profileId, inviter.profileId),
            inArray(reviewInvitations.email, emails),
            gt(reviewInvitations.createdAt, addDays(at, -REINVITE_AFTER_DAYS)),
          ),
        )
    : [];
  const suppressed = emails.length
    ? await db
        .select({ email: emailSuppressions.email })
        .from(emailSuppressions)
        .where(inArray(emailSuppressions.email, emails))
    : [];
  const [used] = await db
    .select({ n: count() })
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.profileId, inviter.profileId), gt(reviewInvitations.createdAt, addDays(at, -1))));
  const invitedAt = new Map<string, Date>();
  for (const row of recent) {
    const known = invitedAt.get(row.email);
    if (!known || row.createdAt > known) invitedAt.set(row.email, row.createdAt);
  }
  const blocked = new Set(suppressed.map((s) => s.email));
  const own = new Set(inviter.ownAddresses.map((a) => a.trim().toLowerCase()).filter(Boolean));
  const limit = dailyLimitFor(inviter.accountCreatedAt, at);
  let remaining = Math.max(0, limit - (used?.n ?? 0));
  const allowanceLeft = remaining;

  const rows = parsed.map((line): PreviewRow => {
    if (line.kind === "invalid")
      return { line: line.line, raw: line.raw, state: "invalid", email: null, name: null, problem: line.problem };
    const base = { line: line.line, raw: line.raw, email: line.email, name: line.name };
    if (line.kind === "duplicate") return { ...base, state: "duplicate", firstLine: line.firstLine };
    if (own.has(line.email)) return { ...base, state: "self" };
    if (blocked.has(line.email)) return { ...base, state: "suppressed" };
    const previous = invitedAt.get(line.email);
    if (previous) return { ...base, state: "alreadyInvited", invitedAt: previous.toISOString() };
    if (remaining <= 0) return { ...base, state: "overLimit" };
    remaining -= 1;
    return { ...base, state: "valid" };
  });
  const counts: Record<PreviewState, number> = {
    valid: 0,
    duplicate: 0,
    invalid: 0,
    alreadyInvited: 0,
    suppressed: 0,
    self: 0,
    overLimit: 0,
  };
  for (const row of rows) counts[row.state] += 1;
  return {
    ok: true,
    preview: { rows, counts, allowance: { limit, remaining: allowanceLeft }, verified: inviter.emailVerified },
  };
}

export type SendOutcome =
  | { ok: true; queued: number; preview: InvitationPreview }
  | { ok: false; reason: "unverified" | "nothingToSend" }
  | { ok: false; reason: "tooManyLines"; lines: number };

/**
 * Sends the preview's valid lines: one invitation each (a personal link valid 30 days,
 * its token derived from the app secret and stored hashed) and its mail job, in one
 * transaction. The owner's sendings are serialized (an advisory lock on the profile), so
 * two at once cannot pass the daily limit together.
 */
export async function sendInvitations(
  inviter: Inviter,
  input: { text: string; language: Language; reminders: boolean },
  at: Date,
): Promise<SendOutcome> {
  if (!inviter.emailVerified) return { ok: false, reason: "unverified" };
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invitations:${inviter.profileId}`}, 0))`);
    const outcome = await previewInvitations(inviter, input.text, at, tx);
    if (!outcome.ok) return outcome;
    const valid = outcome.preview.rows.filter((row) => row.state === "valid");
    if (valid.length === 0) return { ok: false as const, reason: "nothingToSend" as const };
    const invitations = valid.map((row) => {
      const id = randomUUID();
      return {
        id,
        profileId: inviter.profileId,
        email: row.email!,
        name: row.name,
        language: input.language,
        tokenHash: hashToken(invitationToken(id)),
        status: "queued" as const,
        remindersEnabled: input.reminders,
        expiresAt: addDays(at, INVITATION_VALID_DAYS),
        createdAt: at,
      };
    });
    await tx.insert(reviewInvitations).values(invitations);
    await enqueueMany(
      INVITATION_MAIL_JOB,
      invitations.map((i) => ({ invitationId: i.id, sequence: 0 })),
      { tx },
    );
    return { ok: true as const, queued: invitations.length, preview: outcome.preview };
  });
}
