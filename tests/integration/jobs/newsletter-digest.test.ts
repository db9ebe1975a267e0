// The newsletter's digest across real processes (decision 029): a worker killed -9 in the
// middle of a month's sends, then two workers finishing them side by side, still mail every
// subscriber exactly once.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { digestDueAt } from "#app/features/blog/digest-schedule.ts";
import { openDigest } from "#app/features/blog/newsletter-digest.server.ts";
import { DAY_MS } from "#app/lib/clock.server.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { newsletterDigestSends, newsletterSubscribers } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { elapseRetryDelays, expireActiveJobs, jobStates, until, useWorkers } from "./support.ts";

const { dataDir, start, outboxFiles } = useWorkers();

const QUEUE = "newsletter.send";
const COUNT = 40;

describe("the newsletter digest across processes", { timeout: 120_000 }, () => {
  it("mails each of 40 subscribers once though a worker is killed -9 mid-run and two finish it", async () => {
    // A past month, so the test needs no clock: January 2026 covers December 2025.
    const period = "2026-01";
    await createBlogArticle({
      title: "L'article de décembre",
      status: "published",
      language: "fr",
      publishedAt: new Date(digestDueAt(period).getTime() - 5 * DAY_MS),
    });
    await getDb()
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          email: `lecteur-${i + 1}@example.test`,
          language: "fr" as const,
          token: randomBytes(24).toString("base64url"),
          confirmedAt: new Date(),
        })),
      );
    expect(await openDigest(period, new Date())).toMatchObject({ started: true, recipients: COUNT });
    expect(await openDigest(period, new Date())).toMatchObject({ started: false, recipients: 0 });
    expect(await jobStates(QUEUE)).toEqual({ created: COUNT });

    // A slow worker (100 ms per job), killed once some mails are out and others are not.
    const first = await start({ slowJobsMs: 100 });
    await until(async () => (await outboxFiles()).length >= 6, `the first mails\n${first.output()}`);
    await first.kill();
    const before = (await outboxFiles()).length;
    expect(before).toBeLessThan(COUNT);

    // Its jobs in progress are held until the queue's timeout; PostgreSQL's clock is moved past it.
    await expireActiveJobs(QUEUE);
    const second = await start();
    const third = await start();
    await until(
      async () => {
        await elapseRetryDelays(QUEUE);
        return ((await jobStates(QUEUE)).completed ?? 0) === COUNT;
      },
      async () => `every send to complete: ${JSON.stringify(await jobStates(QUEUE))}\n${second.output()}`,
    );

    const mails = await readOutbox(dataDir());
    expect(await outboxFiles()).toHaveLength(COUNT);
    expect(new Set(mails.map((m) => m.to)).size).toBe(COUNT);
    expect(mails.every((m) => m.body.includes("L'article de décembre"))).toBe(true);
    const sends = await getDb().select().from(newsletterDigestSends).where(eq(newsletterDigestSends.period, period));
    expect(sends).toHaveLength(COUNT);
    await second.stop();
    await third.stop();
  });
});
