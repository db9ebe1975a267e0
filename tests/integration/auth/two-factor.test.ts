import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLOSED_HTTP_PATHS, getAuth, getSession } from "#app/features/auth/auth.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import {
  completeSignInWithCode,
  confirmEnrolment,
  normalizeCode,
  startEnrolment,
  verifySecondFactorCode,
} from "#app/features/auth/two-factor.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user as userTable } from "#db/schema.ts";
import { argsFor, cookieFrom, PUBLIC_URL, postAuthAction, setupAccountsTest } from "./support.ts";

setupAccountsTest();

/**
 * Two-factor sign-in (decision 035): which of better-auth's HTTP paths stay open, the code
 * step after a password and after a link, and the limit of 5 wrong codes per 10 minutes.
 */

/**
 * Every path better-auth answers over HTTP that is NOT closed. A new endpoint (a plugin, an
 * upgrade) fails this list until someone decides whether browsers may reach it around the
 * app's actions and limiter.
 */
const OPEN_PATHS = [
  "/callback/:id", // Google / LinkedIn come back here (then two-factor-gate.server.ts)
  "/get-session",
  "/verify-email", // the confirmation link of a mail (then two-factor-gate.server.ts)
  "/reset-password/:token", // the link of a reset mail: only checks the token and redirects
  "/ok",
  "/error",
].sort();

function api(path: string, init: RequestInit = {}) {
  return getAuth().handler(new Request(`${PUBLIC_URL}/api/auth${path}`, init));
}

