import { eq } from "drizzle-orm";
import { appPublicUrl } from "#app/lib/env.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { formatDate } from "#app/services/i18n/format.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMailOnce } from "#app/services/mail/send-once.server.ts";
import { mailLanguage, renderActionMail } from "#app/services/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountDeletions, profiles, user } from "#db/schema.ts";
import { INACTIVE_AFTER_YEARS, RECOVERY_DAYS } from "./deletion-rules.ts";

/*
 * The mails of account deletion (decision 036), each a job sent once under a stable
 * Message-ID (decision 016), in the account's language, through the one mail layout:
 * « votre compte a été supprimé » (how to restore it, until when), and the two warnings of an
 * inactive profile (30 and 7 days before). A warning whose countdown a sign-in has reset since
 * it was queued is not sent. The Message-IDs name the account, so its purge forgets them.
 */

export type DeletionMail =
  | { kind: "deleted"; userId: string; at: string }
  | { kind: "inactivity-warning"; userId: string; stage: 1 | 2; deletionAt: string };

export const RESTORE_PATH = "/account/restore";

export async function sendDeletionMail(mail: DeletionMail): Promise<void> {
  const db = getDb();
  const [account] = await db
    .select({
      name: user.name,
      email: user.email,
      locale: user.locale,
      warnings: user.inactivityWarnings,
      deletionAt: user.inactivityDeletionAt,
    })
    .from(user)
    .where(eq(user.id, mail.userId));
  if (!account) return;
  const [profile] = await db.select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, mail.userId));
  const lang = mailLanguage(account.locale);
  const { t } = i18nFor(lang);
  const date = (value: Date) => formatDate(value, lang, { dateStyle: "long" });
  const base = appPublicUrl();
  const page = profile ? `${base}/${profile.slug}` : base;

  if (mail.kind === "deleted") {
    const [deletion] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, mail.userId));
    // Restored before the job ran: nothing to say.
    if (!deletion || deletion.requestedAt.toISOString() !== mail.at) return;
    const rendered = renderActionMail({
      lang,
      subject: t("accountDeletion.mail.deleted.subject"),
      greeting: t("accountDeletion.mail.greeting", { name: account.name }),
      paragraphs: [
        deletion.cause === "inactive"
          ? t("accountDeletion.mail.deleted.inactive", { years: INACTIVE_AFTER_YEARS, page })
          : t("accountDeletion.mail.deleted.owner", { page }),
        t("accountDeletion.mail.deleted.restore", { date: date(deletion.purgeAfter), days: RECOVERY_DAYS }),
      ],
      button: { label: t("accountDeletion.mail.deleted.button"), url: `${base}${RESTORE_PATH}` },
      notes: [t("accountDeletion.mail.deleted.notYou")],
    });
    await sendMailOnce("account-deleted", `account-deleted-${mail.userId}-${deletion.requestedAt.getTime()}`, {
      to: account.email,
      ...rendered,
    });
    return;
  }

  // A sign-in since the warning was queued reset the countdown (or moved its date).
  if (account.warnings < mail.stage || account.deletionAt?.toISOString() !== mail.deletionAt) return;
  const deletionAt = new Date(mail.deletionAt);
  const rendered = renderActionMail({
    lang,
    subject: t("accountDeletion.mail.inactive.subject", { date: date(deletionAt) }),
    greeting: t("accountDeletion.mail.greeting", { name: account.name }),
    paragraphs: [
      t("accountDeletion.mail.inactive.body", { years: INACTIVE_AFTER_YEARS, page, date: date(deletionAt) }),
      t("accountDeletion.mail.inactive.keep"),
    ],
    button: { label: t("accountDeletion.mail.inactive.button"), url: `${base}/auth` },
    notes: [t("accountDeletion.mail.inactive.after", { days: RECOVERY_DAYS })],
  });
  await sendMailOnce("account-inactivity", `account-inactivity-${mail.stage}-${mail.userId}-${deletionAt.getTime()}`, {
    to: account.email,
    ...rendered,
  });
}

export const DELETION_MAIL_JOB = defineJob<DeletionMail>({
  name: "account-deletion.mail",
  retryLimit: 5,
  run: async (mail) => sendDeletionMail(mail),
});
