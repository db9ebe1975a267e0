// Helpers of the administration tests: requests as the browser sends them to the
// admin routes, an admin session, and a signed-in account.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { handleAdminLogin } from "#app/features/admin/admin-login.server.ts";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { advanceClock, nowMs } from "#app/lib/clock.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user as userTable } from "#db/schema.ts";
import { cookieFrom } from "#tests/setup/cookies.ts";
import { withTestDatabase } from "#tests/setup/database.ts";
import { quietOutbox } from "#tests/setup/quiet-outbox.ts";
import { TEST_ADMIN_TOTP_SECRET, totpAt } from "#tests/setup/totp.ts";

export const PUBLIC_URL = "http://localhost:3000";
export const ADMIN_PASSWORD = "test-admin-password-0123";

let ipCounter = 0;
/** A fresh client address, so that one test's attempts never count against another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter % 250}`;
}

/** What the Hono server hands to loaders and actions. */
export function contextFor(ip = freshIp()) {
  return {
    clientIp: ip,
    publicUrl: PUBLIC_URL,
    requestId: "test",
    cspNonce: "",
    env: parseEnv(),
  };
}

export function getRequest(path: string, cookie?: string): Request {
  const headers = new Headers({ "User-Agent": "vitest" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${PUBLIC_URL}${path}`, { headers });
}

/** A form post from a page of this site. */
export function postRequest(
  path: string,
  fields: Record<string, string>,
  { cookie, origin = PUBLIC_URL }: { cookie?: string; origin?: string } = {},
): Request {
  const headers = new Headers({ Origin: origin, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${PUBLIC_URL}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

export { cookieFrom };

/**
 * The code the admin authenticator shows now, in a time step no code was used in yet: each
 * step's code is accepted once, so the server's clock first moves on one step.
 */
export function adminCode(): string {
  advanceClock(30_000);
  return totpAt(nowMs());
}

/** Signs in with the admin password and a fresh code; returns the admin cookie. */
export async function adminCookie(): Promise<string> {
  const form = new FormData();
  form.set("password", ADMIN_PASSWORD);
  form.set("code", adminCode());
  form.set("js", "1");
  const outcome = await handleAdminLogin(
    { request: postRequest("/admin/login", {}), context: { clientIp: freshIp() } },
    form,
  );
  if (outcome.reply.outcome !== "signed-in") throw new Error(`admin login failed: ${outcome.reply.outcome}`);
  return cookieFrom(outcome.headers);
}

/**
 * A user with a password, signed in: its better-auth session cookie. `twoFactor` turns
 * two-factor sign-in on once signed in (as the settings' enrolment does), which an admin-role
 * account needs to open the console.
 */
export async function signedInUser(role: "user" | "admin" = "user", { twoFactor = false } = {}) {
  const password = "secret-password";
  const user = await createUser({ password, role });
  const result = await signInWithEmail(
    { request: postRequest("/auth", {}), context: { clientIp: freshIp() } },
    { email: user.email, password },
  );
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  if (twoFactor) await getDb().update(userTable).set({ twoFactorEnabled: true }).where(eq(userTable.id, user.id));
  return { user, cookie: cookieFrom(result.headers) };
}

/**
 * Call at the top of a test file: a fresh database, a temporary DATA_DIR (media store,
 * outbox), the admin password and TOTP secret in the environment and the better-auth instance.
 */
export function setupAdminTest(): { readonly dataDir: string; readonly database: { readonly url: string } } {
  const dataDir = mkdtempSync(join(tmpdir(), "fiable-admin-test-"));
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
  process.env.ADMIN_TOTP_SECRET = TEST_ADMIN_TOTP_SECRET;
  process.env.BETTER_AUTH_SECRET ??= "test-secret-of-the-admin-suite-0123456789";
  const database = withTestDatabase();
  beforeAll(() => {
    getAuth(PUBLIC_URL);
  });
  quietOutbox();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, database };
}

/** The status a loader or action answered with, whether it returned or threw it. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<{
  status: number;
  location: string | null;
  setCookie: string[];
  data: unknown;
}> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("Location"),
      setCookie: value.headers.getSetCookie(),
      data: null,
    };
  }
  // react-router's data(): { type: "DataWithResponseInit", data, init }
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, location: headers.get("Location"), setCookie: headers.getSetCookie(), data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, setCookie: [], data: value };
}
