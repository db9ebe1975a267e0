import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handleAdminLogin } from "#app/features/admin/admin-login.server.ts";
import {
  ADMIN_PASSWORD_META_KEY,
  ensureAdminPassword,
  hashAdminPassword,
  verifyAdminPassword,
  verifyAdminPasswordHash,
} from "#app/features/admin/admin-password.server.ts";
import { getAdmin } from "#app/features/admin/guards.server.ts";
import { getDb } from "#db/client.server.ts";
import { adminSessions, appMeta, userActivityLogs } from "#db/schema.ts";
import {
  ADMIN_PASSWORD,
  adminCode,
  contextFor,
  cookieFrom,
  freshIp,
  getRequest,
  outcomeOf,
  postRequest,
  setupAdminTest,
  signedInUser,
} from "./support.ts";

setupAdminTest();

function login(
  password: string,
  { ip = freshIp(), js = "1", cookie, code }: { ip?: string; js?: string; cookie?: string; code?: string } = {},
) {
  const form = new FormData();
  form.set("password", password);
  // A fresh code each time (each code once), unless the test types its own.
  form.set("code", code ?? adminCode());
  form.set("js", js);
  form.set("redirectTo", "/contact-dashboard");
  return handleAdminLogin({ request: postRequest("/admin/login", {}, { cookie }), context: { clientIp: ip } }, form);
}

describe("the admin password", () => {
  it("opens a 24-hour server-side session in an HttpOnly, SameSite=Lax cookie", async () => {
    const before = Date.now();
    const outcome = await login(ADMIN_PASSWORD);
    expect(outcome.status).toBe(200);
    expect(outcome.reply).toMatchObject({ outcome: "signed-in", redirectTo: "/contact-dashboard" });
    const setCookie = outcome.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^fiable-admin=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);

    const token = /fiable-admin=([^;]+)/.exec(setCookie)?.[1] ?? "";
    const rows = await getDb().select().from(adminSessions);
    const row = rows.find((r) => r.tokenHash !== token);
    expect(row, "the table holds a hash, never the token").toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(86_400_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000 + 5_000);

    const admin = await getAdmin(getRequest("/admin", cookieFrom(outcome.headers)));
    expect(admin).toMatchObject({ via: "password", userId: null });
    const logs = await getDb().select().from(userActivityLogs).where(eq(userActivityLogs.activityType, "admin_login"));
    expect(logs.length).toBeGreaterThan(0);
  });

  it("refuses a wrong password with 401, without a cookie or the password in the answer", async () => {
    const outcome = await login("not-the-password");
    expect(outcome.status).toBe(401);
    expect(outcome.reply.outcome).toBe("wrong-password");
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
    expect(JSON.stringify(outcome.reply)).not.toContain("not-the-password");
  });

  it("answers the 11th wrong password within a minute with 429, even when it is right", async () => {
    const ip = "198.18.0.42";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const outcome = await login(`wrong-${attempt}`, { ip });
      expect(outcome.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await login(ADMIN_PASSWORD, { ip });
    expect(limited.status).toBe(429);
    expect(limited.reply.outcome).toBe("too-many");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
  });

  it("gives back the attempt of a right password", async () => {
    const ip = "198.18.0.43";
    for (let i = 0; i < 15; i++) expect((await login(ADMIN_PASSWORD, { ip })).status).toBe(200);
    for (let i = 0; i < 9; i++) await login("wrong", { ip });
    expect((await login(ADMIN_PASSWORD, { ip })).status).toBe(200);
  });

  it("is 429 through the /admin/login route too, with Retry-After and its text", async () => {
    const mod = await import("#app/routes/admin/login.tsx");
    const ip = "198.18.0.44";
    let last: Awaited<ReturnType<typeof outcomeOf>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await outcomeOf(() =>
        mod.action({
          request: postRequest("/admin/login", {
            intent: "admin-login",
            password: `nope-${i}`,
            code: "000000",
            js: "1",
          }),
          params: {},
          context: contextFor(ip),
        } as never),
      );
    }
    expect(last?.status).toBe(429);
  });

  it("records who signed in with the password while signed in to an account", async () => {
    const { user, cookie } = await signedInUser("user");
    const outcome = await login(ADMIN_PASSWORD, { cookie });
    const admin = await getAdmin(getRequest("/admin", `${cookie}; ${cookieFrom(outcome.headers)}`));
    expect(admin).toMatchObject({ via: "password", userId: user.id, email: user.email });
  });

  it("ends the session with 'Déconnexion'", async () => {
    const mod = await import("#app/routes/admin/logout.tsx");
    const cookie = cookieFrom((await login(ADMIN_PASSWORD)).headers);
    const before = (await getDb().select().from(adminSessions)).length;
    const outcome = await outcomeOf(() =>
      mod.action({ request: postRequest("/admin/logout", {}, { cookie }), params: {}, context: contextFor() } as never),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/login?loggedOut=1");
    expect(outcome.setCookie.join("\n")).toMatch(/fiable-admin=;.*Max-Age=0/);
    expect((await getDb().select().from(adminSessions)).length).toBe(before - 1);
    expect(await getAdmin(getRequest("/admin", cookie))).toBeNull();
  });
});

describe("the password's hash", () => {
  it("is scrypt with a salt, and compares right and wrong passwords", async () => {
    const hash = await hashAdminPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toBe(await hashAdminPassword("correct horse"));
    expect(await verifyAdminPasswordHash("correct horse", hash)).toBe(true);
    expect(await verifyAdminPasswordHash("correct horsf", hash)).toBe(false);
    expect(await verifyAdminPasswordHash("correct horse", "md5$abc")).toBe(false);
  });
});

describe("ensureAdminPassword without ADMIN_PASSWORD", () => {
  it("generates one on the first start, prints it once, and keeps only its hash", async () => {
    const saved = process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_PASSWORD;
    try {
      const print = vi.fn();
      expect(await ensureAdminPassword({ print })).toBe("generated");
      expect(print).toHaveBeenCalledTimes(1);
      const printed = /│\s{5}(\S+)/.exec(String(print.mock.calls[0]?.[0]))?.[1] ?? "";
      expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(String(print.mock.calls[0]?.[0])).toMatch(/ADMIN_PASSWORD/);

      const [row] = await getDb().select().from(appMeta).where(eq(appMeta.key, ADMIN_PASSWORD_META_KEY));
      expect(JSON.stringify(row?.value)).not.toContain(printed);
      expect((row?.value as { hash?: string } | undefined)?.hash).toMatch(/^scrypt\$/);

      expect(await ensureAdminPassword({ print })).toBe("stored");
      expect(print).toHaveBeenCalledTimes(1);
      expect(await verifyAdminPassword(printed)).toBe(true);
      expect(await verifyAdminPassword(ADMIN_PASSWORD)).toBe(false);
    } finally {
      process.env.ADMIN_PASSWORD = saved;
    }
    // ADMIN_PASSWORD, once set, takes precedence over the generated one.
    expect(await ensureAdminPassword()).toBe("environment");
    expect(await verifyAdminPassword(ADMIN_PASSWORD)).toBe(true);
  });
});
