import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth, getSession } from "#app/features/auth/auth.server.ts";
import {
  handleSettingsAction,
  type SettingsActionData,
  settingsPageData,
} from "#app/features/auth/settings-page.server.ts";
import { signInWithEmail } from "#app/features/auth/sign-in.server.ts";
import { getDb } from "#db/client.server.ts";
import { createUser } from "#db/factories/users.ts";
import { user as userTable } from "#db/schema.ts";
import { waitForMail } from "#tests/e2e/support/outbox.ts";
import { argsFor, cookieFrom, formArgs, PUBLIC_URL, setupAccountsTest } from "./support.ts";

const env = setupAccountsTest();

async function signedIn(email: string, password: string) {
  const result = await signInWithEmail(argsFor("/auth"), { email, password });
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieFrom(result.headers);
}

async function submit(cookie: string, fields: Record<string, string>) {
  const result = (await handleSettingsAction(formArgs("/dashboard/settings", fields, { cookie }))) as unknown as {
    data: SettingsActionData;
    init: ResponseInit | null;
  };
  return { data: result.data, status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
}

const sessionOf = (cookie: string) => getSession(new Request(`${PUBLIC_URL}/`, { headers: { Cookie: cookie } }));

describe("account settings", () => {
  it("requires a session", async () => {
    const thrown = await settingsPageData(new Request(`${PUBLIC_URL}/dashboard/settings`)).catch((r) => r);
    expect(thrown.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%2Fsettings");
  });

  it("changes the password when the current one is right, and signs out the other devices", async () => {
    await createUser({ email: "wes@example.com", password: "old-secret" });
    const phone = await signedIn("wes@example.com", "old-secret");
    const laptop = await signedIn("wes@example.com", "old-secret");
    expect(
      (await settingsPageData(new Request(`${PUBLIC_URL}/dashboard/settings`, { headers: { Cookie: laptop } })))
        .otherSessions,
    ).toBe(1);

    const wrong = await submit(laptop, {
      intent: "change-password",
      currentPassword: "nope-nope",
      newPassword: "new-secret",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ status: "error" });
    if (wrong.data.status !== "error") throw new Error("unreachable");
    expect(wrong.data.reply?.error?.currentPassword).toEqual(["auth.errors.currentPasswordWrong"]);

    const short = await submit(laptop, {
      intent: "change-password",
      currentPassword: "old-secret",
      newPassword: "12345",
    });
    expect(short.status).toBe(422);

    const done = await submit(laptop, {
      intent: "change-password",
      currentPassword: "old-secret",
      newPassword: "new-secret",
    });
    expect(done.data).toEqual({ intent: "change-password", status: "success" });
    const laptopNow = cookieFrom(done.headers) || laptop;
    expect(await sessionOf(laptopNow)).not.toBeNull();
    expect(await sessionOf(phone)).toBeNull();
    expect((await signInWithEmail(argsFor("/auth"), { email: "wes@example.com", password: "new-secret" })).ok).toBe(
      true,
    );
  });

  it("changes the e-mail address only once the new one is confirmed", async () => {
    const user = await createUser({ name: "Xan", email: "xan@example.com", password: "secret1", locale: "en" });
    const cookie = await signedIn("xan@example.com", "secret1");

    const noPassword = await submit(cookie, { intent: "change-email", newEmail: "xan.new@example.com" });
    expect(noPassword.status).toBe(422);
    const same = await submit(cookie, {
      intent: "change-email",
      newEmail: "XAN@example.com",
      currentPassword: "secret1",
    });
    expect(same.status).toBe(400);

    const sent = await submit(cookie, {
      intent: "change-email",
      newEmail: " Xan.New@Example.com ",
      currentPassword: "secret1",
    });
    expect(sent.data).toEqual({ intent: "change-email", status: "success", newEmail: "xan.new@example.com" });
    const [before] = await getDb().select().from(userTable).where(eq(userTable.id, user.id));
    expect(before?.email).toBe("xan@example.com");

    const mail = await waitForMail(env.dataDir, "xan.new@example.com");
    expect(mail.subject).toBe("Confirm your new email address");
    const link = mail.links.find((l) => l.includes("/verify-email"))!;
    const response = await getAuth().handler(new Request(link, { headers: { Cookie: cookie } }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/settings?emailChanged=1");
    const [after] = await getDb().select().from(userTable).where(eq(userTable.id, user.id));
    expect(after).toMatchObject({ email: "xan.new@example.com", emailVerified: true });
  });

  it("signs out the other devices only", async () => {
    await createUser({ email: "yan@example.com", password: "secret1" });
    const phone = await signedIn("yan@example.com", "secret1");
    const laptop = await signedIn("yan@example.com", "secret1");
    const done = await submit(laptop, { intent: "sign-out-others" });
    expect(done.data).toEqual({ intent: "sign-out-others", status: "success" });
    expect(await sessionOf(laptop)).not.toBeNull();
    expect(await sessionOf(phone)).toBeNull();
  });

  it("refuses a form posted from another site", async () => {
    await createUser({ email: "zed@example.com", password: "secret1" });
    const cookie = await signedIn("zed@example.com", "secret1");
    const thrown = await handleSettingsAction(
      formArgs("/dashboard/settings", { intent: "sign-out-others" }, { cookie, origin: "https://evil.example" }),
    ).catch((e) => e);
    expect(thrown?.init?.status).toBe(403);
  });
});