async function enrolledUser(email: string) {
  const password = "secret-password";
  await createUser({ name: "Tess", email, password });
  const signedIn = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!signedIn.ok || signedIn.twoFactor) throw new Error("sign-in failed");
  let cookie = cookieFrom(signedIn.headers);
  const current = await getSession(argsFor("/dashboard/settings", { cookie }).request);
  if (!current) throw new Error("no session");
  const enrolment = await startEnrolment(argsFor("/dashboard/settings", { cookie }), current, password);
  if (!enrolment.ok) throw new Error(`enrolment: ${enrolment.message}`);
  const secret = base32.decode(new URL(enrolment.uri).searchParams.get("secret") ?? "");
  const totp = () => createOTP(secret).totp();
  const confirmed = await confirmEnrolment(argsFor("/dashboard/settings", { cookie }), current, await totp());
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.message}`);
  cookie = cookieFrom(confirmed.headers);
  return { email, password, totp, backupCodes: confirmed.backupCodes, cookie };
}

describe("better-auth's HTTP surface", () => {
  it("lists every open path; a new endpoint fails until it is closed or added here", () => {
    const endpoints = Object.values(getAuth().api as Record<string, { path?: string }>);
    const httpPaths = endpoints.map((endpoint) => endpoint.path).filter((path): path is string => Boolean(path));
    const open = httpPaths.filter((path) => !CLOSED_HTTP_PATHS.includes(path)).sort();
    expect(open).toEqual(OPEN_PATHS);
  });

  it("answers 404 on every closed path, the two-factor and passkey ones included", async () => {
    for (const path of CLOSED_HTTP_PATHS) {
      for (const method of ["GET", "POST"]) {
        const response = await api(path, {
          method,
          headers: { "Content-Type": "application/json", Origin: PUBLIC_URL },
          ...(method === "POST" ? { body: JSON.stringify({ code: "123456", password: "x" }) } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});

describe("the code step", () => {
  it("reads a code as typed", () => {
    expect(normalizeCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(normalizeCode("abcde-12345")).toEqual({ kind: "backup", code: "abcde-12345" });
    expect(normalizeCode("abcde12345")).toEqual({ kind: "backup", code: "abcde-12345" });
    expect(normalizeCode("12345")).toBeNull();
    expect(normalizeCode("<script>")).toBeNull();
  });

  it("a right password opens no session while two-factor is on: the code does", async () => {
    const who = await enrolledUser("tess.password@example.com");
    const first = await postAuthAction("/auth", {
      intent: "sign-in",
      js: "1",
      email: who.email,
      password: who.password,
    });
    expect(first.kind).toBe("data");
    if (first.kind !== "data") return;
    expect(first.data).toMatchObject({ status: "two-factor", to: "/auth?mode=two-factor" });
    const stepCookie = cookieFrom(first.headers);
    expect(stepCookie).toMatch(/better-auth\.two_factor=/);
    expect(stepCookie).not.toMatch(/session_token=[^;]/);

    const wrong = await postAuthAction(
      "/auth",
      { intent: "two-factor", js: "1", code: "000000" },
      { cookie: stepCookie },
    );
    expect(wrong.kind === "data" && wrong.status).toBe(401);

    const right = await postAuthAction(
      "/auth",
      { intent: "two-factor", js: "1", code: await who.totp() },
      { cookie: stepCookie },
    );
    expect(right.kind).toBe("data");
    if (right.kind !== "data") return;
    expect(right.data).toMatchObject({ intent: "two-factor", status: "success" });
    const session = await getSession(argsFor("/dashboard", { cookie: cookieFrom(right.headers) }).request);
    expect(session?.user.email).toBe(who.email);
  });

  it("a backup code works once", async () => {
    const who = await enrolledUser("tess.backup@example.com");
    expect(who.backupCodes).toHaveLength(10);
    const code = who.backupCodes[0] ?? "";
    for (const expected of [true, false]) {
      const step = await signInWithEmail(argsFor("/auth"), { email: who.email, password: who.password });
      if (!step.ok || !step.twoFactor) throw new Error("no code step");
      const result = await completeSignInWithCode(argsFor("/auth", { cookie: cookieFrom(step.headers) }), {
        code,
        trustDevice: false,
      });
      expect(result.ok).toBe(expected);
      if (!result.ok) expect(result.message).toBe("auth.errors.twoFactorCodeInvalid");
    }
  });

  it("refuses the 6th wrong code within 10 minutes with 'Trop de tentatives', even with the right one", async () => {
    const who = await enrolledUser("tess.limit@example.com");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // A new sign-in each time: the plugin's own step allows 5 tries, the account's limit spans steps.
      const step = await signInWithEmail(argsFor("/auth"), { email: who.email, password: who.password });
      if (!step.ok || !step.twoFactor) throw new Error("no code step");
      const code = attempt === 5 ? await who.totp() : "000000";
      const result = await completeSignInWithCode(argsFor("/auth", { cookie: cookieFrom(step.headers) }), {
        code,
        trustDevice: false,
      });
      statuses.push(result.ok ? 200 : result.status);
      if (attempt === 5 && !result.ok) expect(result.message).toBe("auth.errors.tooManyRequests");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("a confirmation link asks for the code too (the same step as a password)", async () => {
    const who = await enrolledUser("tess.link@example.com");
    await getDb().update(userTable).set({ emailVerified: false }).where(eq(userTable.email, who.email));
    const token = await createEmailVerificationToken(process.env.BETTER_AUTH_SECRET ?? "", who.email);
    const response = await api(`/verify-email?token=${token}&callbackURL=%2Fdashboard`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?mode=two-factor");
    const cookie = cookieFrom(response.headers);
    expect(cookie).toMatch(/better-auth\.two_factor=/);
    expect(cookie).not.toMatch(/session_token=[^;]/);
    const result = await completeSignInWithCode(argsFor("/auth", { cookie }), {
      code: await who.totp(),
      trustDevice: false,
    });
    expect(result.ok).toBe(true);
  });

  it("checks a signed-in user's code before a sensitive change", async () => {
    const who = await enrolledUser("tess.sensitive@example.com");
    const request = argsFor("/dashboard/settings", { cookie: who.cookie }).request;
    const [row] = await getDb().select({ id: userTable.id }).from(userTable).where(eq(userTable.email, who.email));
    const userId = row?.id ?? "";
    expect(await verifySecondFactorCode({ request }, userId, "000000")).toBe("invalid");
    expect(await verifySecondFactorCode({ request }, userId, await who.totp())).toBe("ok");
    expect(await verifySecondFactorCode({ request }, userId, who.backupCodes[1] ?? "")).toBe("ok");
    expect(await verifySecondFactorCode({ request }, userId, who.backupCodes[1] ?? "")).toBe("invalid");
  });
});
