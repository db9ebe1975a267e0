import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { logError } from "#app/lib/log-error.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { StatusSubscribeSchema } from "./schema.ts";
import { subscribeToStatus } from "./subscribe-status.server.ts";

export interface StatusSubscribeResult {
  result: SubmissionResult<string[]>;
  outcome: "sent" | "invalid" | "refused" | "limited" | "failed";
}

/**
 * The subscribe form of /status: validates, refuses bots (honeypot) and floods (per IP,
 * each subscription sends a mail), then stores the subscription and mails the
 * confirmation link. The answer is the same whether or not the address was subscribed.
 */
export async function handleStatusSubscribe(
  formData: FormData,
  { clientIp, lang, publicUrl, t }: { clientIp: string; lang: Language; publicUrl: string; t: TFunction },
): Promise<{ data: StatusSubscribeResult; status: number; headers?: Record<string, string> }> {
  const submission = parseWithZod(formData, { schema: StatusSubscribeSchema });
  if (submission.status !== "success") {
    const bot = submission.error?.website !== undefined;
    return {
      data: {
        result: bot ? submission.reply({ formErrors: [t("statusPage.subscribe.failure")] }) : submission.reply(),
        outcome: bot ? "refused" : "invalid",
      },
      status: bot ? 400 : 422,
    };
  }
  const limit = await consume("status.subscribe.ip", clientIp);
  if (!limit.allowed) {
    return {
      data: { result: submission.reply({ formErrors: [t("errors.status.429")] }), outcome: "limited" },
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }
  try {
    await subscribeToStatus({ email: submission.value.email, lang, publicUrl });
    return { data: { result: submission.reply({ resetForm: true }), outcome: "sent" }, status: 200 };
  } catch (error) {
    logError("[status] subscription failed:", error);
    return {
      data: { result: submission.reply({ formErrors: [t("statusPage.subscribe.failure")] }), outcome: "failed" },
      status: 500,
    };
  }
}
