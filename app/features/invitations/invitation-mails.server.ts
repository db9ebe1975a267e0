import { and, eq, inArray } from "drizzle-orm";
import { addDays, now } from "#app/lib/clock.server.ts";
import { appPublicUrl } from "#app/lib/env.server.ts";
import type { JobMeta } from "#app/lib/job-queue.server.ts";
import { deriveToken, hashToken } from "#app/lib/tokens.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { PermanentMailError } from "#app/services/mail/mailer.server.ts";
import { sendMailOnce } from "#app/services/mail/send-once.server.ts";
import { renderActionMail } from "#app/services/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { emailSuppressions, profiles, reviewInvitations, user } from "#db/schema.ts";
import { REMINDER_DAYS } from "./invitation-rules.ts";

/*
 * The invitation mail and its reminders. The wording is neutral and the same
 * for every client: no incentive, no request for a good review, no question that sorts
 * happy clients from the others. Sent From MAIL_FROM's address with the owner's name as
 * display name and the owner's address as Reply-To (never as From: DMARC), with a
 * one-click unsubscribe (RFC 8058).
 */

/** The token of an invitation's link (its SHA-256 is review_invitations.token_hash). */
export function invitationToken(invitationId: string): string {
  return deriveToken("invitation", invitationId);
}

/** The token of an invitation's unsubscribe link (checked against a fresh derivation). */
export function unsubscribeToken(invitationId: string): string {
  return deriveToken("unsubscribe", invitationId);
}

export function invitationLink(slug: string, invitationId: string): string {
  return `${appPublicUrl()}/${slug}/invitation/${invitationToken(invitationId)}`;
}

export function unsubscribeLink(invitationId: string): string {
  return `${appPublicUrl()}/unsubscribe/${invitationId}/${unsubscribeToken(invitationId)}`;
}

function dateIn(lang: Language, date: Date): string {
  const locale = lang === "en" ? "en-GB" : lang === "ar" ? "ar-u-nu-latn" : "fr-FR";
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}

/**
 * Sends mail `sequence` of an invitation (0: the invitation, 1 and 2: the reminders) if it
 * is still due: not to an address on the suppression list, not once the client reviewed,
 * unsubscribed or the link expired. A refusal the SMTP server will repeat marks the
 * invitation failed and the address bounced; other failures are thrown to be retried, and
 * marked failed with their reason at the last attempt.
 */
export async function sendInvitationMail(invitationId: string, sequence: number, meta?: JobMeta): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({
      invitation: reviewInvitations,
      slug: profiles.slug,
      profileName: profiles.name,
      title: profiles.title,
      ownerName: user.name,
      ownerEmail: user.email,
    })
    .from(reviewInvitations)
    .innerJoin(profiles, eq(profiles.id, reviewInvitations.profileId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(reviewInvitations.id, invitationId));
  if (!row) return;
  const { invitation } = row;
  const at = now();
  // The first mail is due while queued — or failed on the transport, when an administrator
  // retries its job from « Tâches » (a bounced address is stopped by the suppression list).
  const due =
    sequence === 0
      ? invitation.status === "queued" || invitation.status === "failed"
      : (invitation.status === "sent" || invitation.status === "opened") && invitation.remindersEnabled;
  if (!due || invitation.expiresAt.getTime() <= at.getTime()) return;

  const [suppressed] = await db.select().from(emailSuppressions).where(eq(emailSuppressions.email, invitation.email));
  if (suppressed) {
    await db
      .update(reviewInvitations)
      .set(
        suppressed.reason === "unsubscribed"
          ? { status: "unsubscribed", unsubscribedAt: at, nextReminderAt: null }
          : { status: "failed", failedAt: at, failureReason: "suppressed: bounced", nextReminderAt: null },
      )
      .where(eq(reviewInvitations.id, invitation.id));
    return;
  }

  // The link's token comes from the app secret; after a secret change the new link replaces the old.
  const token = invitationToken(invitation.id);
  if (hashToken(token) !== invitation.tokenHash) {
    await db
      .update(reviewInvitations)
      .set({ tokenHash: hashToken(token) })
      .where(eq(reviewInvitations.id, invitation.id));
  }

  const lang = invitation.language;
  const { t } = i18nFor(lang);
  const owner = row.profileName || row.ownerName;
  const link = invitationLink(row.slug, invitation.id);
  const unsubscribe = unsubscribeLink(invitation.id);
  const key = sequence === 0 ? "invitations.mail" : "invitations.reminderMail";
  const mail = renderActionMail({
    lang,
    subject: t(`${key}.subject`, { name: owner }),
    greeting: invitation.name
      ? t("invitations.mail.greeting", { name: invitation.name })
      : t("invitations.mail.greetingNoName"),
    paragraphs: [
      t(`${key}.intro`, { name: owner, title: row.title ? ` (${row.title})` : "" }),
      t("invitations.mail.howItWorks", { name: owner }),
    ],
    button: { label: t("invitations.mail.button"), url: link },
    notes: [t("invitations.mail.validUntil", { date: dateIn(lang, invitation.expiresAt) })],
    footer: [
      { text: t("invitations.mail.why", { name: owner }) },
      {
        text: t("invitations.mail.unsubscribeText"),
        link: { label: t("invitations.mail.unsubscribe"), url: unsubscribe },
      },
    ],
  });

  try {
    await sendMailOnce(
      sequence === 0 ? "invitation" : "invitation_reminder",
      `invitation-${invitation.id}-${sequence}`,
      {
        to: invitation.email,
        ...mail,
        link,
        fromName: owner,
        replyTo: { name: owner, address: row.ownerEmail },
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "Auto-Submitted": "auto-generated",
        },
      },
      async (tx) => {
        if (sequence !== 0) return;
        const firstReminder = REMINDER_DAYS[0];
        await tx
          .update(reviewInvitations)
          .set({
            status: "sent",
            sentAt: at,
            failedAt: null,
            failureReason: null,
            nextReminderAt: invitation.remindersEnabled && firstReminder ? addDays(at, firstReminder) : null,
          })
          .where(and(eq(reviewInvitations.id, invitation.id), inArray(reviewInvitations.status, ["queued", "failed"])));
      },
    );
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (error instanceof PermanentMailError) {
      await markFailed(invitation.id, at, reason, { bounced: invitation.email });
      return;
    }
    if (meta?.lastAttempt) await markFailed(invitation.id, at, reason, {});
    throw error;
  }
}

async function markFailed(id: string, at: Date, reason: string, { bounced }: { bounced?: string }) {
  await getDb().transaction(async (tx) => {
    await tx
      .update(reviewInvitations)
      .set({ status: "failed", failedAt: at, failureReason: reason, nextReminderAt: null })
      .where(and(eq(reviewInvitations.id, id), inArray(reviewInvitations.status, ["queued", "sent", "opened"])));
    if (bounced) await tx.insert(emailSuppressions).values({ email: bounced, reason: "bounced" }).onConflictDoNothing();
  });
}
