import { and, desc, eq, gt } from "drizzle-orm";
import { MINUTE_MS, now } from "#app/lib/clock.server.ts";
import { enqueue } from "#app/lib/job-queue.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { accountExports } from "#db/schema.ts";
import { ACCOUNT_EXPORT_JOB } from "./export-jobs.server.ts";
import { exportDownloadPath } from "./export-links.server.ts";
import { EXPORT_STALE_AFTER_MINUTES, type ExportState } from "./export-rules.ts";

/*
 * « Exporter mes données » in the account settings (decision 034): one request queues one
 * job in the same transaction; a second click while one is being built changes nothing.
 */

export type RequestExportResult =
  | { ok: true; alreadyBuilding: boolean }
  | { ok: false; status: 429; retryAfterSeconds: number };

export async function requestAccountExport(userId: string): Promise<RequestExportResult> {
  const at = now();
  const building = await getDb()
    .select({ id: accountExports.id })
    .from(accountExports)
    .where(
      and(
        eq(accountExports.userId, userId),
        eq(accountExports.status, "queued"),
        gt(accountExports.requestedAt, new Date(at.getTime() - EXPORT_STALE_AFTER_MINUTES * MINUTE_MS)),
      ),
    )
    .limit(1);
  if (building.length > 0) return { ok: true, alreadyBuilding: true };
  const limit = await consume("account.export.user", userId);
  if (!limit.allowed) return { ok: false, status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(accountExports)
      .values({ userId, requestedAt: at })
      .returning({ id: accountExports.id });
    await enqueue(ACCOUNT_EXPORT_JOB, { exportId: row!.id }, { tx });
  });
  return { ok: true, alreadyBuilding: false };
}

/** The latest request of the account, as the settings screen shows it. */
export async function exportState(userId: string): Promise<ExportState> {
  const [latest] = await getDb()
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.requestedAt))
    .limit(1);
  const at = now().getTime();
  if (!latest) return { status: "none" };
  if (latest.status === "ready" && latest.expiresAt && latest.expiresAt.getTime() > at) {
    return {
      status: "ready",
      expiresAt: latest.expiresAt.toISOString(),
      downloadUrl: exportDownloadPath(latest.id),
      bytes: latest.bytes ?? 0,
    };
  }
  if (latest.status === "queued") {
    return latest.requestedAt.getTime() > at - EXPORT_STALE_AFTER_MINUTES * MINUTE_MS
      ? { status: "building", requestedAt: latest.requestedAt.toISOString() }
      : { status: "failed" };
  }
  if (latest.status === "failed") return { status: "failed" };
  return { status: "none" };
}
