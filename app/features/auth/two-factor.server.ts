import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { logError } from "#app/lib/log-error.server.ts";
import { consume, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { verification } from "#db/schema.ts";
import { getAuth } from "./auth.server.ts";
import {
  type AuthArgs,
  type AuthFailure,
  authErrorCode,
  authHeaders,
  cookieHeaders,
  failure,
  tooManyAttempts,
} from "./auth-call.server.ts";
import type { SessionInfo } from "./guards.server.ts";

/**
 * Two-factor sign-in with an authenticator app (decision 035), on better-auth's two-factor
 * plugin: the plugin keeps the secret and the backup codes (encrypted) and checks the codes;
 * this module is the only caller, so that every code goes through the app's limiter (5 wrong
 * codes per 10 minutes per account, `auth.two-factor.user`) and speaks the page's language.
 */

const LIMIT = "auth.two-factor.user";

/** A code as typed: spaces and dashes of a TOTP removed; a backup code keeps its dash. */
export function normalizeCode(raw: string): { kind: "totp" | "backup"; code: string } | null {
  const compact = raw.replace(/\s+/g, "");
  if (/^\d{3}-?\d{3}$/.test(compact)) return { kind: "totp", code: compact.replace("-", "") };
  if (/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(compact)) {
    return { kind: "backup", code: compact.includes("-") ? compact : `${compact.slice(0, 5)}-${compact.slice(5)}` };
  }
  return null;
}

/**
 * The account behind the two-factor step of a sign-in: the plugin's signed cookie names a
 * verification row whose value is the user id. Only the limiter's key comes from here (the
 * plugin checks the signature itself); a forged or stale cookie gives null.
 */
async function pendingSignInUserId(request: Request): Promise<string | null> {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = /(?:^|;\s*)(?:__Host-|__Secure-)?better-auth\.two_factor=([^;]+)/.exec(cookie);
  if (!match?.[1]) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const identifier = value.slice(0, value.lastIndexOf("."));
  if (!identifier.startsWith("2fa-")) return null;
  const [row] = await getDb()
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.identifier, identifier))
    .limit(1);
  return row?.value ?? null;
}

function codeFailure(error: unknown, context: string): AuthFailure {
  switch (authErrorCode(error)) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return failure(401, "auth.errors.twoFactorCodeInvalid", { field: "code" });
    case "INVALID_TWO_FACTOR_COOKIE":
      return failure(401, "auth.errors.twoFactorExpired");
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return failure(429, "auth.errors.twoFactorExpired");
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return failure(429, "auth.errors.tooManyRequests");
    case "TOTP_NOT_ENABLED":
    case "TWO_FACTOR_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return failure(400, "auth.errors.twoFactorNotEnabled");
    case "INVALID_PASSWORD":
      return failure(400, "auth.errors.currentPasswordWrong", { field: "password" });
    default:
      logError(`[auth] two-factor ${context}:`, error);
      return failure(500, "auth.errors.genericFailure");
  }
}

export interface SecondFactorSuccess {
  ok: true;
  headers: Headers;
}

/**
 * The second step of a sign-in (password, Google, LinkedIn): the authenticator's code or a
 * backup code. Right → the session cookie (and, when asked, the trusted-device cookie for 30
 * days). The step's cookie lasts 10 minutes and allows 5 tries (the plugin's own rule).
 */
export async function completeSignInWithCode(
  args: AuthArgs,
  input: { code: string; trustDevice: boolean },
): Promise<SecondFactorSuccess | AuthFailure> {
  const normalized = normalizeCode(input.code);
  const userId = await pendingSignInUserId(args.request);
  if (!userId) return failure(401, "auth.errors.twoFactorExpired");
  const limit = await consume(LIMIT, userId);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  if (!normalized) return failure(422, "auth.errors.twoFactorCodeInvalid", { field: "code" });
  try {
    const options = { headers: authHeaders(args), returnHeaders: true as const };
    const { headers } =
      normalized.kind === "totp"
        ? await getAuth().api.verifyTOTP({
            ...options,
            body: { code: normalized.code, trustDevice: input.trustDevice },
          })
        : await getAuth().api.verifyBackupCode({
            ...options,
            body: { code: normalized.code, trustDevice: input.trustDevice },
          });
    await refund(LIMIT, userId);
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return codeFailure(error, "sign-in");
  }
}

/**
 * Checks a code of the signed-in user (authenticator or backup code, which is then used up)
 * before a sensitive change: turning two-factor off, deleting the account.
 */
