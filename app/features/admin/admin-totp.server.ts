import { randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq, sql } from "drizzle-orm";
import { nowMs } from "#app/lib/clock.server.ts";
import { appPublicUrl, parseEnv } from "#app/lib/env.server.ts";
import { getDb } from "#db/client.server.ts";
import { appMeta } from "#db/schema.ts";

/*
 * The second factor of the shared administrator login: a TOTP code (RFC 6238:
 * SHA-1, 6 digits, 30-second steps — what every authenticator app takes) from one secret
 * per installation.
 *
 * - ADMIN_TOTP_SECRET set (base32, validated at boot by app/lib/env.server.ts): that secret.
 * - Not set: a secret is generated on the first start — whether the admin password is
 *   generated or comes from ADMIN_PASSWORD — kept in app_meta (`admin_totp_secret`, so every
 *   process agrees) and printed once on the console as an `otpauth://` URI and its base32
 *   text, beside the generated password when there is one. Setting ADMIN_TOTP_SECRET later
 *   takes precedence.
 *
 * A code is accepted once: the time step it belongs to is remembered in app_meta
 * (`admin_totp_last_step`), and a code of that step or an earlier one is refused, in every
 * process. Time comes from the server's clock (app/lib/clock.server.ts).
 */

export const ADMIN_TOTP_META_KEY = "admin_totp_secret";
export const ADMIN_TOTP_STEP_META_KEY = "admin_totp_last_step";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one (clock drift, a code typed as it turns). */
const TOTP_WINDOW = 1;
const ISSUER = "Fiable";

/** Where the secret of this installation comes from, for the boot log. */
export type AdminTotpSource = "environment" | "stored" | "generated";

let cached: { key: string; secret: string } | undefined;

/** A base32 secret as people paste it: spaces and padding dropped, upper case. */
export function normalizeBase32(value: string): string {
  return value.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();
}

/** The time step of `ms` (milliseconds since the epoch). */
export function totpStep(ms: number): number {
  return Math.floor(ms / (TOTP_PERIOD_SECONDS * 1000));
}

function otpOf(secret: string) {
  return createOTP(base32.decode(secret), { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/** The code of `secret` (base32) at `ms` — for the tests, which type what an authenticator shows. */
export function totpCodeAt(secret: string, ms: number): Promise<string> {
  return otpOf(normalizeBase32(secret)).hotp(totpStep(ms));
}

/** The `otpauth://` URI an authenticator app scans or imports. */
export function adminTotpUri(secret: string): string {
  let host = "localhost";
  try {
    host = new URL(appPublicUrl()).host;
  } catch {
    // PUBLIC_URL was validated at boot; keep the default label otherwise.
  }
  return otpOf(secret).url(ISSUER, `admin@${host}`);
}

function storedSecret(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const secret = (value as { secret?: unknown }).secret;
  return typeof secret === "string" && /^[A-Z2-7]{26,}$/.test(secret) ? secret : null;
}

/**
 * Makes sure this installation has an admin TOTP secret, and returns where it comes from.
 * Boot calls it once, right after ensureAdminPassword (server/app.ts); the login calls it
 * too. N processes starting together generate at most one secret: the first insert wins,
 * and only its process prints it.
 */
export async function ensureAdminTotpSecret(
  options: { print?: (message: string) => void } = {},
): Promise<AdminTotpSource> {
  const { ADMIN_TOTP_SECRET } = parseEnv();
  if (ADMIN_TOTP_SECRET) {
    cached = { key: "environment", secret: ADMIN_TOTP_SECRET };
    return "environment";
  }
  if (cached?.key === "stored") return "stored";

  const db = getDb();
  const read = async () => {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ADMIN_TOTP_META_KEY));
    return storedSecret(row?.value);
  };
  const stored = await read();
  if (stored) {
    cached = { key: "stored", secret: stored };
    return "stored";
  }

  // 160 bits, as RFC 4226 recommends: 32 base32 characters.
  const secret = base32.encode(randomBytes(20), { padding: false });
  const inserted = await db
    .insert(appMeta)
    .values({ key: ADMIN_TOTP_META_KEY, value: { secret } })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (inserted.length === 0) {
    // Another process generated one first: use (and never print) theirs.
    const theirs = await read();
    if (!theirs) throw new Error("admin TOTP secret missing from app_meta");
    cached = { key: "stored", secret: theirs };
    return "stored";
  }
  cached = { key: "stored", secret };
  (options.print ?? console.log)(generatedTotpNotice(secret));
  return "generated";
}

/** Forgets the secret this process read (tests that change ADMIN_TOTP_SECRET or app_meta). */
export function forgetAdminTotpSecret(): void {
  cached = undefined;
}

/** The one console message that ever shows a generated TOTP secret. */
export function generatedTotpNotice(secret: string): string {
  const grouped = secret.replace(/(.{4})/g, "$1 ").trim();
  return [
    "",
    "[fiable] ┌─ Administrator second factor ──────────────────────────────────────",
    "[fiable] │ /admin/login asks for the administrator password AND a 6-digit code.",
    "[fiable] │ No ADMIN_TOTP_SECRET is set, so a TOTP secret was generated. Add it to",
    "[fiable] │ an authenticator app (scan or paste the URI, or type the secret):",
    "[fiable] │",
    `[fiable] │     ${adminTotpUri(secret)}`,
    "[fiable] │",
    `[fiable] │     ${grouped}`,
    "[fiable] │",
    "[fiable] │ It is shown this once only. To choose your own, set ADMIN_TOTP_SECRET",
    "[fiable] │ (base32, 26 characters or more) in the environment and restart.",
    "[fiable] └────────────────────────────────────────────────────────────────────",
    "",
  ].join("\n");
}

/** What a code typed at the admin login turned out to be. */
export type AdminCodeCheck = "accepted" | "wrong" | "replayed";

/**
 * Checks a 6-digit code against the installation's secret at `at` (the server's clock):
 * the current step or one on either side. A right code is accepted only if its step is
 * later than the last one accepted — claimed in one statement, so two processes given the
 * same code accept it once between them.
 */
export async function verifyAdminTotp(code: string, at = nowMs()): Promise<AdminCodeCheck> {
  await ensureAdminTotpSecret();
  if (!cached || !/^\d{6}$/.test(code)) return "wrong";
  const otp = otpOf(cached.secret);
  const current = totpStep(at);
  let matched: number | null = null;
  // Every candidate is computed and compared, whichever matches: no early exit to time.
  for (let offset = -TOTP_WINDOW; offset <= TOTP_WINDOW; offset++) {
    const expected = await otp.hotp(current + offset);
    if (constantTimeEqual(code, expected) && matched === null) matched = current + offset;
  }
  if (matched === null) return "wrong";
  const claimed = await getDb()
    .insert(appMeta)
    .values({ key: ADMIN_TOTP_STEP_META_KEY, value: { step: matched } })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      setWhere: sql`(${appMeta.value}->>'step')::bigint < ${matched}`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0 ? "accepted" : "replayed";
}

function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
