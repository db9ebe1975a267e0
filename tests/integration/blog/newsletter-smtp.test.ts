// The newsletter's digest through a real SMTP server (smtp-server on a free port): the
// one-click unsubscribe headers on the wire; a refusal for good (5xx) is recorded and not
// retried; a refusal for now (4xx) leaves no record, and the retry sends it once.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { digestDueAt } from "#app/features/blog/digest-schedule.ts";
import { blogJobs } from "#app/features/blog/jobs.server.ts";
import { openDigest } from "#app/features/blog/newsletter-digest.server.ts";
import { DAY_MS } from "#app/lib/clock.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getDb, getPool } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { newsletterDigestSends, newsletterSubscribers } from "#db/schema.ts";
import { useSmtpServer } from "#tests/setup/smtp-server.ts";
import { setupAdminTest } from "../admin/support.ts";

setupAdminTest();

const { received, refusals } = useSmtpServer();

const QUEUE = "newsletter.send";
const jobStates = async () =>
  Object.fromEntries(
    (
      await getPool().query<{ state: string; n: number }>(
        "select state::text, count(*)::int as n from pgboss.job where name = $1 group by state",
        [QUEUE],
      )
    ).rows.map((r) => [r.state, r.n]),
  );

describe("the digest through SMTP", () => {
  it("carries the one-click headers; a 5xx is recorded and not retried, a 4xx is retried and sent once", async () => {
    const period = "2026-02";
    await createBlogArticle({
      title: "L'article de janvier",
      status: "published",
      publishedAt: new Date(digestDueAt(period).getTime() - 3 * DAY_MS),
    });
    const [ok, gone, later] = await getDb()
      .insert(newsletterSubscribers)
      .values(
        ["ok", "gone", "later"].map((name) => ({
          email: `${name}@example.test`,
          token: randomBytes(24).toString("base64url"),
          confirmedAt: new Date(),
        })),
      )
      .returning();
    refusals.set("gone@example.test", { code: 550, message: "No such user" });
    refusals.set("later@example.test", { code: 451, message: "Try again later" });
    expect(await openDigest(period, new Date())).toMatchObject({ started: true, recipients: 3 });
    await runQueuedJobs(blogJobs());

    expect(received.map((m) => m.to)).toEqual([["ok@example.test"]]);
    const raw = received[0]!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/blog\/newsletter\/unsubscribe\/[^>]+\?lang=fr>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const sends = await getDb().select().from(newsletterDigestSends);
    const byId = new Map(sends.map((s) => [s.subscriberId, s]));
    expect(byId.get(ok!.id)).toMatchObject({ failure: null, articles: 1 });
    expect(byId.get(gone!.id)?.failure).toContain("No such user");
    expect(byId.has(later!.id)).toBe(false);
    // The 5xx completed its job; the 4xx waits for its retry.
    expect(await jobStates()).toEqual({ completed: 2, retry: 1 });

    refusals.delete("later@example.test");
    await getPool().query("update pgboss.job set start_after = now() where name = $1 and state = 'retry'", [QUEUE]);
    await runQueuedJobs(blogJobs());
    expect(received.map((m) => m.to)).toEqual([["ok@example.test"], ["later@example.test"]]);
    const [laterSend] = await getDb()
      .select()
      .from(newsletterDigestSends)
      .where(and(eq(newsletterDigestSends.subscriberId, later!.id), eq(newsletterDigestSends.period, period)));
    expect(laterSend).toMatchObject({ failure: null });
    expect(await jobStates()).toEqual({ completed: 3 });
  });
});
