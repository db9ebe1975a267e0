import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSession } from "#app/features/auth/auth.server.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { signOut } from "#app/features/auth/sign-out.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { session as sessionTable, userActivityLogs } from "#db/schema.ts";
import { readOutbox, waitForMail } from "#tests/e2e/support/outbox.ts";
import { argsFor, cookieFrom, freshIp, setupAccountsTest } from "./support.ts";

const env = setupAccountsTest();

async function signedIn(email: string, password: string) {
  const result = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

describe("signInWithEmail", () => {
  it("opens a session for the right password and logs the login", async () => {
    const user = await createUser({ name: "Ana", email: "ana@example.com", password: "secret1" });
    const result = await signInWithEmail(argsFor("/auth"), { email: "ana@example.com", password: "secret1" });
    expect(result).toMatchObject({ ok: true, user: { id: user.id, email: "ana@example.com" } });
    if (!result.ok) throw new Error("unreachable");
    const setCookie = result.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/better-auth\.session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await getSession(
      new Request("http://localhost:3000/", { headers: { Cookie: cookieFrom(result.headers) } }),
    );
    expect(session?.user.id).toBe(user.id);
    const logs = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, user.id));
    expect(logs.map((l) => l.activityType)).toEqual(["login"]);
  });

  it("refuses a wrong password and an unknown address with the same message", async () => {
    await createUser({ email: "bob@example.com", password: "secret1" });
    const wrong = await signInWithEmail(argsFor("/auth"), { email: "bob@example.com", password: "nope-nope" });
    const unknown = await signInWithEmail(argsFor("/auth"), { email: "nobody@example.com", password: "secret1" });
    expect(wrong).toMatchObject({ ok: false, status: 401, message: "auth.errors.invalidCredentials" });
    expect(unknown).toMatchObject({ ok: false, status: 401, message: "auth.errors.invalidCredentials" });
  });

  it("trims the address and ignores its case", async () => {
    await createUser({ email: "carla@example.com", password: "secret1" });
    const result = await signInWithEmail(argsFor("/auth"), { email: "  Carla@Example.com ", password: "secret1" });
    expect(result.ok).toBe(true);
  });

  it("answers the 4th fast failed sign-in for one address with 429, even from another IP and with the right password", async () => {
    await createUser({ email: "dan@example.com", password: "secret1" });
    for (let i = 1; i <= 3; i++) {
      const failure = await signInWithEmail(argsFor("/auth"), { email: "dan@example.com", password: `wrong-${i}` });
      expect(failure, `attempt ${i}`).toMatchObject({ ok: false, status: 401 });
    }
    const fourth = await signInWithEmail(argsFor("/auth"), { email: "DAN@example.com", password: "wrong-4" });
    expect(fourth).toMatchObject({ ok: false, status: 429, message: "auth.errors.tooManyRequests" });
    if (fourth.ok) throw new Error("unreachable");
    const retryAfter = Number(fourth.headers?.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const right = await signInWithEmail(argsFor("/auth"), { email: "dan@example.com", password: "secret1" });
    expect(right).toMatchObject({ ok: false, status: 429 });
  });

  it("does not count successful sign-ins", async () => {
    await createUser({ email: "eve@example.com", password: "secret1" });
    for (let i = 0; i < 5; i++) {
      expect((await signInWithEmail(argsFor("/auth"), { email: "eve@example.com", password: "secret1" })).ok).toBe(
        true,
      );
    }
    for (let i = 0; i < 2; i++) {
      await signInWithEmail(argsFor("/auth"), { email: "eve@example.com", password: "bad-password" });
    }
    expect((await signInWithEmail(argsFor("/auth"), { email: "eve@example.com", password: "secret1" })).ok).toBe(true);
  });

  // 31 sign-ins, each hashing a password (scrypt): slow on a busy 2-core machine.
  it("limits failures per IP across addresses", { timeout: 120_000 }, async () => {
    const ip = "203.0.113.77";
    let last: Awaited<ReturnType<typeof signInWithEmail>> | undefined;
    for (let i = 0; i < 31; i++) {
      last = await signInWithEmail(argsFor("/auth", { ip }), { email: `ip-${i}@example.com`, password: "whatever" });
    }
    expect(last).toMatchObject({ ok: false, status: 429 });
  });

  it("asks an unconfirmed user to confirm, and sends the link again", async () => {
    await createUser({ email: "fay@example.com", password: "secret1", emailVerified: false, locale: "en" });
    const before = (await readOutbox(env.dataDir)).length;
    const result = await signInWithEmail(argsFor("/auth"), { email: "fay@example.com", password: "secret1" });
    expect(result).toMatchObject({
      ok: false,
      status: 403,
      message: "auth.errors.emailNotConfirmed",
      detail: "auth.notices.verificationResent",
    });
    const mail = await waitForMail(env.dataDir, "fay@example.com", /Confirm/, { after: before });
    expect(mail.links.some((l) => l.includes("/api/auth/verify-email?token="))).toBe(true);
  });

  it("sends the link again at most 3 times an hour per address, and 10 per client address", {
    timeout: 120_000,
  }, async () => {
    const mailsTo = async (email: string) => (await readOutbox(env.dataDir)).filter((m) => m.to.includes(email)).length;
    await createUser({ email: "gil@example.com", password: "secret1", emailVerified: false });
    const details: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      // From a new client address each time: the per-address limit holds on its own.
      const result = await signInWithEmail(argsFor("/auth"), { email: "gil@example.com", password: "secret1" });
      expect(result).toMatchObject({ ok: false, status: 403, message: "auth.errors.emailNotConfirmed" });
      details.push((result as { detail?: unknown }).detail);
    }
    expect(details).toEqual([
      "auth.notices.verificationResent",
      "auth.notices.verificationResent",
      "auth.notices.verificationResent",
      undefined,
    ]);
    expect(await mailsTo("gil@example.com")).toBe(3);

    // One client address asking for 11 different accounts: the 11th gets no mail.
    const ip = freshIp();
    const results: unknown[] = [];
    for (let i = 0; i < 11; i++) {
      const email = `resend-${i}@example.com`;
      await createUser({ email, password: "secret1", emailVerified: false });
      const result = await signInWithEmail(argsFor("/auth", { ip }), { email, password: "secret1" });
      results.push((result as { detail?: unknown }).detail);
    }
    expect(results.filter((d) => d === "auth.notices.verificationResent")).toHaveLength(10);
    expect(results[10]).toBeUndefined();
    expect(await mailsTo("resend-10@example.com")).toBe(0);
  });
});