export async function verifySecondFactorCode(
  args: { request: Request },
  userId: string,
  code: string,
): Promise<"ok" | "invalid" | "rate-limited"> {
  const limit = await consume(LIMIT, userId);
  if (!limit.allowed) return "rate-limited";
  const normalized = normalizeCode(code);
  if (!normalized) return "invalid";
  try {
    if (normalized.kind === "totp") {
      await getAuth().api.verifyTOTP({ body: { code: normalized.code }, headers: args.request.headers });
    } else {
      await getAuth().api.verifyBackupCode({
        body: { code: normalized.code, disableSession: true },
        headers: args.request.headers,
      });
    }
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") return "invalid";
    throw error;
  }
  await refund(LIMIT, userId);
  return "ok";
}

export interface Enrolment {
  /** The `otpauth://` address the authenticator app reads. */
  uri: string;
  /** The same secret for typing by hand (base32, grouped by four). */
  secret: string;
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: string;
}

/**
 * First step of turning two-factor on: a new secret (the password confirms it when the
 * account has one). Nothing is on until a code from the app is confirmed.
 */
export async function startEnrolment(
  args: AuthArgs,
  current: SessionInfo,
  password: string | undefined,
): Promise<({ ok: true } & Enrolment) | AuthFailure> {
  const limit = await consume("auth.current-password.user", current.user.id);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const enabled = await getAuth().api.enableTwoFactor({
      body: { method: "totp", ...(password ? { password } : {}) },
      headers: authHeaders(args),
    });
    if (enabled.method !== "totp") throw new Error("better-auth answered an OTP enrolment to a TOTP request");
    const totpURI = enabled.totpURI;
    await refund("auth.current-password.user", current.user.id);
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { ok: true, uri: totpURI, secret: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg };
  } catch (error) {
    if (authErrorCode(error) === "TOTP_ALREADY_ENABLED") return failure(409, "auth.errors.twoFactorAlreadyOn");
    return codeFailure(error, "enrol");
  }
}

/**
 * Second step: the first code from the app turns two-factor on (a new session cookie, the
 * plugin replaces the session) and the 10 backup codes are shown, once.
 */
export async function confirmEnrolment(
  args: AuthArgs,
  current: SessionInfo,
  rawCode: string,
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | AuthFailure> {
  const limit = await consume(LIMIT, current.user.id);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  const normalized = normalizeCode(rawCode);
  if (normalized?.kind !== "totp") return failure(422, "auth.errors.twoFactorCodeInvalid", { field: "code" });
  try {
    const { headers } = await getAuth().api.verifyTOTP({
      body: { code: normalized.code },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    await refund(LIMIT, current.user.id);
    const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: current.user.id } });
    return { ok: true, headers: cookieHeaders(headers), backupCodes };
  } catch (error) {
    return codeFailure(error, "confirm");
  }
}

/** New backup codes (the old ones stop working); the password confirms it when there is one. */
export async function regenerateBackupCodes(
  args: AuthArgs,
  current: SessionInfo,
  password: string | undefined,
): Promise<{ ok: true; backupCodes: string[] } | AuthFailure> {
  const limit = await consume("auth.current-password.user", current.user.id);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { backupCodes } = await getAuth().api.generateBackupCodes({
      body: { ...(password ? { password } : {}) },
      headers: authHeaders(args),
    });
    await refund("auth.current-password.user", current.user.id);
    return { ok: true, backupCodes };
  } catch (error) {
    return codeFailure(error, "backup codes");
  }
}

/** Turns two-factor off: the password (when there is one) and a current code. */
export async function disableTwoFactor(
  args: AuthArgs,
  current: SessionInfo,
  input: { password: string | undefined; code: string },
): Promise<{ ok: true; headers: Headers } | AuthFailure> {
  const verdict = await verifySecondFactorCode(args, current.user.id, input.code);
  if (verdict === "rate-limited") return failure(429, "auth.errors.tooManyRequests");
  if (verdict === "invalid") return failure(401, "auth.errors.twoFactorCodeInvalid", { field: "code" });
  const limit = await consume("auth.current-password.user", current.user.id);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { headers } = await getAuth().api.disableTwoFactor({
      body: { ...(input.password ? { password: input.password } : {}) },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    await refund("auth.current-password.user", current.user.id);
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return codeFailure(error, "disable");
  }
}
