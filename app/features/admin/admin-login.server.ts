import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getSession, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { type ActivityActor, logAdminActivity } from "#app/services/activity/log-admin-activity.server.ts";
import { consume, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { verifyAdminPassword } from "./admin-password.server.ts";
import { createAdminSession } from "./admin-session.server.ts";
import { verifyAdminTotp } from "./admin-totp.server.ts";
import type { AdminIdentity } from "./guards.server.ts";
import { safeAdminRedirect } from "./paths.ts";
import { AdminLoginSchema } from "./schema.ts";

export interface AdminArgs {
  request: Request;
  context: { clientIp: string };
}

/** What the login form learns from the server (docs/product/admin.md). */
export interface AdminLoginReply {
  intent: "admin-login";
  /** `unreachable`: the request never reached the server (made in the browser: admin-login-form.tsx). */
  outcome: "signed-in" | "wrong-password" | "wrong-code" | "too-many" | "failed" | "invalid" | "unreachable";
  /** Conform's reply: field errors; the password and the code are never sent back. */
  result: SubmissionResult<string[]>;
  /** Where to go once signed in. */
  redirectTo: string;
}

export interface AdminLoginOutcome {
  status: number;
  headers: Headers;
  reply: AdminLoginReply;
}

/** The key of the shared administrator in the `admin.code.shared` limit. */
export const SHARED_ADMIN_KEY = "shared";

/**
 * /admin/login and the gate of /admin-simple: checks the admin password on the server
 * (constant time), then the 6-digit code of the admin authenticator
 * (admin-totp.server.ts, each code once), and opens the 24-hour admin session. Every
 * attempt takes a point per client address, given back when password and code are right:
 * the 11th failure within a minute is refused with 429 before the password is even
 * compared. Once the password is right, each code takes a point of the shared
 * administrator's `admin.code.shared` limit, given back when accepted: the 6th wrong or
 * replayed code within 10 minutes is refused with 429 before the code is compared.
 */
export async function handleAdminLogin(args: AdminArgs, formData: FormData): Promise<AdminLoginOutcome> {
  const redirectTo = safeAdminRedirect(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: AdminLoginSchema });
  const reply = (outcome: AdminLoginReply["outcome"], status: number, headers = new Headers()) => ({
    status,
    headers,
    reply: {
      intent: "admin-login" as const,
      outcome,
      result: submission.reply({ hideFields: ["password", "code"], resetForm: outcome === "signed-in" }),
      redirectTo,
    },
  });

  if (!isSameSiteRequest(args.request)) return reply("failed", 403);
  if (submission.status !== "success") return reply("invalid", 400);

  const ip = args.context.clientIp;
  const limit = await consume("admin.login.ip", ip);
  if (!limit.allowed) {
    return reply("too-many", 429, new Headers({ "Retry-After": String(Math.max(1, limit.retryAfterSeconds)) }));
  }

  try {
    if (!(await verifyAdminPassword(submission.value.password))) return reply("wrong-password", 401);
    const codes = await consume("admin.code.shared", SHARED_ADMIN_KEY);
    if (!codes.allowed) {
      return reply("too-many", 429, new Headers({ "Retry-After": String(Math.max(1, codes.retryAfterSeconds)) }));
    }
    // A wrong code and a code already used are one answer: neither tells more than the other.
    if ((await verifyAdminTotp(submission.value.code)) !== "accepted") return reply("wrong-code", 401);
    await refund("admin.code.shared", SHARED_ADMIN_KEY);
    await refund("admin.login.ip", ip);
    // Signed in to an account at the same time: the session (and the journal) say who.
    const account = await getSession(args.request).catch(() => null);
    const { setCookie } = await createAdminSession(account?.user.id ?? null);
    await logAdminActivity("admin_login", {
      userId: account?.user.id ?? null,
      name: account?.user.name ?? null,
      email: account?.user.email ?? null,
      via: "password",
    });
    return reply("signed-in", 200, new Headers({ "Set-Cookie": setCookie }));
  } catch (error) {
    logError("[admin] login:", error);
    return reply("failed", 500);
  }
}

/** The journal's "who" for an administrator. */
export function actorOf(admin: AdminIdentity): ActivityActor {
  return { userId: admin.userId, name: admin.name, email: admin.email, via: admin.via };
}
