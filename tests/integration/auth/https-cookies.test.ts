import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth, getSession, hasSessionCookie } from "#app/features/auth/auth.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { expiredAuthCookies } from "#app/features/auth/sign-out.server.ts";
import { createUser } from "#db/factories/users.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

// This file's process serves the site over https.
const SITE = "https://fiable.example";
const dataDir = mkdtempSync(join(tmpdir(), "fiable-auth-https-"));
process.env.DATA_DIR = dataDir;
process.env.BETTER_AUTH_SECRET ??= "test-secret-of-the-accounts-suite-0123456789";
withTestDatabase();
beforeAll(() => {
  getAuth(SITE);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("cookies on https", () => {
  it("are __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain", async () => {
    await createUser({ email: "secure@example.com", password: "secret1" });
    const result = await signInWithEmail(
      { request: new Request(`${SITE}/auth`, { method: "POST" }), context: { clientIp: "192.0.2.10" } },
      { email: "secure@example.com", password: "secret1" },
    );
    if (!result.ok) throw new Error(result.message);
    const line = result.headers.getSetCookie().find((c) => c.startsWith("__Host-better-auth.session_token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).not.toMatch(/Domain=/i);

    const cookie = line!.split(";")[0]!;
    const request = new Request(`${SITE}/dashboard`, { headers: { Cookie: cookie } });
    expect(hasSessionCookie(request)).toBe(true);
    expect((await getSession(request))?.user.email).toBe("secure@example.com");
  });

  it("are deleted under the same names on sign-out", async () => {
    const lines = (await expiredAuthCookies()).getSetCookie();
    expect(lines.some((l) => l.startsWith("__Host-better-auth.session_token=;") && /Secure/.test(l))).toBe(true);
  });
});
