import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { startSocialSignIn } from "#app/features/auth/social-sign-in.server.ts";
import { action as preferencesAction } from "#app/routes/preferences.tsx";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user as userTable } from "#db/schema.ts";
import { argsFor, cookieFrom, formArgs, PUBLIC_URL, setupAccountsTest } from "./support.ts";

// Google is configured in this file's process; its token endpoint is answered below.
process.env.GOOGLE_CLIENT_ID = "test-client-id.apps.googleusercontent.com";
process.env.GOOGLE_CLIENT_SECRET = "test-client-secret";

setupAccountsTest();

afterEach(() => {
  vi.restoreAllMocks();
});

async function localeOf(email: string) {
  const [row] = await getDb().select({ locale: userTable.locale }).from(userTable).where(eq(userTable.email, email));
  return row?.locale;
}

/** Posts the language switch (a fetcher: no redirectTo) as the browser does. */
async function switchLanguage(lang: string, cookie?: string) {
  const args = formArgs("/preferences", { lang }, { cookie });
  return preferencesAction({ ...args, params: {} } as unknown as Parameters<typeof preferencesAction>[0]);
}

describe("the language of a user's mails", () => {
  it("follows the interface language a signed-in user switches to", async () => {
    await createUser({ email: "lou@example.com", password: "secret1", locale: "fr" });
    const signedIn = await signInWithEmail(argsFor("/auth"), { email: "lou@example.com", password: "secret1" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(signedIn.headers);

    await switchLanguage("en", cookie);
    expect(await localeOf("lou@example.com")).toBe("en");
    await switchLanguage("ar", cookie);
    expect(await localeOf("lou@example.com")).toBe("ar");
  });

  it("is left alone by a visitor who switches without a session", async () => {
    await createUser({ email: "mia@example.com", locale: "fr" });
    await switchLanguage("en");
    expect(await localeOf("mia@example.com")).toBe("fr");
  });

  for (const [cookieLang, expected] of [
    ["en", "en"],
    [null, "fr"],
  ] as const) {
    it(`is the page's language (${cookieLang ?? "default"}) for an account created through Google`, async () => {
      const email = `google-${expected}-${cookieLang ?? "none"}@example.com`;
      const langCookie = cookieLang ? `lang=${cookieLang}` : "";
      const started = await startSocialSignIn(argsFor("/auth", { cookie: langCookie || undefined }), "google");
      if (!started.ok) throw new Error(started.message);
      const state = new URL(started.url).searchParams.get("state")!;

      // Google's token endpoint answers with an ID token for a new address.
      // (A `locale` in the profile is not a language of the site: it must not be used.)
      const payload = { sub: `google-${email}`, email, email_verified: true, name: "Gaël Google", locale: "de-DE" };
      const idToken = [
        Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url"),
        Buffer.from(JSON.stringify(payload)).toString("base64url"),
        "",
      ].join(".");
      const realFetch = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith("https://oauth2.googleapis.com/token")) {
          return Response.json({ access_token: "access", id_token: idToken, token_type: "Bearer", expires_in: 3600 });
        }
        return realFetch(input, init);
      });

      const cookie = [cookieFrom(started.headers), langCookie].filter(Boolean).join("; ");
      const callback = await getAuth().handler(
        new Request(`${PUBLIC_URL}/api/auth/callback/google?state=${encodeURIComponent(state)}&code=the-code`, {
          headers: { Cookie: cookie },
        }),
      );
      expect(callback.status).toBe(302);
      expect(callback.headers.get("Location")).toBe("/dashboard");
      expect(await localeOf(email)).toBe(expected);
    });
  }
});
