import { getAuthenticatorName } from "@better-auth/passkey";
import { and, asc, eq } from "drizzle-orm";
import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { consume, refund } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { passkey } from "#db/schema.ts";
import { type Auth, getAuth } from "./auth.server.ts";
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
import { type PasskeyName, parsePasskeyName } from "./passkey-name.ts";
import type { PasskeyView } from "./passkey-types.ts";

export type { PasskeyView };

type AuthenticationResponse = NonNullable<
  Parameters<Auth["api"]["verifyPasskeyAuthentication"]>[0]
>["body"]["response"];

/**
 * Passkeys (decision 035): every step goes through our route actions
 * (app/routes/auth-passkey.ts, app/routes/dashboard/settings-passkeys.ts), which call
 * @better-auth/passkey server-side — its HTTP endpoints are closed — apply our limiter and
 * answer with keys of the "auth" area. A passkey sign-in counts as both factors: the
 * two-factor plugin's hook only watches the password endpoints, so no code is asked after it.
 */

/** The options a browser hands to `startRegistration` / `startAuthentication` (JSON). */
export type CeremonyOptions = Record<string, unknown>;

export interface CeremonyStart {
  ok: true;
  options: CeremonyOptions;
  /** The signed challenge cookie: to send with the answer. */
  headers: Headers;
}

/** The owner's passkeys, oldest first. */
export async function listPasskeys(userId: string): Promise<PasskeyView[]> {
  const rows = await getDb()
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, aaguid: passkey.aaguid })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt), asc(passkey.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    createdAt: row.createdAt?.toISOString() ?? null,
    provider: getAuthenticatorName(row.aaguid ?? undefined) ?? null,
  }));
}

/** One passkey of this owner, or undefined (another account's id is the same as no id). */
async function ownPasskey(userId: string, id: string) {
  const [row] = await getDb()
    .select({ id: passkey.id })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .limit(1);
  return row;
}

/** Each change to the owner's passkeys takes a point (options, registration, rename, removal). */
async function limitOwner(userId: string): Promise<AuthFailure | null> {
  const limit = await consume("auth.passkeys.user", userId);
  return limit.allowed ? null : tooManyAttempts(limit.retryAfterSeconds);
}

/** What a failed call into the plugin means for the page. */
function passkeyFailure(error: unknown, context: string): AuthFailure {
  switch (authErrorCode(error)) {
    case "PASSKEY_NOT_FOUND":
      return failure(404, "auth.passkeys.errors.unknown");
    case "CHALLENGE_NOT_FOUND":
      return failure(400, "auth.passkeys.errors.expired");
    case "SESSION_NOT_FRESH":
      return failure(403, "auth.passkeys.errors.signInAgain");
    case "AUTHENTICATION_FAILED":
    case "FAILED_TO_VERIFY_REGISTRATION":
      return failure(400, "auth.passkeys.errors.failed");
    default:
      logError(`[auth] passkey ${context}:`, error);
      return failure(500, "auth.passkeys.errors.failed");
  }
}

/** Step 1 of adding a passkey: the options for the browser, and the challenge cookie. */
export async function startPasskeyRegistration(
  args: AuthArgs,
  current: SessionInfo,
): Promise<CeremonyStart | AuthFailure> {
  const limited = await limitOwner(current.user.id);
  if (limited) return limited;
  try {
    const { headers, response } = await getAuth().api.generatePasskeyRegistrationOptions({
      headers: authHeaders(args),
      query: {},
      returnHeaders: true,
    });
    return { ok: true, options: response as unknown as CeremonyOptions, headers: cookieHeaders(headers) };
  } catch (error) {
    return passkeyFailure(error, "registration options");
  }
}

/**
 * Step 2: the authenticator's answer. The passkey is named after its maker when the AAGUID is
 * a known one, else « Clé d'accès N » (N: the first number the owner's passkeys leave free),
 * in the page's language; the owner renames it as they like.
 */
