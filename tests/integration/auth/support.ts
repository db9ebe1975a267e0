// Helpers of the accounts integration tests: requests as a browser would send them, and
// the cookies better-auth answers with.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import type { AuthArgs } from "#app/features/auth/auth-call.server.ts";
import { type AuthActionData, handleAuthAction } from "#app/features/auth/auth-page.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { cookieFrom } from "#tests/setup/cookies.ts";
import { withTestDatabase } from "#tests/setup/database.ts";
import { quietOutbox } from "#tests/setup/quiet-outbox.ts";

export const PUBLIC_URL = "http://localhost:3000";

let ipCounter = 0;
/** A fresh client address, so that one test's attempts never count against another's. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

/** Loader/action arguments for `path`, with `cookie` and a client address. */
export function argsFor(
  path: string,
  { cookie, ip = freshIp(), method = "POST" }: { cookie?: string; ip?: string; method?: string } = {},
): AuthArgs {
  const headers = new Headers({ "User-Agent": "vitest" });
  if (cookie) headers.set("Cookie", cookie);
  return { request: new Request(`${PUBLIC_URL}${path}`, { method, headers }), context: { clientIp: ip } };
}

/** A form post to `path`, as a browser on this site sends it. */
export function formArgs(
  path: string,
  fields: Record<string, string>,
  {
    cookie,
    ip = freshIp(),
    origin = PUBLIC_URL,
    userAgent,
  }: { cookie?: string; ip?: string; origin?: string; userAgent?: string } = {},
): AuthArgs & { context: { clientIp: string; publicUrl: string } } {
  const headers = new Headers({ Origin: origin, "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  if (userAgent) headers.set("User-Agent", userAgent);
  return {
    request: new Request(`${PUBLIC_URL}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields).toString(),
    }),
    context: { clientIp: ip, publicUrl: PUBLIC_URL },
  };
}

type DataResult = { data: AuthActionData; init: ResponseInit | null };

/** The /auth action's answer to a form post: a thrown redirect (Response) or data with its status and headers. */
export async function postAuthAction(
  path: string,
  fields: Record<string, string>,
  options: Parameters<typeof formArgs>[2] = {},
) {
  try {
    const result = (await handleAuthAction(formArgs(path, fields, options))) as unknown as DataResult;
    return {
      kind: "data" as const,
      data: result.data,
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: "response" as const, response: thrown };
    const data = thrown as { data?: unknown; init?: ResponseInit };
    return { kind: "thrown" as const, status: data.init?.status };
  }
}

export { cookieFrom };

/**
 * Call at the top of a test file: a fresh database, a temporary DATA_DIR (whose outbox
 * receives the mails), and the better-auth instance of the file's process.
 */
export function setupAccountsTest(): { readonly dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "fiable-auth-test-"));
  process.env.DATA_DIR = dataDir;
  process.env.BETTER_AUTH_SECRET ??= "test-secret-of-the-accounts-suite-0123456789";
  withTestDatabase();
  beforeAll(() => {
    getAuth(PUBLIC_URL);
  });
  quietOutbox();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

/** Signs in with an email and its password as the sign-in form does; the session's Cookie header. */
export async function signedIn(email: string, password: string): Promise<string> {
  const result = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}
