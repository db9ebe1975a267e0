import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { handlePasskeySettingsAction, handlePasskeySignInAction } from "#app/features/auth/passkey-actions.server.ts";
import { PASSKEY_NAME_MAX_LENGTH, parsePasskeyName } from "#app/features/auth/passkey-name.ts";
import type { PasskeyAnswer } from "#app/features/auth/passkey-types.ts";
import { settingsPageData } from "#app/features/auth/settings-page.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { passkey, session as sessionTable } from "#db/schema.ts";
import { argsFor, cookieFrom, formArgs, PUBLIC_URL, setupAccountsTest } from "./support.ts";

/**
 * Passkeys: our actions are the only way in (the plugin's HTTP endpoints
 * answer 404), each account touches its own passkeys only (another account's id is a 404, as
 * an unknown one), names are checked, and a passkey the server no longer knows gets its message.
 */
setupAccountsTest();

const PASSKEY_PATHS = [
  "/passkey/generate-register-options",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-registration",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/passkey/delete-passkey",
  "/passkey/update-passkey",
];

let counter = 0;
async function owner() {
  counter += 1;
  const email = `pk-${counter}-${Date.now()}@example.com`;
  const user = await createUser({ email, password: "secret1" });
  const result = await signInWithEmail(argsFor("/auth"), { email, password: "secret1" });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return { user, cookie: cookieFrom(result.headers) };
}

async function storedPasskey(userId: string, name = "Clé d'accès 1") {
  const id = crypto.randomUUID();
  await getDb()
    .insert(passkey)
    .values({
      id,
      name,
      userId,
      publicKey: "cHVibGlj",
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      transports: "internal",
    });
  return id;
}

async function settings(cookie: string | undefined, fields: Record<string, string>, origin?: string) {
  const response = await handlePasskeySettingsAction(
    formArgs("/dashboard/settings/passkeys", fields, { cookie, ...(origin ? { origin } : {}) }),
  );
  return { status: response.status, body: (await response.json()) as PasskeyAnswer, headers: response.headers };
}

/** Authenticator data: a relying-party hash, `flags` (UP 0x01, UV 0x04) and a counter. */
const authenticatorData = (flags: number) =>
  Buffer.concat([Buffer.alloc(32), Buffer.from([flags]), Buffer.alloc(4)]).toString("base64url");

const nameOf = async (id: string) =>
  (await getDb().select({ name: passkey.name }).from(passkey).where(eq(passkey.id, id)))[0]?.name;

