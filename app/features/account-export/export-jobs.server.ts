import { and, eq, lte } from "drizzle-orm";
import { addDays, HOUR_MS, MINUTE_MS, now } from "#app/lib/clock.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { formatDate } from "#app/services/i18n/format.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMailOnce } from "#app/services/mail/send-once.server.ts";
import { mailLanguage, renderActionMail } from "#app/services/mail/templates.server.ts";
import { deleteUnusedMedia } from "#app/services/media/media-objects.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountExports, user } from "#db/schema.ts";
import { buildArchive } from "./build-archive.server.ts";
import { collectAccountData } from "./collect-account-data.server.ts";
import { exportDownloadUrl } from "./export-links.server.ts";
import { EXPORT_LINK_HOURS, EXPORT_STALE_AFTER_MINUTES } from "./export-rules.ts";

/*
 * The data export's jobs (decision 034): building an archive and mailing its link (once,
 * under a stable Message-ID, decision 016), and deleting archives whose link has expired.
 */

/** Builds the archive of one request, marks it ready, then mails the link. Run twice: one archive, one mail. */
export async function runAccountExport(exportId: string): Promise<void> {
  const db = getDb();
  const [request] = await db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!request || request.status === "failed") return;
  const [owner] = await db
    .select({ name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, request.userId));
  if (!owner) return;
  let ready = request;
  if (request.status === "queued") {
    const at = now();
    const collected = await collectAccountData(request.userId, at);
    if (!collected) return;
    const lang = mailLanguage(owner.locale);
    const archive = await buildArchive(collected.data, collected.mediaKeys, lang, { at });
    const [updated] = await db
      .update(accountExports)
      .set({
        status: "ready",
        archiveKey: archive.key,
        bytes: archive.bytes,
        readyAt: at,
        expiresAt: new Date(at.getTime() + EXPORT_LINK_HOURS * HOUR_MS),
      })
      .where(and(eq(accountExports.id, exportId), eq(accountExports.status, "queued")))
      .returning();
    // Another run marked it ready first: its archive is the one; this one is swept as unused.
    if (!updated) {
      await deleteUnusedMedia([archive.key]);
      const [current] = await db.select().from(accountExports).where(eq(accountExports.id, exportId));
      if (current?.status !== "ready") return;
      ready = current;
    } else {
      ready = updated;
    }
  }
  if (!ready.expiresAt || ready.expiresAt.getTime() <= now().getTime()) return;
  const lang = mailLanguage(owner.locale);
  const { t } = i18nFor(lang);
  const expires = formatDate(ready.expiresAt, lang, { dateStyle: "long", timeStyle: "short" });
  const mail = renderActionMail({
    lang,
    subject: t("account.export.mail.subject"),
    greeting: t("account.export.mail.greeting", { name: owner.name }),
    paragraphs: [t("account.export.mail.body")],
    button: { label: t("account.export.mail.button"), url: exportDownloadUrl(exportId) },
    notes: [t("account.export.mail.validity", { date: expires }), t("account.export.mail.signedIn")],
  });
  await sendMailOnce("account-export", `account-export-${exportId}`, { to: owner.email, ...mail });
}

export const ACCOUNT_EXPORT_JOB = defineJob<{ exportId: string }>({
  name: "account.export",
  retryLimit: 3,
  retryDelay: 30,
  // A large account's media take a while to read and zip.
  expireInSeconds: 30 * 60,
  batchSize: 1,
  run: async ({ exportId }) => runAccountExport(exportId),
});

/** Requests whose link expired: rows deleted, then their files; requests stuck queued marked failed. */
export async function runExportSweeps(at: Date): Promise<{ exportsExpired: number }> {
  const db = getDb();
  const expired = await db
    .delete(accountExports)
    .where(and(eq(accountExports.status, "ready"), lte(accountExports.expiresAt, at)))
    .returning({ key: accountExports.archiveKey });
  await deleteUnusedMedia(expired.flatMap((row) => (row.key ? [row.key] : [])));
  // Still queued an hour later: every attempt failed (the settings offer to ask again).
  await db
    .update(accountExports)
    .set({ status: "failed" })
    .where(
      and(
        eq(accountExports.status, "queued"),
        lte(accountExports.requestedAt, new Date(at.getTime() - EXPORT_STALE_AFTER_MINUTES * MINUTE_MS)),
      ),
    );
  await db
    .delete(accountExports)
    .where(and(eq(accountExports.status, "failed"), lte(accountExports.requestedAt, addDays(at, -7))));
  return { exportsExpired: expired.length };
}

/** Every ten minutes (and at once by the test clock, decision 017). */
export const ACCOUNT_EXPORT_SWEEP_JOB = defineJob({
  name: "account.export-sweep",
  schedule: "*/10 * * * *",
  retryLimit: 1,
  expireInSeconds: 300,
  run: async () => {
    const done = await runExportSweeps(now());
    if (done.exportsExpired > 0) console.log("[account-export] expired archives deleted:", done.exportsExpired);
  },
});

export const ACCOUNT_EXPORT_JOBS = [ACCOUNT_EXPORT_JOB, ACCOUNT_EXPORT_SWEEP_JOB];
