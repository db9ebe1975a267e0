import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AuthArgs, AuthFailure, AuthMessage } from "./auth-call.server.ts";
import type { SessionInfo } from "./guards.server.ts";
import { TwoFactorCodeSchema, TwoFactorDisableSchema, TwoFactorPasswordSchema } from "./schema.ts";
import {
  confirmEnrolment,
  disableTwoFactor,
  type Enrolment,
  regenerateBackupCodes,
  startEnrolment,
} from "./two-factor.server.ts";

export type TwoFactorIntent =
  | "two-factor-start"
  | "two-factor-confirm"
  | "two-factor-backup-codes"
  | "two-factor-disable";

export type TwoFactorActionData =
  | { intent: TwoFactorIntent; status: "error"; reply?: SubmissionResult<string[]>; message?: AuthMessage }
  | { intent: "two-factor-start"; status: "success"; enrolment: Enrolment }
  | { intent: "two-factor-confirm" | "two-factor-backup-codes"; status: "success"; backupCodes: string[] }
  | { intent: "two-factor-disable"; status: "success" };

const HIDDEN = { hideFields: ["password", "code"] };

interface Replying {
  reply(options: { hideFields: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>;
}

function refusal(intent: TwoFactorIntent, submission: Replying, result: AuthFailure) {
  const reply = submission.reply({
    ...HIDDEN,
    ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
  });
  return data<TwoFactorActionData>(
    { intent, status: "error", reply, message: result.field ? undefined : result.message },
    { status: result.status, headers: result.headers },
  );
}

/** The four forms of the settings' two-factor card (decision 035). */
export async function handleTwoFactorIntent(
  args: AuthArgs,
  current: SessionInfo,
  intent: TwoFactorIntent,
  form: FormData,
) {
  switch (intent) {
    case "two-factor-start":
    case "two-factor-backup-codes": {
      const submission = parseWithZod(form, { schema: TwoFactorPasswordSchema });
      if (submission.status !== "success") {
        return data<TwoFactorActionData>({ intent, status: "error", reply: submission.reply(HIDDEN) }, { status: 422 });
      }
      const password = submission.value.password || undefined;
      if (intent === "two-factor-start") {
        const result = await startEnrolment(args, current, password);
        if (!result.ok) return refusal(intent, submission, result);
        const { ok: _, ...enrolment } = result;
        return data<TwoFactorActionData>({ intent, status: "success", enrolment });
      }
      const result = await regenerateBackupCodes(args, current, password);
      if (!result.ok) return refusal(intent, submission, result);
      return data<TwoFactorActionData>({ intent, status: "success", backupCodes: result.backupCodes });
    }

    case "two-factor-confirm": {
      const submission = parseWithZod(form, { schema: TwoFactorCodeSchema });
      if (submission.status !== "success") {
        return data<TwoFactorActionData>({ intent, status: "error", reply: submission.reply(HIDDEN) }, { status: 422 });
      }
      const result = await confirmEnrolment(args, current, submission.value.code);
      if (!result.ok) return refusal(intent, submission, result);
      return data<TwoFactorActionData>(
        { intent, status: "success", backupCodes: result.backupCodes },
        { headers: result.headers },
      );
    }

    case "two-factor-disable": {
      const submission = parseWithZod(form, { schema: TwoFactorDisableSchema });
      if (submission.status !== "success") {
        return data<TwoFactorActionData>({ intent, status: "error", reply: submission.reply(HIDDEN) }, { status: 422 });
      }
      const result = await disableTwoFactor(args, current, {
        password: submission.value.password || undefined,
        code: submission.value.code,
      });
      if (!result.ok) return refusal(intent, submission, result);
      return data<TwoFactorActionData>({ intent, status: "success" }, { headers: result.headers });
    }
  }
}