describe("passkeys", () => {
  it("keeps the plugin's HTTP endpoints closed (404)", async () => {
    const { cookie } = await owner();
    for (const path of PASSKEY_PATHS) {
      for (const method of ["GET", "POST"]) {
        const response = await getAuth().handler(
          new Request(`${PUBLIC_URL}/api/auth${path}`, {
            method,
            headers: { Cookie: cookie, Origin: PUBLIC_URL, "Content-Type": "application/json" },
            ...(method === "POST" ? { body: JSON.stringify({ id: "x", name: "y", response: {} }) } : {}),
          }),
        );
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it("refuses another account's passkey as if it did not exist, and leaves it as it was", async () => {
    const alice = await owner();
    const bob = await owner();
    const bobs = await storedPasskey(bob.user.id, "Téléphone de Bob");

    const rename = await settings(alice.cookie, { intent: "rename", id: bobs, name: "Volée" });
    expect(rename.status).toBe(404);
    expect(rename.body).toEqual({ ok: false, message: "auth.passkeys.errors.notFound" });
    const remove = await settings(alice.cookie, { intent: "remove", id: bobs });
    expect(remove.status).toBe(404);
    expect(await nameOf(bobs)).toBe("Téléphone de Bob");

    // Alice's settings never list Bob's passkey; Bob's do.
    const page = (cookie: string) =>
      settingsPageData(new Request(`${PUBLIC_URL}/dashboard/settings`, { headers: { Cookie: cookie } }));
    expect((await page(alice.cookie)).passkeys).toEqual([]);
    expect((await page(bob.cookie)).passkeys.map((p) => p.name)).toEqual(["Téléphone de Bob"]);

    // The owner can.
    const renamed = await settings(bob.cookie, { intent: "rename", id: bobs, name: "  Pixel   de Bob " });
    expect(renamed).toMatchObject({ status: 200, body: { ok: true, name: "Pixel de Bob" } });
    expect(await nameOf(bobs)).toBe("Pixel de Bob");
    const removed = await settings(bob.cookie, { intent: "remove", id: bobs });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect(await nameOf(bobs)).toBeUndefined();
  });

  it("checks names: required, at most 60 characters, no control character", async () => {
    const { user, cookie } = await owner();
    const id = await storedPasskey(user.id);
    const cases: [string, string][] = [
      ["   ", "auth.passkeys.errors.nameRequired"],
      ["x".repeat(PASSKEY_NAME_MAX_LENGTH + 1), "auth.passkeys.errors.nameTooLong"],
      ["abc\u202edef", "auth.passkeys.errors.nameInvalid"],
      ["a\u0007b", "auth.passkeys.errors.nameInvalid"],
    ];
    for (const [name, message] of cases) {
      const answer = await settings(cookie, { intent: "rename", id, name });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.body).toEqual({ ok: false, message, field: "name" });
    }
    expect(await nameOf(id)).toBe("Clé d'accès 1");
    const longest = "é".repeat(PASSKEY_NAME_MAX_LENGTH);
    expect((await settings(cookie, { intent: "rename", id, name: longest })).status).toBe(200);
    expect(await nameOf(id)).toBe(longest);
    // The same rule in the browser's dialog.
    expect(parsePasskeyName("👍".repeat(PASSKEY_NAME_MAX_LENGTH))).toEqual({
      ok: true,
      name: "👍".repeat(PASSKEY_NAME_MAX_LENGTH),
    });
  });

  it("needs a session and a form from this site", async () => {
    const { cookie } = await owner();
    const anonymous = await settings(undefined, { intent: "register-options" });
    expect(anonymous).toMatchObject({ status: 401, body: { ok: false, message: "auth.notices.sessionExpired" } });
    const crossSite = await settings(cookie, { intent: "register-options" }, "https://evil.example");
    expect(crossSite.status).toBe(403);
  });

  it("gives registration options for this site to the owner, with the challenge cookie", async () => {
    const { user, cookie } = await owner();
    const existing = await storedPasskey(user.id);
    const answer = await settings(cookie, { intent: "register-options" });
    expect(answer.status).toBe(200);
    if (!answer.body.ok || !("options" in answer.body)) throw new Error("no options");
    const options = answer.body.options as { rp: { id: string }; excludeCredentials: { id: string }[] };
    expect(options.rp.id).toBe("localhost");
    // The device that holds a passkey of this account is told so (« déjà enregistrée »).
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([`cred-${existing}`]);
    expect(answer.headers.getSetCookie().some((c) => c.includes("passkey"))).toBe(true);
  });

  it("asks to sign in again before adding a passkey on a session older than a day", async () => {
    const { user, cookie } = await owner();
    await getDb()
      .update(sessionTable)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(sessionTable.userId, user.id));
    const answer = await settings(cookie, { intent: "register-options" });
    expect(answer).toMatchObject({ status: 403, body: { ok: false, message: "auth.passkeys.errors.signInAgain" } });
  });

  it("answers a passkey the server no longer knows with its own message", async () => {
    const ip = "203.0.113.77";
    const start = await handlePasskeySignInAction(formArgs("/auth/passkey", { intent: "options" }, { ip }));
    expect(start.status).toBe(200);
    const challengeCookie = cookieFrom(start.headers);
    expect(challengeCookie).toContain("passkey");
    const forgotten = {
      id: "removed-on-another-device",
      rawId: "removed-on-another-device",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", authenticatorData: authenticatorData(0x05), signature: "AA" },
    };
    const verify = await handlePasskeySignInAction(
      formArgs(
        "/auth/passkey",
        { intent: "verify", response: JSON.stringify(forgotten), redirectTo: "/dashboard" },
        { ip, cookie: challengeCookie },
      ),
    );
    expect(verify.status).toBe(401);
    expect(await verify.json()).toEqual({ ok: false, message: "auth.passkeys.errors.unknown" });
    expect(cookieFrom(verify.headers)).not.toContain("session_token");
  });

  it("refuses a passkey answer without user verification (a passkey is both factors only with it)", async () => {
    const ip = "203.0.113.79";
    const start = await handlePasskeySignInAction(formArgs("/auth/passkey", { intent: "options" }, { ip }));
    const presenceOnly = {
      id: "some-credential",
      rawId: "some-credential",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", authenticatorData: authenticatorData(0x01), signature: "AA" },
    };
    const verify = await handlePasskeySignInAction(
      formArgs(
        "/auth/passkey",
        { intent: "verify", response: JSON.stringify(presenceOnly) },
        { ip, cookie: cookieFrom(start.headers) },
      ),
    );
    expect(verify.status).toBe(401);
    expect(await verify.json()).toEqual({ ok: false, message: "auth.passkeys.errors.userVerification" });
  });

  it("counts passkey sign-ins against the address like password sign-ins (429 once spent)", async () => {
    const ip = "203.0.113.78";
    const start = await handlePasskeySignInAction(formArgs("/auth/passkey", { intent: "options" }, { ip }));
    const cookie = cookieFrom(start.headers);
    // Every point of the window, whatever RATE_LIMIT_IP_SCALE says.
    await consume("auth.sign-in.ip", ip, RATE_LIMITS["auth.sign-in.ip"].points * 100_000);
    const verify = await handlePasskeySignInAction(
      formArgs("/auth/passkey", { intent: "verify", response: JSON.stringify({ id: "x" }) }, { ip, cookie }),
    );
    expect(verify.status).toBe(429);
    expect(verify.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await verify.json()).toEqual({ ok: false, message: "auth.errors.tooManyRequests" });
  });
});
