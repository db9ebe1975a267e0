import { describe, expect, it } from "vitest";
import { type AuthActionData, authPageState, handleAuthAction } from "#app/features/auth/auth-page.server.ts";
import { createUser } from "#tests/factories/users.ts";
import { cookieFrom, formArgs, PUBLIC_URL, setupAccountsTest } from "./support.ts";

setupAccountsTest();

type DataResult = { data: AuthActionData; init: ResponseInit | null };

/** The action's answer: a thrown redirect (Response) or data with its status and headers. */
async function post(path: string, fields: Record<string, string>, options: Parameters<typeof formArgs>[2] = {}) {
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

describe("the /auth action", () => {
  it("without JavaScript, signs in with a plain redirect carrying the session cookie", async () => {
    await createUser({ email: "olga@example.com", password: "secret1" });
    const result = await post("/auth", { intent: "sign-in", js: "0", email: "olga@example.com", password: "secret1" });
    if (result.kind !== "response") throw new Error(`expected a redirect, got ${result.kind}`);
    expect(result.response.status).toBe(302);
    expect(result.response.headers.get("Location")).toBe("/dashboard");
    expect(cookieFrom(result.response.headers)).toContain("better-auth.session_token=");
  });

  it("with JavaScript, answers data and the cookie (the page waits a second before /dashboard)", async () => {
    await createUser({ email: "pia@example.com", password: "secret1" });
    const result = await post("/auth", {
      intent: "sign-in",
      js: "1",
      email: "pia@example.com",
      password: "secret1",
      redirectTo: "/contact-dashboard",
    });
    if (result.kind !== "data") throw new Error(`expected data, got ${result.kind}`);
    expect(result.data).toEqual({ intent: "sign-in", status: "success", redirectTo: "/contact-dashboard" });
    expect(cookieFrom(result.headers)).toContain("better-auth.session_token=");
  });

  it("never redirects to another site after signing in", async () => {
    await createUser({ email: "quinn@example.com", password: "secret1" });
    for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example", "/auth"]) {
      const result = await post("/auth", {
        intent: "sign-in",
        js: "0",
        email: "quinn@example.com",
        password: "secret1",
        redirectTo,
      });
      if (result.kind !== "response") throw new Error("expected a redirect");
      expect(result.response.headers.get("Location"), redirectTo).toBe("/dashboard");
    }
  });

  it("refuses a form posted from another site", async () => {
    const result = await post(
      "/auth",
      { intent: "sign-in", email: "a@example.com", password: "secret1" },
      { origin: "https://evil.example" },
    );
    expect(result).toMatchObject({ kind: "thrown", status: 403 });
  });

  it("keeps the e-mail but not the password after a wrong password", async () => {
    await createUser({ email: "rex@example.com", password: "secret1" });
    const result = await post("/auth", { intent: "sign-in", js: "1", email: "rex@example.com", password: "wrong-one" });
    if (result.kind !== "data" || result.data.status !== "error") throw new Error("expected an error");
    expect(result.status).toBe(401);
    expect(result.data.message).toBe("auth.errors.invalidCredentials");
    expect(result.data.reply.initialValue).toMatchObject({ email: "rex@example.com" });
    expect(JSON.stringify(result.data)).not.toContain("wrong-one");
  });

  it("answers the 4th failed sign-in with 429, Retry-After and the spec's message", async () => {
    await createUser({ email: "sam@example.com", password: "secret1" });
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await post("/auth", { intent: "sign-in", js: "1", email: "sam@example.com", password: `bad-${i}` });
    }
    if (last?.kind !== "data" || last.data.status !== "error") throw new Error("expected an error");
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last.data.message).toBe("auth.errors.tooManyRequests");
  });

  it("after a sign-up, turns to sign-in with the e-mail filled in", async () => {
    const result = await post("/auth?mode=signup", {
      intent: "sign-up",
      js: "1",
      name: "Tia",
      email: "Tia@Example.com",
      password: "secret1",
    });
    expect(result).toMatchObject({
      kind: "data",
      data: { intent: "sign-up", status: "success", switchTo: "signin", email: "tia@example.com" },
    });
  });

  it("an address already registered switches to sign-in with the spec's message", async () => {
    await createUser({ email: "uma@example.com", password: "secret1" });
    const result = await post("/auth?mode=signup", {
      intent: "sign-up",
      js: "1",
      name: "Uma",
      email: "uma@example.com",
      password: "secret1",
    });
    expect(result).toMatchObject({
      kind: "data",
      status: 409,
      data: { status: "error", message: "auth.errors.alreadyRegistered", switchTo: "signin", email: "uma@example.com" },
    });
  });

  it("'Mot de passe oublié ?' with an empty e-mail asks for it first", async () => {
    const result = await post("/auth", { intent: "forgot-password", js: "1", email: "", password: "" });
    expect(result).toMatchObject({
      kind: "data",
      status: 422,
      data: { intent: "forgot-password", status: "error", message: "auth.errors.resetEmailRequired" },
    });
  });
});

describe("the /auth page", () => {
  const page = (path: string, cookie?: string) =>
    new Request(`${PUBLIC_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  it("sends a signed-in visitor to the dashboard", async () => {
    await createUser({ email: "vic@example.com", password: "secret1" });
    const signIn = await post("/auth", { intent: "sign-in", js: "1", email: "vic@example.com", password: "secret1" });
    if (signIn.kind !== "data") throw new Error("sign-in failed");
    const thrown = await authPageState(page("/auth", cookieFrom(signIn.headers))).catch((r) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/dashboard");
  });

  it("explains why the visitor is here", async () => {
    expect((await authPageState(page("/auth?expired=1"))).notice).toEqual({
      tone: "info",
      message: "auth.notices.sessionExpired",
    });
    expect((await authPageState(page("/auth?error=access_denied"))).notice?.message).toBe("auth.errors.accessDenied");
    expect((await authPageState(page("/auth?verified=1&error=TOKEN_EXPIRED"))).notice?.message).toBe(
      "auth.errors.verifyLinkInvalid",
    );
    expect((await authPageState(page("/auth?mode=reset&error=INVALID_TOKEN"))).notice?.message).toBe(
      "auth.errors.resetLinkInvalid",
    );
    expect((await authPageState(page("/auth"))).notice).toBeNull();
  });

  it("shows no social button when no provider is configured", async () => {
    expect((await authPageState(page("/auth"))).socialProviders).toEqual([]);
  });
});
