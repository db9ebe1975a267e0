import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { decideReports } from "#app/features/reviews/index.server.ts";
import { ReportDecisionSchema } from "#app/features/reviews/index.ts";
import { retryFailedJob } from "#app/lib/job-queue.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { allJobs } from "#server/jobs.ts";
import { actorOf } from "./admin-login.server.ts";
import { handleMessageAction, type MessageActionReply } from "./contact/message-actions.server.ts";
import { deleteProfileAsAdmin } from "./delete-profile.server.ts";
import type { AdminIdentity } from "./guards.server.ts";
import { AdminProfileSchema } from "./schema.ts";
import { updateProfileAsAdmin } from "./update-profile.server.ts";

export const PROFILE_INTENTS = { update: "profile-update", delete: "profile-delete" } as const;

export type ProfileActionReply =
  | {
      intent: typeof PROFILE_INTENTS.update;
      ok: boolean;
      id: string | null;
      toast: string;
      /** Conform's reply: what was typed and the field errors (keys of admin.errors). */
      result: SubmissionResult<string[]>;
    }
  | { intent: typeof PROFILE_INTENTS.delete; ok: boolean; id: string | null; toast: string };

export type ConsoleActionReply =
  | ProfileActionReply
  | MessageActionReply
  | { intent: "report-uphold" | "report-dismiss" | "job-retry"; ok: boolean; id: string | null; toast: string }
  | { intent: "unknown"; ok: false; id: null; toast: string };

/**
 * The actions of /admin (docs/product/admin.md): edit or delete a profile, close or reopen a message.
 * `admin` comes from requireAdmin: the route checked the session before calling this.
 */
export async function handleConsoleAction(
  formData: FormData,
  admin: AdminIdentity,
  t: TFunction,
): Promise<{ status: number; reply: ConsoleActionReply }> {
  const actor = actorOf(admin);
  const intent = formData.get("intent");

  if (intent === PROFILE_INTENTS.update) {
    const submission = parseWithZod(formData, { schema: AdminProfileSchema });
    const id = typeof formData.get("id") === "string" ? String(formData.get("id")) : null;
    const failed = (status: number, result: SubmissionResult<string[]>) => ({
      status,
      reply: { intent, ok: false, id, toast: t("admin.toasts.profileUpdateFailed"), result },
    });
    if (submission.status !== "success") return failed(400, submission.reply());
    try {
      const outcome = await updateProfileAsAdmin(submission.value, actor);
      if (!outcome.ok) {
        const key = outcome.message.replace(/^admin\.errors\./, "");
        return failed(
          outcome.status,
          outcome.field
            ? submission.reply({ fieldErrors: { [outcome.field]: [key] } })
            : submission.reply({ formErrors: [key] }),
        );
      }
      return {
        status: 200,
        reply: { intent, ok: true, id, toast: t("admin.toasts.profileUpdated"), result: submission.reply() },
      };
    } catch (error) {
      logError("[admin] profile update:", error);
      return failed(500, submission.reply({ formErrors: ["updateFailed"] }));
    }
  }

  if (intent === PROFILE_INTENTS.delete) {
    const id = typeof formData.get("id") === "string" ? String(formData.get("id")) : null;
    const failed = (status: number) => ({
      status,
      reply: { intent, ok: false, id, toast: t("admin.toasts.profileDeleteFailed") },
    });
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return failed(400);
    try {
      const outcome = await deleteProfileAsAdmin(id, actor);
      if (!outcome.ok) return failed(404);
    } catch (error) {
      logError("[admin] profile delete:", error);
      return failed(500);
    }
    return { status: 200, reply: { intent, ok: true, id, toast: t("admin.toasts.profileDeleted") } };
  }

  if (intent === "report-uphold" || intent === "report-dismiss") {
    const parsed = ReportDecisionSchema.safeParse(Object.fromEntries(formData));
    const id = typeof formData.get("reviewId") === "string" ? String(formData.get("reviewId")) : null;
    if (!parsed.success) return { status: 400, reply: { intent, ok: false, id, toast: t("admin.reports.failed") } };
    try {
      const outcome = await decideReports(
        {
          reviewId: parsed.data.reviewId,
          decision: intent === "report-uphold" ? "uphold" : "dismiss",
          reason: parsed.data.reason,
        },
        admin.userId,
      );
      if (!outcome.ok) return { status: 404, reply: { intent, ok: false, id, toast: t("admin.reports.failed") } };
    } catch (error) {
      logError("[admin] report decision:", error);
      return { status: 500, reply: { intent, ok: false, id, toast: t("admin.reports.failed") } };
    }
    const toast = intent === "report-uphold" ? t("admin.reports.upheld") : t("admin.reports.dismissed");
    return { status: 200, reply: { intent, ok: true, id, toast } };
  }

  if (intent === "job-retry") {
    const name = String(formData.get("queue") ?? "");
    const id = String(formData.get("jobId") ?? "");
    const known = allJobs().some((job) => job.name === name) && /^[0-9a-f-]{36}$/i.test(id);
    const retried = known ? await retryFailedJob(name, id).catch(() => false) : false;
    return retried
      ? { status: 200, reply: { intent, ok: true, id, toast: t("admin.jobs.retried") } }
      : { status: known ? 409 : 400, reply: { intent, ok: false, id, toast: t("admin.jobs.retryFailed") } };
  }

  const message = await handleMessageAction(formData, actor, t, "console");
  if (message) return message;
  return { status: 400, reply: { intent: "unknown", ok: false, id: null, toast: t("admin.toasts.actionFailed") } };
}
