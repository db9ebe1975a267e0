import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authPageState } from "#app/features/auth/auth-page.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { analyticsEvents } from "#db/schema.ts";
import { cookieFrom, PUBLIC_URL, postAuthAction, setupAccountsTest } from "./support.ts";

setupAccountsTest();

const post = postAuthAction;

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

  it("answers the 4th failed sign-in with 429, Retry-After and its message", async () => {
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

  it("an address already registered switches to sign-in with its message", async () => {
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

  it("records one signup_started for a sign-up from the landing page's hero form, and none otherwise", async () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const events = () =>
      getDb()
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventName, "signup_started"))
        .orderBy(analyticsEvents.id);
    const fields = (email: string) => ({ intent: "sign-up", js: "1", name: "Héro", email, password: "secret1" });

    // From /auth itself: no event.
    await post("/auth?mode=signup", fields("not-hero@example.com"), { userAgent: chrome });
    expect(await events()).toEqual([]);

    // From the hero with JavaScript: under the browser's analytics session.
    const hero = await post(
      "/auth?mode=signup",
      { ...fields("hero-js@example.com"), source: "hero", analyticsSession: "hero-session-0001" },
      { userAgent: chrome },
    );
    expect(hero).toMatchObject({ kind: "data", data: { intent: "sign-up", status: "success" } });
    expect(await events()).toMatchObject([
      { sessionId: "hero-session-0001", userId: null, properties: { source: "landing_page", userAgent: chrome } },
    ]);

    // Without JavaScript (no session id), and even when the sign-up is refused: a new session.
    await post(
      "/auth?mode=signup",
      { ...fields("hero-js@example.com"), js: "0", source: "hero", analyticsSession: "" },
      { userAgent: chrome },
    );
    const all = await events();
    expect(all).toHaveLength(2);
    expect(all[1]?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing typed in the form is kept with the event.
    expect(JSON.stringify(all)).not.toContain("hero-js@example.com");

    // A crawler posting the form is not counted.
    await post("/auth?mode=signup", { ...fields("bot@example.com"), source: "hero" }, { userAgent: "Googlebot/2.1" });
    expect(await events()).toHaveLength(2);
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
