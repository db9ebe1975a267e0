import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { deleteCardData } from "#app/features/account-deletion/index.server.ts";
import { accountOverview, changeEmail, changePassword, signOutOtherDevices } from "./account-settings.server.ts";
import { type AuthArgs, type AuthMessage, isSameSiteRequest } from "./auth-call.server.ts";
import { requireUser } from "./guards.server.ts";
import { listPasskeys } from "./passkeys.server.ts";
import { ChangeEmailSchema, ChangePasswordSchema, type SettingsIntent } from "./schema.ts";
import { handleTwoFactorIntent, type TwoFactorActionData } from "./two-factor-settings.server.ts";

export type { SettingsIntent };

export type SettingsActionData =
  | TwoFactorActionData
  | { intent: SettingsIntent; status: "error"; reply?: SubmissionResult<string[]>; message?: AuthMessage }
  | { intent: "change-password"; status: "success" }
  | { intent: "change-email"; status: "success"; newEmail: string }
  | { intent: "sign-out-others"; status: "success" };

/** What /dashboard/settings shows: the account, whether it has a password, other sessions. */
export async function settingsPageData(request: Request) {
  const current = await requireUser(request);
  const overview = await accountOverview(current);
  const emailChanged = new URL(request.url).searchParams.get("emailChanged") === "1";
  return {
    user: { name: current.user.name, email: current.user.email },
    userId: current.user.id,
    ...overview,
    twoFactorEnabled: Boolean((current.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    emailChanged,
    /** « Supprimer mon compte » (decision 036). */
    deletion: await deleteCardData(current.user, overview.hasPassword),
    /** The account's passkeys (the « Clés d'accès » card reads them from the route's data). */
    passkeys: await listPasskeys(current.user.id),
    /** The renewed session cookie, if any: to send with the page. */
    headers: current.headers,
  };
}

const HIDDEN = { hideFields: ["currentPassword", "newPassword"] };

/** The three forms of the account settings. */
export async function handleSettingsAction(args: AuthArgs) {
  if (!isSameSiteRequest(args.request)) throw data(null, { status: 403 });
  const current = await requireUser(args.request);
  const form = await args.request.formData();
  const intent = form.get("intent");

  switch (intent) {
    case "change-password": {
      const submission = parseWithZod(form, { schema: ChangePasswordSchema });
      if (submission.status !== "success") {
        return data<SettingsActionData>({ intent, status: "error", reply: submission.reply(HIDDEN) }, { status: 422 });
      }
      const result = await changePassword(args, current, submission.value);
      if (!result.ok) {
        const reply = submission.reply({
          ...HIDDEN,
          ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
        });
        return data<SettingsActionData>(
          { intent, status: "error", reply, message: result.field ? undefined : result.message },
          { status: result.status, headers: result.headers },
        );
      }
      return data<SettingsActionData>({ intent, status: "success" }, { headers: result.headers });
    }

    case "change-email": {
      const submission = parseWithZod(form, { schema: ChangeEmailSchema });
      if (submission.status !== "success") {
        return data<SettingsActionData>({ intent, status: "error", reply: submission.reply(HIDDEN) }, { status: 422 });
      }
      const currentPassword = form.get("currentPassword");
      const overview = await accountOverview(current);
      const result = await changeEmail(
        args,
        current,
        {
          newEmail: submission.value.newEmail,
          currentPassword: typeof currentPassword === "string" ? currentPassword : undefined,
        },
        overview,
      );
      if (!result.ok) {
        const reply = submission.reply({
          ...HIDDEN,
          ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
        });
        return data<SettingsActionData>(
          { intent, status: "error", reply, message: result.field ? undefined : result.message },
          { status: result.status, headers: result.headers },
        );
      }
      return data<SettingsActionData>({ intent, status: "success", newEmail: result.newEmail });
    }

    case "sign-out-others": {
      const result = await signOutOtherDevices(args);
      if (!result.ok)
        return data<SettingsActionData>({ intent, status: "error", message: result.message }, { status: 500 });
      return data<SettingsActionData>({ intent, status: "success" });
    }

    case "two-factor-start":
    case "two-factor-confirm":
    case "two-factor-backup-codes":
    case "two-factor-disable":
      return handleTwoFactorIntent(args, current, intent, form);

    default:
      throw data(null, { status: 400 });
  }
}
