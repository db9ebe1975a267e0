import { describe, expect, it } from "vitest";
import { getAuth, getSession } from "#app/features/auth/auth.server.ts";
import { requestPasswordReset, resetPassword } from "#app/features/auth/password-reset.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { createUser } from "#db/factories/users.ts";
import { readOutbox, waitForMail } from "#tests/e2e/support/outbox.ts";
import { argsFor, cookieFrom, setupAccountsTest } from "./support.ts";

const env = setupAccountsTest();

/** Follows the link of the newest reset mail to `email`: the token /auth receives. */
async function tokenFromResetMail(email: string): Promise<string> {
  const mail = await waitForMail(env.dataDir, email, /mot de passe|password/i);
  const link = mail.links.find((l) => l.includes("/api/auth/reset-password/"));
  if (!link) throw new Error("no reset link in the mail");
  const response = await getAuth().handler(new Request(link));
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location")!, "http://localhost:3000");
  expect(location.pathname).toBe("/auth");
  expect(location.searchParams.get("mode")).toBe("reset");
  return location.searchParams.get("token")!;
}

describe("password reset", () => {
  it("mails a link back to /auth; the new password works and the old one no longer does", async () => {
    await createUser({ name: "Jo", email: "jo@example.com", password: "old-secret", locale: "fr" });
    const asked = await requestPasswordReset(argsFor("/auth"), "  Jo@Example.com ");
    expect(asked).toEqual({ ok: true });

    const mail = await waitForMail(env.dataDir, "jo@example.com");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    const token = await tokenFromResetMail("jo@example.com");

    expect(await resetPassword(argsFor("/auth?mode=reset"), { token, password: "new-secret" })).toEqual({ ok: true });

    const old = await signInWithEmail(argsFor("/auth"), { email: "jo@example.com", password: "old-secret" });
    expect(old).toMatchObject({ ok: false, message: "auth.errors.invalidCredentials" });
    const fresh = await signInWithEmail(argsFor("/auth"), { email: "jo@example.com", password: "new-secret" });
    expect(fresh.ok).toBe(true);
  });

  it("writes the mail in English for an English-speaking user", async () => {
    await createUser({ email: "kim@example.com", password: "old-secret", locale: "en" });
    await requestPasswordReset(argsFor("/auth"), "kim@example.com");
    const mail = await waitForMail(env.dataDir, "kim@example.com");
    expect(mail.subject).toBe("Reset your password");
    expect(mail.body).toContain("Choose a new password");
  });

  it("uses a link once, and ends the sessions open before the reset", async () => {
    await createUser({ email: "lou@example.com", password: "old-secret" });
    const before = await signInWithEmail(argsFor("/auth"), { email: "lou@example.com", password: "old-secret" });
    if (!before.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(before.headers);

    await requestPasswordReset(argsFor("/auth"), "lou@example.com");
    const token = await tokenFromResetMail("lou@example.com");
    expect((await resetPassword(argsFor("/auth"), { token, password: "new-secret" })).ok).toBe(true);
    expect(await resetPassword(argsFor("/auth"), { token, password: "other-secret" })).toMatchObject({
      ok: false,
      message: "auth.errors.resetLinkInvalid",
    });
    expect(await getSession(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("refuses a forged token and a 5-character password", async () => {
    expect(await resetPassword(argsFor("/auth"), { token: "forged-token", password: "secret1" })).toMatchObject({
      ok: false,
      message: "auth.errors.resetLinkInvalid",
    });
    await createUser({ email: "max@example.com", password: "old-secret" });
    await requestPasswordReset(argsFor("/auth"), "max@example.com");
    const token = await tokenFromResetMail("max@example.com");
    expect(await resetPassword(argsFor("/auth"), { token, password: "12345" })).toMatchObject({
      ok: false,
      message: "auth.errors.passwordTooShort",
    });
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const before = (await readOutbox(env.dataDir)).length;
    expect(await requestPasswordReset(argsFor("/auth"), "ghost@example.com")).toEqual({ ok: true });
    expect(await readOutbox(env.dataDir)).toHaveLength(before);
  });

  it("limits requests per address", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await requestPasswordReset(argsFor("/auth"), "spam@example.com"));
    expect(results.slice(0, 3).every((r) => r.ok)).toBe(true);
    expect(results[3]).toMatchObject({ ok: false, status: 429, message: "auth.errors.tooManyRequests" });
  });
});
