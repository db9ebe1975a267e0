import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { signUpWithEmail } from "#app/features/auth/sign-up.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user, userActivityLogs } from "#db/schema.ts";
import { waitForMail } from "#tests/e2e/support/outbox.ts";
import { argsFor, cookieFrom, setupAccountsTest } from "./support.ts";

const env = setupAccountsTest();

async function userByEmail(email: string) {
  const [row] = await getDb().select().from(user).where(eq(user.email, email));
  return row;
}

describe("signUpWithEmail", () => {
  it("creates an unconfirmed account in the page's language and mails the confirmation link", async () => {
    const result = await signUpWithEmail(argsFor("/auth?lang=en"), {
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "secret1",
    });
    expect(result).toMatchObject({ ok: true, user: { email: "ada@example.com", emailVerified: false } });

    const row = await userByEmail("ada@example.com");
    expect(row).toMatchObject({ name: "Ada Lovelace", emailVerified: false, locale: "en", role: "user" });

    const mail = await waitForMail(env.dataDir, "ada@example.com");
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.body).toContain("Hello Ada Lovelace,");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email?token="));
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get("callbackURL")).toBe("/auth?verified=1");
  });

  it("writes the mail in French for a French page, as text and HTML", async () => {
    await signUpWithEmail(argsFor("/auth"), { name: "Camille", email: "camille@example.com", password: "secret1" });
    const mail = await waitForMail(env.dataDir, "camille@example.com");
    expect(mail.subject).toBe("Confirmez votre adresse email");
    expect(mail.body).toContain("Bonjour Camille,");
    expect(mail.body).toContain("Content-Type: text/plain");
    expect(mail.body).toContain("Content-Type: text/html");
    expect(mail.body).toContain("Confirmer mon email");
  });

  it("refuses an address already in use, whatever its case and spaces", async () => {
    await createUser({ email: "taken@example.com", password: "secret1" });
    const result = await signUpWithEmail(argsFor("/auth"), {
      name: "Someone",
      email: "  Taken@Example.com ",
      password: "another1",
    });
    expect(result).toMatchObject({ ok: false, status: 409, message: "auth.errors.alreadyRegistered", field: "email" });
    const rows = await getDb().select().from(user).where(eq(user.email, "taken@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a 5-character password and accepts a 6-character one", async () => {
    const short = await signUpWithEmail(argsFor("/auth"), {
      name: "Short",
      email: "short@example.com",
      password: "12345",
    });
    expect(short).toMatchObject({ ok: false, status: 422, message: "auth.errors.passwordTooShort", field: "password" });
    expect(await userByEmail("short@example.com")).toBeUndefined();

    const six = await signUpWithEmail(argsFor("/auth"), { name: "Six", email: "six@example.com", password: "123456" });
    expect(six.ok).toBe(true);
  });

  it("refuses a password longer than 128 characters", async () => {
    const result = await signUpWithEmail(argsFor("/auth"), {
      name: "Long",
      email: "long@example.com",
      password: "x".repeat(129),
    });
    expect(result).toMatchObject({ ok: false, message: "auth.errors.passwordTooLong" });
  });

  it("refuses a blank name", async () => {
    const result = await signUpWithEmail(argsFor("/auth"), {
      name: "   ",
      email: "blank@example.com",
      password: "secret1",
    });
    expect(result).toMatchObject({ ok: false, status: 422, message: "auth.errors.nameRequired", field: "name" });
    expect(await userByEmail("blank@example.com")).toBeUndefined();
  });

  it("refuses an invalid address", async () => {
    const result = await signUpWithEmail(argsFor("/auth"), { name: "X", email: "not-an-email", password: "secret1" });
    expect(result).toMatchObject({ ok: false, message: "auth.errors.emailInvalid", field: "email" });
  });

  it("trims the name and the e-mail (and lower-cases the e-mail)", async () => {
    const result = await signUpWithEmail(argsFor("/auth"), {
      name: "  Léa Dupont  ",
      email: "  Lea.Dupont@Example.COM  ",
      password: "secret1",
    });
    expect(result.ok).toBe(true);
    const row = await userByEmail("lea.dupont@example.com");
    expect(row?.name).toBe("Léa Dupont");
  });

  it("limits sign-ups per address: the 4th within the hour gets 429", async () => {
    const attempt = () =>
      signUpWithEmail(argsFor("/auth"), { name: "Again", email: "again@example.com", password: "secret1" });
    expect((await attempt()).ok).toBe(true);
    expect(await attempt()).toMatchObject({ status: 409 });
    expect(await attempt()).toMatchObject({ status: 409 });
    const fourth = await attempt();
    expect(fourth).toMatchObject({ ok: false, status: 429, message: "auth.errors.tooManyRequests" });
    if (fourth.ok) throw new Error("unreachable");
    expect(Number(fourth.headers?.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("the confirmation link", () => {
  it("confirms the address, signs the user in, lands on /auth (then /dashboard) and is logged", async () => {
    await signUpWithEmail(argsFor("/auth"), { name: "Grace Hopper", email: "grace@example.com", password: "secret1" });
    const mail = await waitForMail(env.dataDir, "grace@example.com");
    const link = mail.links.find((l) => l.includes("/verify-email"))!;

    const response = await getAuth().handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?verified=1");
    const cookie = cookieFrom(response.headers);
    expect(cookie).toContain("better-auth.session_token=");

    const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) });
    expect(session?.user.email).toBe("grace@example.com");
    expect(session?.user.emailVerified).toBe(true);

    const row = await userByEmail("grace@example.com");
    const logs = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, row!.id));
    expect(logs.map((l) => l.activityType).sort()).toEqual(["email_confirmed", "login"]);
    expect(logs[0]).toMatchObject({ userName: "Grace Hopper", userEmail: "grace@example.com" });
  });

  it("sends a dead link back to /auth with an error", async () => {
    const response = await getAuth().handler(
      new Request("http://localhost:3000/api/auth/verify-email?token=forged&callbackURL=%2Fauth%3Fverified%3D1"),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("verified")).toBe("1");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(cookieFrom(response.headers)).not.toContain("session_token");
  });
});
