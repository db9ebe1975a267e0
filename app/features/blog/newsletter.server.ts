import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMail } from "#app/services/mail/mailer.server.ts";
import { renderActionMail } from "#app/services/mail/templates.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { newsletterSubscribers } from "#db/schema.ts";
import { NewsletterSchema } from "./schema.ts";

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Subscribes an address to the blog's newsletter (the original product's box was inert): stored
 * unconfirmed, and a mail with a confirmation link is sent (through app/services/mail, so
 * offline it lands in DATA_DIR/outbox). Asking again resends the same link. An address that
 * unsubscribed starts over: unconfirmed again, in the language it subscribes in now.
 */
export async function subscribeToNewsletter(input: {
  email: string;
  lang: Language;
  publicUrl: string;
}): Promise<"confirmation-sent" | "already-confirmed"> {
  const email = input.email.trim().toLowerCase();
  const [row] = await getDb()
    .insert(newsletterSubscribers)
    .values({ email, language: input.lang, token: randomBytes(24).toString("base64url") })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        updatedAt: now(),
        // Not active yet (or any more): the language asked now; an active subscription keeps its own.
        language: sql`case when ${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null then excluded.language else ${newsletterSubscribers.language} end`,
        confirmedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.confirmedAt} end`,
        unsubscribedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error("newsletter subscription not stored");
  if (row.confirmedAt) return "already-confirmed";
  // In the language the address subscribes in, as its digests will be (Arabic included).
  const lang = row.language;
  const { t } = i18nFor(lang);
  const confirmUrl = `${input.publicUrl}/blog/newsletter/confirm/${row.token}?lang=${lang}`;
  const mail = renderActionMail({
    lang,
    subject: t("blog.newsletterMail.subject"),
    greeting: t("blog.digest.greeting"),
    paragraphs: [t("blog.newsletterMail.intro")],
    button: { label: t("blog.newsletterMail.button"), url: confirmUrl },
    notes: [t("blog.newsletterMail.ignore")],
  });
  await sendMail({ to: email, ...mail, link: confirmUrl });
  return "confirmation-sent";
}

/**
 * The confirmation link: true once the subscription is active (following it twice is fine).
 * After an unsubscribe the old link is invalid: subscribing again sends it anew.
 */
export async function confirmNewsletter(token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const db = getDb();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now() })
    .where(
      and(
        eq(newsletterSubscribers.token, token),
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (row) return true;
  const [existing] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.token, token), isNull(newsletterSubscribers.unsubscribedAt)));
  return Boolean(existing);
}

export interface NewsletterReply {
  result: SubmissionResult<string[]>;
  outcome: "sent" | "invalid" | "limited" | "failed";
}

/** The newsletter form of /blog-demo: validation, honeypot, per-address limit, then the mail. */
export async function handleNewsletterSubscribe(
  formData: FormData,
  ctx: { clientIp: string; lang: Language; publicUrl: string; t: TFunction },
): Promise<{ data: NewsletterReply; status: number; headers?: Record<string, string> }> {
  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    return { data: { result: submission.reply(), outcome: "invalid" }, status: 422 };
  }
  const limit = await consume("blog.newsletter.ip", ctx.clientIp);
  if (!limit.allowed) {
    return {
      data: { result: submission.reply({ formErrors: [ctx.t("errors.status.429")] }), outcome: "limited" },
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }
  try {
    await subscribeToNewsletter({ email: submission.value.email, lang: ctx.lang, publicUrl: ctx.publicUrl });
    return { data: { result: submission.reply({ resetForm: true }), outcome: "sent" }, status: 200 };
  } catch (error) {
    logError("[blog] newsletter:", error);
    return {
      data: { result: submission.reply({ formErrors: [ctx.t("blog.newsletter.failure")] }), outcome: "failed" },
      status: 500,
    };
  }
}
