import { eq } from "drizzle-orm";
import { type Database, getDb } from "#db/client.server.ts";
import { sentMails } from "#db/schema.ts";
import { type MailMessage, messageIdDomain, sendMail } from "./mailer.server.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A stable Message-ID for mail `name` (e.g. `invitation-<id>-0`) under MAIL_FROM's domain. */
export function stableMessageId(name: string): string {
  return `${name}@${messageIdDomain()}`;
}

/**
 * Sends a job's mail at most once (decision 016). Its Message-ID is stable (`name`); a mail
 * already recorded in sent_mails is not sent again. Otherwise it is sent — the outbox does
 * not write a Message-ID twice either — and then recorded, with `then` (the domain rows
 * that say it went out) in the same transaction, before the job is acknowledged.
 * Returns false when it had been sent already.
 */
export async function sendMailOnce(
  kind: string,
  name: string,
  message: Omit<MailMessage, "messageId">,
  then?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  const messageId = stableMessageId(name);
  const db = getDb();
  const [seen] = await db.select().from(sentMails).where(eq(sentMails.messageId, messageId)).limit(1);
  if (seen) return false;
  await sendMail({ ...message, messageId });
  await db.transaction(async (tx) => {
    await tx.insert(sentMails).values({ messageId, kind }).onConflictDoNothing();
    await then?.(tx);
  });
  return true;
}
