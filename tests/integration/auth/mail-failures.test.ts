import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { changeEmail } from "#app/features/auth/account-settings.server.ts";
import { getSession } from "#app/features/auth/auth.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user as userTable } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { argsFor, cookieFrom, postAuthAction, setupAccountsTest } from "./support.ts";

/*
 * A mail server that refuses every connection: better-auth catches what its mail callbacks
 * throw, so without the app's own check these sends would all answer as successes.
 */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;

const env = setupAccountsTest();

// better-auth logs the failed send: expected here.
vi.spyOn(console, "error").mockImplementation(() => {});

describe("when the mail cannot be sent", () => {
  it("a password reset answers 'Erreur lors de l'envoi de l'email', not 'Email envoyé !'", async () => {
    await createUser({ email: "mael@example.com", password: "secret1" });
    const result = await postAuthAction("/auth", { intent: "forgot-password", js: "1", email: "mael@example.com" });
    expect(result).toMatchObject({
      kind: "data",
      status: 502,
      data: { intent: "forgot-password", status: "error", message: "auth.errors.resetSendFailed" },
    });
    expect(await readOutbox(env.dataDir)).toEqual([]);
  });

  it("a sign-up says the confirmation mail did not leave, keeps the account and turns to sign-in", async () => {
    const result = await postAuthAction("/auth?mode=signup", {
      intent: "sign-up",
      js: "1",
      name: "Nils",
      email: "nils@example.com",
      password: "secret1",
    });
    expect(result).toMatchObject({
      kind: "data",
      status: 502,
      data: {
        intent: "sign-up",
        status: "error",
        message: "auth.errors.verificationSendFailed",
        switchTo: "signin",
        email: "nils@example.com",
      },
    });
    const [account] = await getDb().select().from(userTable).where(eq(userTable.email, "nils@example.com"));
    expect(account).toMatchObject({ name: "Nils", emailVerified: false });

    // Signing in later is how the link is sent again: this time it fails too, and the page
    // must not claim it was sent.
    const signIn = await signInWithEmail(argsFor("/auth"), { email: "nils@example.com", password: "secret1" });
    expect(signIn).toMatchObject({ ok: false, message: "auth.errors.emailNotConfirmed" });
    expect(signIn).not.toHaveProperty("detail");
  });

  it("a change of e-mail says the link could not be sent", async () => {
    await createUser({ email: "oda@example.com", password: "secret1" });
    const signedIn = await signInWithEmail(argsFor("/auth"), { email: "oda@example.com", password: "secret1" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(signedIn.headers);
    const args = argsFor("/dashboard/settings", { cookie });
    const current = await getSession(args.request);
    const result = await changeEmail(
      args,
      current!,
      { newEmail: "oda.new@example.com", currentPassword: "secret1" },
      { hasPassword: true },
    );
    expect(result).toMatchObject({ ok: false, status: 502, message: "auth.errors.mailSendFailed" });
  });
});
