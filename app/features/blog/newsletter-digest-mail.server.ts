import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { appPublicUrl } from "#app/lib/env.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { INTL_LOCALES, type Language } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { PermanentMailError, sendMail } from "#app/services/mail/mailer.server.ts";
import { stableMessageId } from "#app/services/mail/send-once.server.ts";
import { type RenderedMail, renderActionMail } from "#app/services/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { blogArticles, newsletterDigestSends, newsletterDigests, newsletterSubscribers } from "#db/schema.ts";
import { coveredMonthLabel } from "./digest-schedule.ts";
import { newsletterUnsubscribeLink } from "./newsletter-unsubscribe.server.ts";
import { blogLanguagesFor } from "./public-articles.server.ts";
import type { ArticleLanguage } from "./schema.ts";

/*
 * One subscriber's copy of a monthly digest (decision 029): the articles published
 * in the digest's window in the languages the subscriber's /blog lists (fr → fr, en → en,
 * ar → ar and fr), the chrome (subject, intro, unsubscribe) in the subscriber's language.
 * Nothing is sent when there is no such article, nor to an address not confirmed or
 * unsubscribed by the time the job runs.
 */

/** At most this many articles in one digest (a blog publishes a handful a month). */
const MAX_ARTICLES = 30;

export interface DigestArticle {
  title: string;
  slug: string;
  excerpt: string | null;
  language: ArticleLanguage;
  publishedAt: Date;
}

/** The published articles of `languages` with a publication date in [since, until), newest first. */
export async function digestArticles(
  window: { since: Date; until: Date },
  languages: readonly ArticleLanguage[],
): Promise<DigestArticle[]> {
  const rows = await getDb()
    .select({
      title: blogArticles.title,
      slug: blogArticles.slug,
      excerpt: blogArticles.excerpt,
      language: blogArticles.language,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.status, "published"),
        gte(blogArticles.publishedAt, window.since),
        lt(blogArticles.publishedAt, window.until),
        inArray(blogArticles.language, [...languages]),
      ),
    )
    .orderBy(desc(blogArticles.publishedAt))
    .limit(MAX_ARTICLES);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? window.since }));
}

export interface DigestMail extends RenderedMail {
  headers: Record<string, string>;
  unsubscribeUrl: string;
}

/** The digest mail of `period` for one subscriber. */
export function renderDigestMail(input: {
  period: string;
  subscriberId: string;
  lang: Language;
  articles: readonly DigestArticle[];
  publicUrl?: string;
}): DigestMail {
  const publicUrl = input.publicUrl ?? appPublicUrl();
  const { lang } = input;
  const { t } = i18nFor(lang);
  const unsubscribeUrl = newsletterUnsubscribeLink(input.subscriberId, lang, publicUrl);
  const mail = renderActionMail({
    lang,
    subject: t("blog.digest.subject", { month: coveredMonthLabel(input.period, INTL_LOCALES[lang]) }),
    greeting: t("blog.digest.greeting"),
    paragraphs: [t("blog.digest.intro")],
    items: input.articles.map((article) => ({
      title: article.title,
      url: `${publicUrl}/blog/${article.slug}`,
      text: article.excerpt,
      lang: article.language,
    })),
    button: { label: t("blog.digest.button"), url: `${publicUrl}/blog?lang=${lang}` },
    footer: [
      { text: t("blog.digest.why") },
      { text: t("blog.digest.unsubscribeText"), link: { label: t("blog.digest.unsubscribe"), url: unsubscribeUrl } },
    ],
  });
  return {
    ...mail,
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `Fiable blog <newsletter.${new URL(publicUrl).hostname}>`,
      Precedence: "bulk",
    },
  };
}

export type DigestSendOutcome = "sent" | "already-sent" | "not-subscribed" | "nothing-new" | "refused" | "no-digest";

/**
 * Sends subscriber `subscriberId` the digest of `period`, once. The send's row (primary key
 * subscriber + period) is inserted in the transaction that sends the mail and holds the
 * subscriber's row lock: a second run — a retry, or another process at the same moment —
 * waits, then finds the row and sends nothing. A crash before the commit leaves no row: the
 * job runs again, with the same Message-ID (the outbox does not write it twice).
 */
export async function sendDigest(subscriberId: string, period: string): Promise<DigestSendOutcome> {
  const db = getDb();
  const [digest] = await db.select().from(newsletterDigests).where(eq(newsletterDigests.period, period));
  if (!digest) return "no-digest";
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber?.confirmedAt || subscriber.unsubscribedAt) return "not-subscribed";
  const articles = await digestArticles(digest, blogLanguagesFor(subscriber.language));
  if (articles.length === 0) return "nothing-new";

  const messageId = stableMessageId(`newsletter-${period}-${subscriber.id}`);
  const mail = renderDigestMail({ period, subscriberId: subscriber.id, lang: subscriber.language, articles });
  const record = { subscriberId: subscriber.id, period, messageId, articles: articles.length };
  try {
    return await db.transaction(async (tx): Promise<DigestSendOutcome> => {
      const [locked] = await tx
        .select({
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, subscriber.id))
        .for("update");
      if (!locked?.confirmedAt || locked.unsubscribedAt) return "not-subscribed";
      const [claimed] = await tx
        .insert(newsletterDigestSends)
        .values({ ...record, sentAt: now() })
        .onConflictDoNothing()
        .returning({ period: newsletterDigestSends.period });
      if (!claimed) return "already-sent";
      await sendMail({
        to: subscriber.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        link: mail.unsubscribeUrl,
        messageId,
      });
      return "sent";
    });
  } catch (error) {
    if (!(error instanceof PermanentMailError)) throw error;
    // The server will refuse again (the address may not exist): recorded, not retried.
    await db
      .insert(newsletterDigestSends)
      .values({ ...record, sentAt: now(), failure: error.message.slice(0, 500) })
      .onConflictDoNothing();
    return "refused";
  }
}

/** One subscriber's digest; an SMTP server that cannot take it now: 1, 2, 4, 8, 16 minutes. */
export const NEWSLETTER_SEND_JOB = defineJob<{ subscriberId: string; period: string }>({
  name: "newsletter.send",
  retryLimit: 5,
  retryDelay: 60,
  expireInSeconds: 180,
  run: async (data) => {
    await sendDigest(data.subscriberId, data.period);
  },
});
