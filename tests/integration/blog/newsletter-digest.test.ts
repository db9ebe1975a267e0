// The newsletter's monthly digest (decision 029), on the server clock: each test
// moves the clock to the next digest's due time (the 1st, 08:00 Paris) and runs the queue
// as the workers would. The tests follow one another month after month in one database.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { digestDueAt, nextDigestDueAfter, periodOf, previousPeriod } from "#app/features/blog/digest-schedule.ts";
import { blogJobs, NEWSLETTER_DIGEST_JOB } from "#app/features/blog/jobs.server.ts";
import { confirmNewsletter, subscribeToNewsletter } from "#app/features/blog/newsletter.server.ts";
import { startDueDigest } from "#app/features/blog/newsletter-digest.server.ts";
import { NEWSLETTER_SEND_JOB, sendDigest } from "#app/features/blog/newsletter-digest-mail.server.ts";
import { newsletterUnsubscribeLink } from "#app/features/blog/newsletter-unsubscribe.server.ts";
import { advanceClock, DAY_MS, MINUTE_MS, now, nowMs } from "#app/lib/clock.server.ts";
import { enqueue, enqueueMany, runQueuedJobs } from "#app/lib/job-queue.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { newsletterDigestSends, newsletterDigests, newsletterSubscribers } from "#db/schema.ts";
import { type OutboxMail, readOutbox } from "#tests/e2e/support/outbox.ts";
import { contextFor, outcomeOf, PUBLIC_URL, postRequest, setupAdminTest } from "../admin/support.ts";

const { dataDir } = setupAdminTest();

type Module = { action: (args: unknown) => Promise<unknown>; loader: (args: unknown) => Promise<unknown> };
const unsubscribeRoute = (await import("#app/routes/blog/newsletter-unsubscribe.tsx")) as unknown as Module;

const unique = () => randomBytes(4).toString("hex");

async function subscriber(lang: Language, { confirmed = true }: { confirmed?: boolean } = {}) {
  const email = `${lang}-${unique()}@example.test`;
  const [row] = await getDb()
    .insert(newsletterSubscribers)
    .values({
      email,
      language: lang,
      token: randomBytes(24).toString("base64url"),
      confirmedAt: confirmed ? now() : null,
    })
    .returning();
  return row!;
}

/** Moves the server clock to one minute past the next digest's due time; its period. */
function toNextDigest(): { period: string; due: Date } {
  const due = nextDigestDueAfter(now());
  advanceClock(due.getTime() + MINUTE_MS - nowMs());
  return { period: periodOf(now()), due };
}

/** What the cron does on the 1st: the digest job is queued; the workers run it and the sends it queues. */
async function runDigestJob(): Promise<void> {
  await enqueue(NEWSLETTER_DIGEST_JOB, {});
  await runQueuedJobs(blogJobs());
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((m) => m.to === email);
}

const published = (title: string, publishedAt: Date, language: Language = "fr", excerpt: string | null = null) =>
  createBlogArticle({ title, status: "published", publishedAt, language, excerpt });

