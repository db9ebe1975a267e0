import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { digestDueAt, periodOf, previousPeriod } from "#app/features/blog/digest-schedule.ts";
import { enqueue, type JobDefinition } from "#app/lib/job-queue.server.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { newsletterDigests, newsletterSubscribers } from "#db/schema.ts";
import { hydrated } from "./profile-support.ts";
import { withAppDatabase } from "./support/app-database.ts";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";

/**
 * The newsletter's digest: the server's workers send it from the queue into the
 * outbox; its reader follows the mail's unsubscribe link on a 320 px phone, in the
 * language the mail was written in (Arabic, right to left), and unsubscribes.
 */

withAppDatabase();

const PORT = process.env.E2E_PORT ?? "3210";

test("a reader unsubscribes from the link of a digest in the outbox, on a 320 px phone, in Arabic", async ({
  page,
}) => {
  const dataDir = await e2eDataDir(PORT);
  const email = `lecteur-${randomBytes(4).toString("hex")}@example.com`;
  const [subscriber] = await getDb()
    .insert(newsletterSubscribers)
    .values({ email, language: "ar", token: randomBytes(24).toString("base64url"), confirmedAt: new Date() })
    .returning();
  // Last month's digest (a past month: its due time has passed whatever today is), opened
  // here as the 1st's job opens it (newsletter-digest.server.ts, whose locales Playwright's
  // loader cannot import): its row, and a send job — for this reader only, not the other
  // tests' subscribers. The server's workers send it.
  const period = previousPeriod(periodOf(new Date()));
  const until = digestDueAt(period);
  await createBlogArticle({
    title: `مقال للنشرة ${randomBytes(2).toString("hex")}`,
    status: "published",
    language: "ar",
    publishedAt: new Date(until.getTime() - 2 * 86_400_000),
  });
  await getDb()
    .insert(newsletterDigests)
    .values({ period, since: digestDueAt(previousPeriod(period)), until, recipients: 1, startedAt: new Date() })
    .onConflictDoNothing();
  const sendJob = { name: "newsletter.send", run: async () => {} } satisfies JobDefinition;
  await enqueue(sendJob, { subscriberId: subscriber!.id, period });
  const mail = await waitForMail(dataDir, email, /Fiable/, { timeoutMs: 20_000 });
  expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const link = mail.links.find((l) => l.includes("/blog/newsletter/unsubscribe/"));
  expect(link).toBeTruthy();
  expect(mail.header("List-Unsubscribe")).toBe(`<${link}>`);

  await page.setViewportSize({ width: 320, height: 640 });
  // The mail's link names the app's PUBLIC_URL; the path is what matters here.
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const screen = page.getByTestId("newsletter-unsubscribe");
  await expect(screen).toHaveAttribute("data-state", "ask");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("إلغاء الاشتراك في النشرة البريدية؟");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await hydrated(page);

  await page.getByRole("button", { name: "إلغاء اشتراكي" }).click();
  await expect(screen).toHaveAttribute("data-state", "done");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إلغاء اشتراكك");
  await expect(screen).toContainText("l******@example.com");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber!.id));
  expect(row?.unsubscribedAt).toBeInstanceOf(Date);
});
