import { describe, expect, it } from "vitest";
import { enabledSocialProviders } from "#app/features/auth/auth.server.ts";
import { authPageState } from "#app/features/auth/auth-page.server.ts";
import { startSocialSignIn } from "#app/features/auth/social-sign-in.server.ts";
import { argsFor, PUBLIC_URL, setupAccountsTest } from "./support.ts";

// Only Google is configured in this file's process.
process.env.GOOGLE_CLIENT_ID = "test-client-id.apps.googleusercontent.com";
process.env.GOOGLE_CLIENT_SECRET = "test-client-secret";
delete process.env.LINKEDIN_CLIENT_ID;
delete process.env.LINKEDIN_CLIENT_SECRET;

setupAccountsTest();

describe("Google and LinkedIn", () => {
  it("offers only the providers whose keys are configured", async () => {
    expect(enabledSocialProviders()).toEqual(["google"]);
    expect((await authPageState(new Request(`${PUBLIC_URL}/auth`))).socialProviders).toEqual(["google"]);
  });

  it("sends the browser to Google's consent page with a state cookie", async () => {
    const result = await startSocialSignIn(argsFor("/auth"), "google");
    if (!result.ok) throw new Error(result.message);
    const url = new URL(result.url);
    expect(url.hostname).toBe("accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("test-client-id.apps.googleusercontent.com");
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
    expect(result.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it("refuses a provider that is not configured", async () => {
    expect(await startSocialSignIn(argsFor("/auth"), "linkedin")).toMatchObject({
      ok: false,
      message: "auth.errors.authFailed",
    });
  });
});
