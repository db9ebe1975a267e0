// The shared admin login of the e2e server (tests/e2e/support/server.ts): the password and
// the authenticator's code, computed here as an authenticator app would.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { lock } from "proper-lockfile";
import { totpAt } from "#tests/setup/totp.ts";

/** ADMIN_PASSWORD of the e2e server (its ADMIN_TOTP_SECRET is TEST_ADMIN_TOTP_SECRET). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

/**
 * A code no sign-in has used yet. Each code is accepted once, and every worker signs in as
 * the same administrator: the server's clock (decision 017, POST /__test/clock) moves on one
 * 30-second step, and the code is that of the server's new time.
 */
export async function freshAdminCode(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/__test/clock", { data: { seconds: 30 } });
  expect(answer.status()).toBe(200);
  const { now } = (await answer.json()) as { now: string };
  return totpAt(Date.parse(now));
}

/**
 * Types a fresh code and presses the sign-in button of an admin login form whose password is
 * typed, until `signedIn` holds. Another worker may take a later step between this one's
 * code and its post (its code then counts as used): a « Code incorrect » is answered by a new
 * code, at most twice.
 */
export async function submitAdminCode(
  page: Page,
  signedIn: () => Promise<unknown>,
  options: { codeLabel?: string; button?: string; wrongCode?: string } = {},
): Promise<void> {
  await withAdminLoginLock(() => submitAdminCodeAlone(page, signedIn, options));
}

/**
 * Runs one administrator sign-in (a code taken and posted) while no other worker does: a code
 * another worker's clock step made stale is a wrong code to the server, and five of them in
 * ten minutes lock the shared administrator out (RATE_LIMITS["admin.code.shared"]) for every
 * later test of the run.
 */
export async function withAdminLoginLock<T>(signIn: () => Promise<T>): Promise<T> {
  const release = await lock(ADMIN_LOGIN_LOCK, {
    realpath: false,
    stale: 30_000,
    retries: { retries: 600, minTimeout: 50, maxTimeout: 200 },
  });
  try {
    return await signIn();
  } finally {
    await release();
  }
}

/** The lock file of the admin sign-ins of this run's e2e server (one per port). */
const ADMIN_LOGIN_LOCK = (() => {
  const dir = join("test-results", "locks");
  mkdirSync(dir, { recursive: true });
  return join(dir, `admin-login-${process.env.E2E_PORT ?? "3210"}`);
})();

async function submitAdminCodeAlone(
  page: Page,
  signedIn: () => Promise<unknown>,
  { codeLabel = "Code de vérification", button = "Se connecter", wrongCode = "❌ Code incorrect" } = {},
): Promise<void> {
  const code = page.getByLabel(codeLabel, { exact: true });
  for (let attempt = 1; attempt <= 3; attempt++) {
    await code.fill(await freshAdminCode(page.request));
    await page.getByRole("button", { name: button }).click();
    // A refused code empties the field (the password stays): that, not an alert left from
    // an earlier attempt, says this attempt was refused.
    const refused = async () => {
      await expect(code).toHaveValue("");
      await expect(page.getByRole("alert").filter({ hasText: wrongCode })).toBeVisible();
    };
    const outcome = await Promise.race([
      signedIn().then(
        () => "in",
        () => "timeout",
      ),
      refused().then(
        () => "refused",
        () => "timeout",
      ),
    ]);
    if (outcome !== "refused") break;
  }
  await signedIn();
}

/** Signs in at `path` (/admin/login by default) once React has hydrated the form, and waits for `arrival`. */
export async function signInAsAdmin(
  page: Page,
  { path = "/admin/login", arrival = /\/admin$/ }: { path?: string; arrival?: RegExp } = {},
): Promise<void> {
  await page.goto(path);
  await expect(page.locator('input[name="js"][value="1"]').first()).toBeAttached();
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await submitAdminCode(page, () => expect(page).toHaveURL(arrival));
}
