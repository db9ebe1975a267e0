import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { settingsPageData } from "#app/features/auth/settings-page.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { signUpWithEmail } from "#app/features/auth/sign-up.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { account } from "#db/schema.ts";
import { argsFor, cookieFrom, PUBLIC_URL, setupAccountsTest } from "./support.ts";

setupAccountsTest();

const CLOSED = [
  "/sign-in/email",
  "/sign-up/email",
  "/sign-in/social",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/change-password",
  "/change-email",
  "/update-user",
  "/delete-user",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/list-sessions",
  "/list-accounts",
];

function api(path: string, init: RequestInit = {}) {
  return getAuth().handler(new Request(`${PUBLIC_URL}/api/auth${path}`, init));
}

describe("the /api/auth surface", () => {
  it("closes the endpoints the pages reach through their own rate-limited actions", async () => {
    for (const path of CLOSED) {
      const response = await api(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: PUBLIC_URL },
        body: JSON.stringify({ email: "x@example.com", password: "secret1", name: "X" }),
      });
      expect(response.status, path).toBe(404);
    }
  });

  it("keeps the links of mails and providers, and get-session, open", async () => {
    expect((await api("/ok")).status).toBe(200);
    expect((await api("/get-session")).status).toBe(200);
    expect((await api("/verify-email?token=x&callbackURL=%2Fauth")).status).toBe(302);
    expect((await api("/reset-password/x?callbackURL=%2Fauth%3Fmode%3Dreset")).status).toBe(302);
  });

  it("never answers with a password hash", async () => {
    const user = await createUser({ name: "Nia", email: "nia@example.com", password: "secret1" });
    const [credential] = await getDb().select().from(account).where(eq(account.userId, user.id));
    const hash = credential?.password;
    expect(hash).toBeTruthy();
    const [salt, key] = String(hash).split(":");

    const bodies: string[] = [];
    const signIn = await signInWithEmail(argsFor("/auth"), { email: "nia@example.com", password: "secret1" });
    if (!signIn.ok) throw new Error("sign-in failed");
    bodies.push(JSON.stringify(signIn));
    const cookie = cookieFrom(signIn.headers);

    bodies.push(await (await api("/get-session", { headers: { Cookie: cookie } })).text());
    const signUp = await signUpWithEmail(argsFor("/auth"), {
      name: "Other",
      email: "other@example.com",
      password: "secret1",
    });
    bodies.push(JSON.stringify(signUp));
    bodies.push(
      JSON.stringify(
        await settingsPageData(new Request(`${PUBLIC_URL}/dashboard/settings`, { headers: { Cookie: cookie } })),
      ),
    );
    for (const path of CLOSED) {
      bodies.push(await (await api(path, { method: "POST", headers: { Cookie: cookie, Origin: PUBLIC_URL } })).text());
    }

    expect(bodies[1]).toContain("nia@example.com");
    for (const body of bodies) {
      expect(body).not.toContain(String(hash));
      expect(body).not.toContain(String(salt));
      expect(body).not.toContain(String(key));
      expect(body).not.toMatch(/"password"\s*:/);
    }
  });
});