describe("sessions", () => {
  it("refuses the cookie of a signed-out session, and signing out logs it", async () => {
    const user = await createUser({ name: "Gus", email: "gus@example.com", password: "secret1" });
    const cookie = await signedIn("gus@example.com", "secret1");
    const page = () => new Request("http://localhost:3000/dashboard", { headers: { Cookie: cookie } });
    expect((await getSession(page()))?.user.id).toBe(user.id);

    const cleared = await signOut(argsFor("/sign-out", { cookie }));
    expect(cleared.getSetCookie().join("\n")).toMatch(/better-auth\.session_token=;.*Max-Age=0/);

    expect(await getSession(page())).toBeNull();
    const logs = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.userId, user.id));
    expect(logs.map((l) => l.activityType).sort()).toEqual(["login", "logout"]);
  });

  it("signs out every device of the user (global sign-out)", async () => {
    const user = await createUser({ email: "hal@example.com", password: "secret1" });
    const laptop = await signedIn("hal@example.com", "secret1");
    const phone = await signedIn("hal@example.com", "secret1");
    await signOut(argsFor("/sign-out", { cookie: laptop }));
    expect(await getSession(new Request("http://localhost:3000/", { headers: { Cookie: phone } }))).toBeNull();
    const left = await getDb().select().from(sessionTable).where(eq(sessionTable.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it("sign-out without a session still clears the cookies and does not fail", async () => {
    const cleared = await signOut(argsFor("/sign-out", { cookie: "better-auth.session_token=forged.value" }));
    expect(cleared.getSetCookie().length).toBeGreaterThan(0);
  });

  it("requireUser sends a visitor without a session to /auth, and an ended session with a message", async () => {
    const anonymous = await requireUser(new Request("http://localhost:3000/dashboard/settings")).catch((r) => r);
    expect(anonymous).toBeInstanceOf(Response);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%2Fsettings");

    const dashboard = await requireUser(new Request("http://localhost:3000/dashboard")).catch((r) => r);
    expect(dashboard.headers.get("Location")).toBe("/auth");

    await createUser({ email: "ivy@example.com", password: "secret1" });
    const cookie = await signedIn("ivy@example.com", "secret1");
    await signOut(argsFor("/sign-out", { cookie }));
    const expired = await requireUser(
      new Request("http://localhost:3000/dashboard", { headers: { Cookie: cookie } }),
    ).catch((r) => r);
    expect(expired.headers.get("Location")).toBe("/auth?expired=1");
    expect(expired.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/);
  });
});
