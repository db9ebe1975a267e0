import { and, count, desc, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import { enqueueMany } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { blogArticles, newsletterDigests, newsletterSubscribers } from "#db/schema.ts";
import { digestDueAt, duePeriod, previousPeriod } from "./digest-schedule.ts";
import { NEWSLETTER_SEND_JOB } from "./newsletter-digest-mail.server.ts";

/*
 * The newsletter's monthly digest (decision 029). The job of the 1st at 08:00
 * (Paris) opens the month's digest: one row in newsletter_digests (primary key: the month),
 * and in the same transaction one send job per confirmed subscriber. Whichever process
 * comes first opens it; a second run — the same day, the catch-up days 2–7, another
 * process — finds the row and queues nothing.
 */

export interface DigestStart {
  period: string;
  /** False when the month's digest had been opened already. */
  started: boolean;
  /** Send jobs queued. */
  recipients: number;
  /** Articles published in the window, all languages. */
  articles: number;
}

/**
 * Opens the digest of `period` (run at `at`): it covers the articles published since the
 * previous digest's end (or, for the first one, since the previous month's due time) until
 * its own due time — never past `at`.
 */
export async function openDigest(period: string, at: Date): Promise<DigestStart> {
  return getDb().transaction(async (tx) => {
    const [previous] = await tx
      .select({ until: newsletterDigests.until })
      .from(newsletterDigests)
      .where(lt(newsletterDigests.period, period))
      .orderBy(desc(newsletterDigests.period))
      .limit(1);
    const since = previous?.until ?? digestDueAt(previousPeriod(period));
    const due = digestDueAt(period);
    const until = due.getTime() <= at.getTime() ? due : at;
    const [published] = await tx
      .select({ n: count() })
      .from(blogArticles)
      .where(
        and(
          eq(blogArticles.status, "published"),
          gte(blogArticles.publishedAt, since),
          lt(blogArticles.publishedAt, until),
        ),
      );
    const articles = published?.n ?? 0;
    // Nothing published: the digest is recorded (the next one starts from its end), nobody is mailed.
    const subscribers =
      articles === 0
        ? []
        : await tx
            .select({ id: newsletterSubscribers.id })
            .from(newsletterSubscribers)
            .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
    const [opened] = await tx
      .insert(newsletterDigests)
      .values({ period, since, until, recipients: subscribers.length, startedAt: at })
      .onConflictDoNothing()
      .returning({ period: newsletterDigests.period });
    if (!opened) return { period, started: false, recipients: 0, articles };
    await enqueueMany(
      NEWSLETTER_SEND_JOB,
      subscribers.map((s) => ({ subscriberId: s.id, period })),
      { tx },
    );
    return { period, started: true, recipients: subscribers.length, articles };
  });
}

/** What the scheduled job does: opens the digest due at `at`, if any (null outside a digest's days). */
export async function startDueDigest(at: Date): Promise<DigestStart | null> {
  const period = duePeriod(at);
  return period ? openDigest(period, at) : null;
}
