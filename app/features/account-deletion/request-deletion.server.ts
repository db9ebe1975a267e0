import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import {
  type AuthArgs,
  accountOverview,
  authErrorCode,
  authHeaders,
  expiredAuthCookies,
  getAuth,
  isSameSiteRequest,
  requireUser,
  type SessionInfo,
  verifySecondFactorCode,
} from "#app/features/auth/index.server.ts";
import { now } from "#app/lib/clock.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { consume, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";
import { deleteAccount } from "./delete-account.server.ts";
import {
  type DeleteAccountActionData,
  type DeleteAccountField,
  type DeleteAccountInput,
  type DeleteAccountMessage,
  DeleteAccountSchema,
} from "./schema.ts";

/*
 * « Supprimer mon compte » in the account settings (decision 036). What confirms it:
 * - an account with a password: the password (the same limit as the other checks of the
 *   current password: 5 per 15 minutes);
 * - an account without one (Google or LinkedIn only): its e-mail address, typed — a proof of
 *   intent, not of identity; the session is the identity, as for every other setting, and the
 *   mail sent at once plus the 30 days of recovery undo a deletion nobody wanted;
 * - and, when two-factor is on, a code of the authenticator app or a backup code.
 */

type Refusal = {
  ok: false;
  status: number;
  message: DeleteAccountMessage;
  field?: DeleteAccountField;
  retryAfter?: number;
};

const refuse = (status: number, message: DeleteAccountMessage, field?: DeleteAccountField): Refusal => ({
  ok: false,
  status,
  message,
  field,
});

const LIMIT = "auth.current-password.user";

/** Checks what confirms the deletion, then deletes the account. */
export async function requestOwnDeletion(
  args: AuthArgs,
  current: SessionInfo,
  input: DeleteAccountInput,
): Promise<{ ok: true } | Refusal> {
  const userId = current.user.id;
  const [account] = await getDb()
    .select({ email: user.email, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return refuse(404, "accountDeletion.errors.failed");
  const { hasPassword } = await accountOverview(current);
  const password = input.password ?? "";
  const code = input.code?.trim() ?? "";

  if (hasPassword && password === "") return refuse(422, "accountDeletion.errors.passwordRequired", "password");
  if (account.twoFactorEnabled && code === "") return refuse(422, "accountDeletion.errors.codeRequired", "code");

  if (hasPassword) {
    const limit = await consume(LIMIT, userId);
    if (!limit.allowed)
      return { ...refuse(429, "accountDeletion.errors.tooManyAttempts"), retryAfter: limit.retryAfterSeconds };
    try {
      await getAuth().api.verifyPassword({ body: { password }, headers: authHeaders(args) });
      await refund(LIMIT, userId);
    } catch (error) {
      if (authErrorCode(error) === "INVALID_PASSWORD") {
        return refuse(400, "accountDeletion.errors.passwordWrong", "password");
      }
      logError("[account-deletion] password check:", error);
      return refuse(500, "accountDeletion.errors.failed");
    }
  } else if ((input.confirmEmail ?? "").trim().toLowerCase() !== account.email.toLowerCase()) {
    return refuse(400, "accountDeletion.errors.emailMismatch", "confirmEmail");
  }

  if (account.twoFactorEnabled) {
    const verdict = await verifySecondFactorCode(args, userId, code);
    if (verdict === "rate-limited") return refuse(429, "accountDeletion.errors.tooManyAttempts");
    if (verdict !== "ok") return refuse(400, "accountDeletion.errors.codeWrong", "code");
  }

  const result = await deleteAccount(userId, { cause: "owner", at: now() });
  if (!result.ok && result.reason !== "already-deleted") return refuse(500, "accountDeletion.errors.failed");
  return { ok: true };
}

/**
 * POST /account/delete (the card's form): a refusal as JSON for the card; a deletion signs the
 * browser out and goes to /account/restore, which says what happened and how to undo it.
 */
export async function handleDeleteAccountAction(args: AuthArgs) {
  if (!isSameSiteRequest(args.request)) throw data(null, { status: 403 });
  const current = await requireUser(args.request);
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data<DeleteAccountActionData>(
      { status: "error", message: "accountDeletion.errors.failed" },
      { status: 400 },
    );
  }
  const submission = DeleteAccountSchema.safeParse({
    password: form.get("password") ?? undefined,
    confirmEmail: form.get("confirmEmail") ?? undefined,
    code: form.get("code") ?? undefined,
  });
  if (!submission.success) {
    return data<DeleteAccountActionData>(
      { status: "error", message: "accountDeletion.errors.failed" },
      { status: 422 },
    );
  }
  const result = await requestOwnDeletion(args, current, submission.data);
  if (!result.ok && form.get("js") !== "1") {
    // Without JavaScript the form posted as a page: back to the settings, the refusal in the address.
    const params = new URLSearchParams({ deletionError: result.message });
    if (result.field) params.set("deletionField", result.field);
    throw redirect(`/dashboard/settings?${params}#delete-account`);
  }
  if (!result.ok) {
    const headers = result.retryAfter ? { "Retry-After": String(Math.max(1, result.retryAfter)) } : undefined;
    return data<DeleteAccountActionData>(
      { status: "error", message: result.message, ...(result.field ? { field: result.field } : {}) },
      { status: result.status, headers },
    );
  }
  throw redirect("/account/restore?deleted=1", { headers: await expiredAuthCookies() });
}
