import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMail } from "#app/services/mail/mailer.server.ts";
import { getDb } from "#db/client.server.ts";
import { statusSubscribers } from "#db/schema.ts";
import type { IncidentChange } from "./record-probes.server.ts";
import { renderStatusMail } from "./status-mail.server.ts";

type MailLang = "fr" | "en";
const mailLang = (lang: string): MailLang => (lang === "en" ? "en" : "fr");

export type SubscribeOutcome = "confirmation-sent" | "already-confirmed";

/**
 * Subscribes an e-mail address to the incident notices of /status. The subscription is
 * stored unconfirmed and a confirmation mail is sent; asking again resends it (same
 * link). The caller shows the same answer whatever the outcome, so the form does not tell
 * who is subscribed.
 */
export async function subscribeToStatus(input: {
  email: string;
  lang: Language;
  publicUrl: string;
}): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  const db = getDb();
  const [row] = await db
    .insert(statusSubscribers)
    .values({ email, language: input.lang, token: randomBytes(24).toString("base64url") })
    .onConflictDoUpdate({ target: statusSubscribers.email, set: { updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("status subscription not stored");
  if (row.confirmedAt) return "already-confirmed";

  const lang = mailLang(input.lang);
  const { t } = i18nFor(lang);
  const confirmUrl = `${input.publicUrl}/status/confirm/${row.token}`;
  await sendMail(
    renderStatusMail({
      t,
      lang,
      to: email,
      subject: t("statusMail.confirm.subject"),
      paragraphs: [t("statusMail.confirm.intro"), t("statusMail.confirm.ignore")],
      action: { label: t("statusMail.confirm.button"), url: confirmUrl },
    }),
  );
  return "confirmation-sent";
}

/** Confirms the subscription of a confirmation link; false for an unknown token. */
export async function confirmStatusSubscription(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  const db = getDb();
  const [row] = await db
    .update(statusSubscribers)
    .set({ confirmedAt: new Date() })
    .where(and(eq(statusSubscribers.token, token), isNull(statusSubscribers.confirmedAt)))
    .returning({ id: statusSubscribers.id });
  if (row) return true;
  // Following the link twice is fine.
  const [existing] = await db
    .select({ id: statusSubscribers.id })
    .from(statusSubscribers)
    .where(eq(statusSubscribers.token, token));
  return Boolean(existing);
}

/** Whether a token names a subscription (the unsubscribe page asks before acting). */
export async function findStatusSubscription(token: string): Promise<{ email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ email: statusSubscribers.email })
    .from(statusSubscribers)
    .where(eq(statusSubscribers.token, token));
  return row ?? null;
}

/** Deletes the subscription of an unsubscribe link; false for an unknown token. */
export async function unsubscribeFromStatus(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  const deleted = await getDb()
    .delete(statusSubscribers)
    .where(eq(statusSubscribers.token, token))
    .returning({ id: statusSubscribers.id });
  return deleted.length > 0;
}

/**
 * Mails every confirmed subscriber that an incident opened or was resolved, in their
 * language, with an unsubscribe link. Failures are logged, never thrown: a notice must not
 * break the probes.
 */
export async function notifyStatusSubscribers(change: IncidentChange, publicUrl: string): Promise<number> {
  let sent = 0;
  try {
    const subscribers = await getDb().select().from(statusSubscribers).where(isNotNull(statusSubscribers.confirmedAt));
    for (const subscriber of subscribers) {
      const lang = mailLang(subscriber.language);
      const { t } = i18nFor(lang);
      const service = t(`statusPage.services.${change.service}.name`);
      const state = t(`statusPage.states.${change.severity}`);
      const key = change.kind === "opened" ? "opened" : "resolved";
      try {
        await sendMail(
          renderStatusMail({
            t,
            lang,
            to: subscriber.email,
            subject: t(`statusMail.${key}.subject`, { service }),
            paragraphs: [t(`statusMail.${key}.intro`, { service, state })],
            action: { label: t("statusMail.viewStatus"), url: `${publicUrl}/status` },
            footer: {
              text: t("statusMail.unsubscribe"),
              url: `${publicUrl}/status/unsubscribe/${subscriber.token}`,
            },
          }),
        );
        sent++;
      } catch (error) {
        console.error("[status] notice not sent:", error instanceof Error ? error.message : error);
      }
    }
  } catch (error) {
    console.error("[status] subscribers not read:", error instanceof Error ? error.message : error);
  }
  return sent;
}