describe("the monthly digest", () => {
  it("sends each confirmed subscriber the articles published in the period, in their language", async () => {
    const fr = await subscriber("fr");
    const en = await subscriber("en");
    const ar = await subscriber("ar");
    const pending = await subscriber("fr", { confirmed: false });
    const { period, due } = toNextDigest();
    const since = digestDueAt(previousPeriod(period));

    await published("Article français du mois", new Date(due.getTime() - 10 * DAY_MS), "fr", "Un résumé en français");
    await published("English article of the month", new Date(due.getTime() - 3 * DAY_MS), "en");
    await published("مقال الشهر", new Date(due.getTime() - 2 * DAY_MS), "ar");
    await published("Trop ancien", new Date(since.getTime() - MINUTE_MS), "fr");
    await published("Publié après l'échéance", new Date(due.getTime() + 30_000), "fr");
    await createBlogArticle({ title: "Brouillon du mois", status: "draft", language: "fr" });
    await createBlogArticle({
      title: "Archivé du mois",
      status: "archived",
      publishedAt: new Date(due.getTime() - DAY_MS),
    });

    await runDigestJob();

    const [frMail, ...frMore] = await mailsTo(fr.email);
    expect(frMore).toHaveLength(0);
    expect(frMail?.subject).toMatch(/^Les nouveaux articles du blog Fiable — \S+ \d{4}$/);
    expect(frMail?.body).toContain("Article français du mois");
    expect(frMail?.body).toContain("Un résumé en français");
    expect(frMail?.body).toContain("Se désabonner en un clic");
    for (const absent of ["English article", "مقال الشهر", "Trop ancien", "Publié après", "Brouillon", "Archivé"]) {
      expect(frMail?.body).not.toContain(absent);
    }
    const unsubscribe = newsletterUnsubscribeLink(fr.id, "fr", PUBLIC_URL);
    expect(frMail?.header("List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(frMail?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(frMail?.body).toContain(unsubscribe);

    const [enMail] = await mailsTo(en.email);
    expect(enMail?.subject).toMatch(/^New on the Fiable blog — \S+ \d{4}$/);
    expect(enMail?.body).toContain("English article of the month");
    expect(enMail?.body).not.toContain("Article français");
    expect(enMail?.body).toContain("Unsubscribe in one click");

    // Arabic: Arabic articles and, as on the Arabic /blog, French ones; the chrome in Arabic, right to left.
    const [arMail] = await mailsTo(ar.email);
    expect(arMail?.subject).toMatch(/^جديد مدونة Fiable — /);
    expect(arMail?.body).toContain("مقال الشهر");
    expect(arMail?.body).toContain("Article français du mois");
    expect(arMail?.body).not.toContain("English article");
    expect(arMail?.body).toContain('dir="rtl"');
    expect(arMail?.body).toContain("إلغاء الاشتراك بنقرة واحدة");
    expect(arMail?.header("List-Unsubscribe")).toContain("?lang=ar");

    expect(await mailsTo(pending.email)).toHaveLength(0);
    const [digest] = await getDb().select().from(newsletterDigests).where(eq(newsletterDigests.period, period));
    expect(digest).toMatchObject({ since, until: due, recipients: 3 });
    const sends = await getDb().select().from(newsletterDigestSends).where(eq(newsletterDigestSends.period, period));
    expect(sends.map((s) => s.articles).sort()).toEqual([1, 1, 2]);
  });

  it("next month covers what was published since the previous digest, and nothing more", async () => {
    const fr = await subscriber("fr");
    const { period } = toNextDigest();
    await runDigestJob();
    const [mail, ...more] = await mailsTo(fr.email);
    expect(more).toHaveLength(0);
    // Published a moment after last month's due time: in this digest, not the previous one.
    expect(mail?.body).toContain("Publié après l'échéance");
    expect(mail?.body).not.toContain("Article français du mois");
    expect(mail?.header("Message-ID")).toContain(`newsletter-${period}-${fr.id}@`);
  });

  it("sends nothing when nothing was published, and records the month all the same", async () => {
    const fr = await subscriber("fr");
    const { period, due } = toNextDigest();
    // Only an English article: the French subscriber is not mailed either.
    const en = await subscriber("en");
    await published("Only in English", new Date(due.getTime() - DAY_MS), "en");
    await runDigestJob();
    expect(await mailsTo(fr.email)).toHaveLength(0);
    expect((await mailsTo(en.email)).map((m) => m.body.includes("Only in English"))).toEqual([true]);

    // A month without any article: nobody is mailed.
    const outboxBefore = (await readOutbox(dataDir)).length;
    const empty = toNextDigest();
    await runDigestJob();
    expect((await readOutbox(dataDir)).length).toBe(outboxBefore);
    const [digest] = await getDb().select().from(newsletterDigests).where(eq(newsletterDigests.period, empty.period));
    expect(digest).toMatchObject({ recipients: 0, since: digestDueAt(period) });
  });

  it("runs once a month: the job run twice, the sends run twice or at once, still one mail each", async () => {
    const a = await subscriber("fr");
    const b = await subscriber("en");
    const { period, due } = toNextDigest();
    await published("Article unique", new Date(due.getTime() - DAY_MS), "fr");
    await published("Single article", new Date(due.getTime() - DAY_MS), "en");

    // The cron sent twice (two processes, or days 2–7 after the 1st): the second run opens nothing.
    await enqueue(NEWSLETTER_DIGEST_JOB, {});
    await enqueue(NEWSLETTER_DIGEST_JOB, {});
    await runQueuedJobs([NEWSLETTER_DIGEST_JOB]);
    expect(await startDueDigest(now())).toMatchObject({ period, started: false });
    // Every send job queued twice more, and two sends of one subscriber at the same moment.
    const items = [a, b].map((s) => ({ subscriberId: s.id, period }));
    await enqueueMany(NEWSLETTER_SEND_JOB, items);
    const racing = await Promise.all([sendDigest(a.id, period), sendDigest(a.id, period)]);
    expect(racing.sort()).toEqual(["already-sent", "sent"]);
    await runQueuedJobs(blogJobs());
    await enqueueMany(NEWSLETTER_SEND_JOB, items);
    await runQueuedJobs(blogJobs());

    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
    const sends = await getDb().select().from(newsletterDigestSends).where(eq(newsletterDigestSends.period, period));
    expect(sends.filter((s) => s.subscriberId === a.id || s.subscriberId === b.id)).toHaveLength(2);

    // A crash after the mail was written but before its row was committed: the job runs again,
    // with the same Message-ID, and the outbox does not write it twice.
    await getDb().delete(newsletterDigestSends).where(eq(newsletterDigestSends.subscriberId, a.id));
    expect(await sendDigest(a.id, period)).toBe("sent");
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it("unsubscribes from the mail's link (GET asks, POST one-click), and the address gets nothing next month", async () => {
    const leaving = await subscriber("en");
    const staying = await subscriber("en");
    const { due } = toNextDigest();
    const next0 = due;
    await published("An article before leaving", new Date(due.getTime() - DAY_MS), "en");
    await runDigestJob();
    const [mail] = await mailsTo(leaving.email);
    const link = mail!.header("List-Unsubscribe").slice(1, -1);
    const [, subscriberId, token] = /\/blog\/newsletter\/unsubscribe\/([^/]+)\/([^?]+)\?lang=en$/.exec(link) ?? [];
    expect(subscriberId).toBe(leaving.id);
    const params = { subscriberId, token };
    const path = new URL(link).pathname + new URL(link).search;

    // A mail scanner following the link unsubscribes nobody: GET only asks, in the mail's language.
    const asked = await outcomeOf(() =>
      unsubscribeRoute.loader({ request: new Request(link), params, context: contextFor() }),
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      state: "ask",
      email: "e******@example.test",
      title: "Newsletter unsubscribe | blog",
    });
    const bad = await outcomeOf(() =>
      unsubscribeRoute.loader({
        request: new Request(link),
        params: { subscriberId, token: `${token!.slice(0, -1)}x` },
        context: contextFor(),
      }),
    );
    expect(bad).toMatchObject({ status: 404, data: { state: "invalid", email: null } });
    expect(
      (await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, leaving.id)))[0],
    ).toMatchObject({ unsubscribedAt: null });

    // The mail program's one-click POST (RFC 8058): no cookie, no Origin.
    const oneClick = new Request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const done = await outcomeOf(() => unsubscribeRoute.action({ request: oneClick, params, context: contextFor() }));
    expect(done).toMatchObject({ status: 200, data: { state: "done" } });
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, leaving.id));
    expect(row?.unsubscribedAt?.getTime()).toBeLessThanOrEqual(nowMs());
    expect(row?.unsubscribedAt?.getTime()).toBeGreaterThan(next0.getTime());
    // The page's button posts the same; twice is fine.
    const again = await outcomeOf(() =>
      unsubscribeRoute.action({ request: postRequest(path, {}), params, context: contextFor() }),
    );
    expect(again).toMatchObject({ status: 200, data: { state: "done" } });
    expect(
      (await outcomeOf(() => unsubscribeRoute.loader({ request: new Request(link), params, context: contextFor() })))
        .data,
    ).toMatchObject({ state: "done" });

    const next = toNextDigest();
    await published("An article after leaving", new Date(next.due.getTime() - DAY_MS), "en");
    await runDigestJob();
    expect(await mailsTo(leaving.email)).toHaveLength(1);
    const staysMails = await mailsTo(staying.email);
    expect(staysMails).toHaveLength(2);
    expect(staysMails[1]?.body).toContain("An article after leaving");
  });

  it("the page speaks the subscriber's language (?lang= of the link) and refuses a link of another subscriber", async () => {
    const ar = await subscriber("ar");
    const other = await subscriber("fr");
    const link = newsletterUnsubscribeLink(ar.id, "ar", PUBLIC_URL);
    const token = /\/([^/?]+)\?lang=ar$/.exec(link)![1];
    const page = await outcomeOf(() =>
      unsubscribeRoute.loader({
        request: new Request(link),
        params: { subscriberId: ar.id, token },
        context: contextFor(),
      }),
    );
    expect(page.data).toMatchObject({ state: "ask", title: "إلغاء الاشتراك في النشرة البريدية | المدونة" });
    const crossed = await outcomeOf(() =>
      unsubscribeRoute.action({
        request: postRequest("/x", {}),
        params: { subscriberId: other.id, token },
        context: contextFor(),
      }),
    );
    expect(crossed.status).toBe(404);
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, other.id));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it("an address that unsubscribed and subscribes again must confirm again, in its new language", async () => {
    const back = await subscriber("en");
    await getDb()
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now() })
      .where(eq(newsletterSubscribers.id, back.id));
    // The old confirmation link does not bring it back.
    expect(await confirmNewsletter(back.token)).toBe(false);
    expect(await subscribeToNewsletter({ email: back.email, lang: "fr", publicUrl: PUBLIC_URL })).toBe(
      "confirmation-sent",
    );
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, back.id));
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null, language: "fr" });
    expect(await confirmNewsletter(back.token)).toBe(true);
    // An active subscription keeps its language whoever asks again.
    await subscribeToNewsletter({ email: back.email, lang: "en", publicUrl: PUBLIC_URL });
    const [kept] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, back.id));
    expect(kept).toMatchObject({ language: "fr", unsubscribedAt: null });
    expect(kept?.confirmedAt).toBeInstanceOf(Date);
  });

  it("the scheduled job opens nothing outside the digest days", async () => {
    // Mid-month: no digest is due.
    advanceClock(14 * DAY_MS);
    expect(await startDueDigest(now())).toBeNull();
  });
});
