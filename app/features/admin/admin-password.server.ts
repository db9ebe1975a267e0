import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { parseEnv } from "#app/lib/env.server.ts";
import { getDb } from "#db/client.server.ts";
import { appMeta } from "#db/schema.ts";

/*
 * The shared administrator password (decision 007). It never reaches the browser: the
 * login form posts it, the server compares it in constant time with a scrypt hash.
 *
 * - ADMIN_PASSWORD set: that password (its hash is computed once per process and kept in
 *   memory only).
 * - Not set: a random password is generated on the first start, printed once on the
 *   console with how to change it, and only its hash is kept (app_meta
 *   `admin_password_hash`). Setting ADMIN_PASSWORD later takes precedence.
 */

/** app_meta key of the generated password's hash. */
export const ADMIN_PASSWORD_META_KEY = "admin_password_hash";

// scrypt with the cost OWASP recommends as a minimum (N=2^17 is better but takes 128 MB per
// attempt; 2^15 × r=8 is 32 MB and ~60 ms here, and attempts are rate limited).
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt>$<key>` (base64url). */
export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` matches `stored` (a hash of hashAdminPassword), in constant time. */
export async function verifyAdminPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What the password of this installation is, for the boot log. */
export type AdminPasswordSource = "environment" | "stored" | "generated";

let current: { key: string; hash: string } | undefined;

function fingerprint(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * Makes sure this installation has an admin password, and returns where it comes from.
 * The boot sequence calls it once (server/app.ts, after the migrations); the login calls
 * it too, so the first attempt works even if boot did not. N processes starting together
 * generate at most one password: the first insert wins, and only its process prints it.
 */
export async function ensureAdminPassword(
  options: { print?: (message: string) => void } = {},
): Promise<AdminPasswordSource> {
  const { ADMIN_PASSWORD } = parseEnv();
  if (ADMIN_PASSWORD) {
    const key = `environment:${fingerprint(ADMIN_PASSWORD)}`;
    if (current?.key !== key) current = { key, hash: await hashAdminPassword(ADMIN_PASSWORD) };
    return "environment";
  }
  if (current?.key === "stored") return "stored";

  const db = getDb();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ADMIN_PASSWORD_META_KEY));
  const stored = storedHash(row?.value);
  if (stored) {
    current = { key: "stored", hash: stored };
    return "stored";
  }

  // 24 characters from a 64-letter alphabet: 144 bits.
  const password = randomBytes(18).toString("base64url");
  const hash = await hashAdminPassword(password);
  const inserted = await db
    .insert(appMeta)
    .values({ key: ADMIN_PASSWORD_META_KEY, value: { hash } })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (inserted.length === 0) {
    // Another process generated one first: use (and never print) theirs.
    const [winner] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, ADMIN_PASSWORD_META_KEY));
    const theirs = storedHash(winner?.value);
    if (!theirs) throw new Error("admin password hash missing from app_meta");
    current = { key: "stored", hash: theirs };
    return "stored";
  }
  current = { key: "stored", hash };
  (options.print ?? console.log)(generatedPasswordNotice(password));
  return "generated";
}

function storedHash(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const hash = (value as { hash?: unknown }).hash;
  return typeof hash === "string" && hash.startsWith("scrypt$") ? hash : null;
}

/** The one console message that ever shows a generated password. */
export function generatedPasswordNotice(password: string): string {
  return [
    "",
    "[fiable] ┌─ Administrator password ───────────────────────────────────────────",
    "[fiable] │ No ADMIN_PASSWORD is set, so one was generated for /admin/login:",
    "[fiable] │",
    `[fiable] │     ${password}`,
    "[fiable] │",
    "[fiable] │ It is shown this once only: Fiable keeps nothing but its hash.",
    "[fiable] │ To choose your own, set ADMIN_PASSWORD (8 characters or more) in the",
    "[fiable] │ environment and restart; it then replaces this one.",
    "[fiable] │ To let an account in instead: npm run admin:grant -- you@example.com",
    "[fiable] └────────────────────────────────────────────────────────────────────",
    "",
  ].join("\n");
}

/** Whether `password` is the administrator password. */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  await ensureAdminPassword();
  if (!current) return false;
  return verifyAdminPasswordHash(password, current.hash);
}