export async function finishPasskeyRegistration(
  args: AuthArgs,
  current: SessionInfo,
  response: unknown,
): Promise<{ ok: true; passkey: PasskeyView; headers: Headers } | AuthFailure> {
  if (!isRecord(response) || typeof response.id !== "string") return failure(400, "auth.passkeys.errors.failed");
  const limited = await limitOwner(current.user.id);
  if (limited) return limited;
  let created: { id: string; aaguid?: string | null };
  let headers: Headers;
  try {
    const result = await getAuth().api.verifyPasskeyRegistration({
      body: { response },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    created = result.response as { id: string; aaguid?: string | null };
    headers = cookieHeaders(result.headers);
  } catch (error) {
    return passkeyFailure(error, "registration");
  }
  const name = getAuthenticatorName(created.aaguid ?? undefined) ?? (await numberedName(args, current.user.id));
  await getDb()
    .update(passkey)
    .set({ name })
    .where(and(eq(passkey.id, created.id), eq(passkey.userId, current.user.id)));
  const [view] = (await listPasskeys(current.user.id)).filter((p) => p.id === created.id);
  if (!view) return failure(500, "auth.passkeys.errors.failed");
  return { ok: true, passkey: view, headers };
}

async function numberedName(args: AuthArgs, userId: string): Promise<string> {
  const { t } = getI18n(args.request, ["auth"]);
  const base = t("auth.passkeys.defaultName");
  const taken = new Set((await listPasskeys(userId)).map((p) => p.name));
  let n = 1;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

/** Renames one of the owner's passkeys; another account's id is answered 404. */
export async function renamePasskey(
  args: AuthArgs,
  current: SessionInfo,
  id: string,
  rawName: unknown,
): Promise<{ ok: true; name: PasskeyName } | AuthFailure> {
  const parsed = parsePasskeyName(rawName);
  if (!parsed.ok) return failure(422, parsed.message, { field: "name" });
  if (!(await ownPasskey(current.user.id, id))) return failure(404, "auth.passkeys.errors.notFound");
  const limited = await limitOwner(current.user.id);
  if (limited) return limited;
  try {
    await getAuth().api.updatePasskey({ body: { id, name: parsed.name }, headers: authHeaders(args) });
    return { ok: true, name: parsed.name };
  } catch (error) {
    return passkeyFailure(error, "rename");
  }
}

/** Removes one of the owner's passkeys; another account's id is answered 404. */
export async function removePasskey(
  args: AuthArgs,
  current: SessionInfo,
  id: string,
): Promise<{ ok: true } | AuthFailure> {
  if (!(await ownPasskey(current.user.id, id))) return failure(404, "auth.passkeys.errors.notFound");
  const limited = await limitOwner(current.user.id);
  if (limited) return limited;
  try {
    await getAuth().api.deletePasskey({ body: { id }, headers: authHeaders(args) });
    return { ok: true };
  } catch (error) {
    return passkeyFailure(error, "removal");
  }
}

/**
 * Step 1 of a passkey sign-in: options without any account named (the browser offers the
 * passkeys it holds for this site), so nothing tells whether an address has an account.
 */
export async function startPasskeySignIn(args: AuthArgs): Promise<CeremonyStart | AuthFailure> {
  const limit = await consume("auth.passkey-options.ip", args.context.clientIp);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  try {
    const { headers, response } = await getAuth().api.generatePasskeyAuthenticationOptions({
      headers: authHeaders(args),
      returnHeaders: true,
    });
    return { ok: true, options: response as unknown as CeremonyOptions, headers: cookieHeaders(headers) };
  } catch (error) {
    return passkeyFailure(error, "sign-in options");
  }
}

/**
 * Step 2: the authenticator's signature. Limited per address like the password sign-in
 * (the same counter, given back on success). A passkey the account no longer has (removed
 * on another device) gets its own message.
 */
export async function finishPasskeySignIn(
  args: AuthArgs,
  response: unknown,
): Promise<{ ok: true; headers: Headers } | AuthFailure> {
  if (!isRecord(response) || typeof response.id !== "string") return failure(400, "auth.passkeys.errors.failed");
  const ip = args.context.clientIp;
  const limit = await consume("auth.sign-in.ip", ip);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  // Both factors (decision 035) means the authenticator checked the person (fingerprint, face,
  // PIN): its UV flag is read here from the very bytes whose signature the plugin then checks.
  if (!userVerified(response)) return failure(401, "auth.passkeys.errors.userVerification");
  try {
    const { headers } = await getAuth().api.verifyPasskeyAuthentication({
      // Checked by @simplewebauthn/server (a malformed answer is AUTHENTICATION_FAILED).
      body: { response: response as unknown as AuthenticationResponse },
      headers: authHeaders(args),
      returnHeaders: true,
    });
    await refund("auth.sign-in.ip", ip);
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    const result = passkeyFailure(error, "sign-in");
    return result.message === "auth.passkeys.errors.unknown" ? { ...result, status: 401 } : result;
  }
}

/** Whether the authenticator data of a WebAuthn answer has its User Verified flag (bit 2 of byte 32). */
function userVerified(response: Record<string, unknown>): boolean {
  const inner = response.response;
  if (!isRecord(inner) || typeof inner.authenticatorData !== "string") return false;
  const bytes = Buffer.from(inner.authenticatorData, "base64url");
  const flags = bytes[32];
  return bytes.length >= 37 && flags !== undefined && (flags & 0x04) !== 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
