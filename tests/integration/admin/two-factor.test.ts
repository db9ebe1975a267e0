// The admin console needs a second factor (decision 035). An account with the admin
// role opens it only with two-factor sign-in turned on — every page and action, refused on
// the server — and the shared ADMIN_PASSWORD login asks for a TOTP code, each code once
// (across processes: the step is in the database), 5 codes per 10 minutes.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handleAdminLogin } from "#app/features/admin/admin-login.server.ts";
import {
  ADMIN_TOTP_META_KEY,
  ADMIN_TOTP_STEP_META_KEY,
  ensureAdminTotpSecret,
  forgetAdminTotpSecret,
  totpCodeAt,
  verifyAdminTotp,
} from "#app/features/admin/admin-totp.server.ts";
import { getAdmin } from "#app/features/admin/guards.server.ts";
import { advanceClock, nowMs } from "#app/lib/clock.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { reset } from "#app/services/rate-limit/rate-limit.server.ts";
import { getDb } from "#db/client.server.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { appMeta, contactMessages, profiles, user as userTable } from "#db/schema.ts";
import { stepOf, TEST_ADMIN_TOTP_SECRET, totpAt, totpForStep } from "#tests/setup/totp.ts";
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

const REFUSAL_FR = "Activez la double authentification pour ouvrir la console";
const REFUSAL_EN = "Turn on two-factor authentication to open the console";

function withLanguage(request: Request, language: string): Request {
  const headers = new Headers(request.headers);
  headers.set("Accept-Language", language);
  return new Request(request, { headers });
}

describe("an account with the admin role", () => {
  it("without two-factor: the console's loader sends it to the refusal page, which answers 403 with the settings link", async () => {
    const { cookie } = await signedInUser("admin");
    expect(await getAdmin(getRequest("/admin", cookie))).toBeNull();

    const consolePage = await import("#app/routes/admin/index.tsx");
    const outcome = await outcomeOf(() =>
      consolePage.loader({ request: getRequest("/admin", cookie), params: {}, context: contextFor() } as never),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/two-factor");

    const refusalPage = await import("#app/routes/admin/two-factor.tsx");
    const page = await outcomeOf(() =>
      refusalPage.loader({
        request: getRequest("/admin/two-factor", cookie),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect(page.status).toBe(403);
    const fr = page.data as { title: string; messages: { lang: string; json: string } };
    expect(fr.title).toBe(REFUSAL_FR);
    // What the page shows is in the messages it ships: the sentence, why, and the link's text.
    const shipped = JSON.parse(fr.messages.json) as { fr: { admin: { twoFactor: Record<string, string> } } };
    expect(shipped.fr.admin.twoFactor).toMatchObject({
      required: REFUSAL_FR,
      openSettings: "Ouvrir les paramètres du compte",
    });

    const english = await outcomeOf(() =>
      refusalPage.loader({
        request: withLanguage(getRequest("/admin/two-factor", cookie), "en"),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect((english.data as { title: string }).title).toBe(REFUSAL_EN);
    // The page's link: the settings, where the enrolment card is.
    const { ACCOUNT_SETTINGS_PATH } = await import("#app/features/admin/paths.ts");
    expect(ACCOUNT_SETTINGS_PATH).toBe("/dashboard/settings");
  });

  it("without two-factor: the console's actions are refused with 403 and the sentence, and change nothing", async () => {
    const { cookie } = await signedInUser("admin");
    const { profile } = await createUserWithProfile();
    const message = await createContactMessage();
    const consolePage = await import("#app/routes/admin/index.tsx");
    const attempts: Record<string, string>[] = [
      { intent: "profile-delete", id: profile.id },
      { intent: "message-status", id: message.id, status: "spam" },
    ];
    for (const fields of attempts) {
      const outcome = await outcomeOf(() =>
        consolePage.action({
          request: postRequest("/admin", fields, { cookie }),
          params: {},
          context: contextFor(),
        } as never),
      );
      expect(outcome.status, fields.intent).toBe(403);
      expect(outcome.data).toMatchObject({ message: REFUSAL_FR });
    }
    expect(await getDb().select().from(profiles).where(eq(profiles.id, profile.id))).toHaveLength(1);
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.status).toBe("open");

    // /admin-simple (its own password gate otherwise) and /contact-dashboard say the same.
    const simple = await import("#app/routes/admin-simple.tsx");
    const simplePage = await outcomeOf(() =>
      simple.loader({ request: getRequest("/admin-simple", cookie), params: {}, context: contextFor() } as never),
    );
    expect(simplePage).toMatchObject({ status: 302, location: "/admin/two-factor" });
    const dashboard = await import("#app/routes/contact-dashboard.tsx");
    const dashboardPage = await outcomeOf(() =>
      dashboard.loader({
        request: getRequest("/contact-dashboard", cookie),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect(dashboardPage).toMatchObject({ status: 302, location: "/admin/two-factor" });
  });

  it("with two-factor turned on: the console and its actions open; turned off again: refused at once", async () => {
    const { user, cookie } = await signedInUser("admin", { twoFactor: true });
    const consolePage = await import("#app/routes/admin/index.tsx");
    const page = await outcomeOf(() =>
      consolePage.loader({ request: getRequest("/admin", cookie), params: {}, context: contextFor() } as never),
    );
    expect(page.status).toBe(200);

    const message = await createContactMessage();
    const action = await outcomeOf(() =>
      consolePage.action({
        request: postRequest("/admin", { intent: "message-status", id: message.id, status: "closed" }, { cookie }),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect(action.status).toBe(200);
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.status).toBe("closed");

    // The refusal page has nothing to say to an administrator: on to the console.
    const refusalPage = await import("#app/routes/admin/two-factor.tsx");
    const refusal = await outcomeOf(() =>
      refusalPage.loader({
        request: getRequest("/admin/two-factor", cookie),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect(refusal).toMatchObject({ status: 302, location: "/admin" });

    await getDb().update(userTable).set({ twoFactorEnabled: false }).where(eq(userTable.id, user.id));
    const again = await outcomeOf(() =>
      consolePage.loader({ request: getRequest("/admin", cookie), params: {}, context: contextFor() } as never),
    );
    expect(again).toMatchObject({ status: 302, location: "/admin/two-factor" });
  });

  it("a visitor or a plain account is not sent to the refusal page, and the page sends them to the sign-in", async () => {
    const refusalPage = await import("#app/routes/admin/two-factor.tsx");
    const { cookie } = await signedInUser("user");
    for (const request of [getRequest("/admin/two-factor"), getRequest("/admin/two-factor", cookie)]) {
      const outcome = await outcomeOf(() =>
        refusalPage.loader({ request, params: {}, context: contextFor() } as never),
      );
      expect(outcome).toMatchObject({ status: 302, location: "/admin/login" });
    }
  });
});

function login(password: string, code: string | null, ip = freshIp()) {
  const form = new FormData();
  form.set("password", password);
  if (code !== null) form.set("code", code);
  form.set("js", "1");
  return handleAdminLogin({ request: postRequest("/admin/login", {}), context: { clientIp: ip } }, form);
}

describe("the shared admin login's second factor", () => {
  it("computes the codes an authenticator shows (RFC 6238, checked against an independent implementation)", async () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 in 8 digits, hence 287082 in 6.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // base32 of "12345678901234567890"
    expect(totpForStep(1, rfcSecret)).toBe("287082");
    expect(await totpCodeAt(rfcSecret, 59_000)).toBe("287082");
    const at = nowMs();
    expect(await totpCodeAt(TEST_ADMIN_TOTP_SECRET, at)).toBe(totpAt(at));
  });

  it("refuses the right password with a wrong or missing code, and opens with the right one, once", async () => {
    await reset("admin.code.shared", "shared");
    advanceClock(30_000);
    const right = totpAt(nowMs());
    const wrong = right === "000000" ? "000001" : "000000";

    const refused = await login(ADMIN_PASSWORD, wrong);
    expect(refused.status).toBe(401);
    expect(refused.reply.outcome).toBe("wrong-code");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(JSON.stringify(refused.reply)).not.toContain(wrong);

    const missing = await login(ADMIN_PASSWORD, null);
    expect(missing.status).toBe(400);
    expect(missing.reply.result.error).toMatchObject({ code: ["codeRequired"] });
    expect((await login(ADMIN_PASSWORD, "12345")).reply.result.error).toMatchObject({ code: ["codeInvalid"] });

    // A wrong password is said first, and does not use the code up.
    expect((await login("not-the-password", right)).reply.outcome).toBe("wrong-password");

    const accepted = await login(ADMIN_PASSWORD, right);
    expect(accepted.status).toBe(200);
    expect(accepted.reply.outcome).toBe("signed-in");
    expect(await getAdmin(getRequest("/admin", cookieFrom(accepted.headers)))).toMatchObject({ via: "password" });
    const [step] = await getDb().select().from(appMeta).where(eq(appMeta.key, ADMIN_TOTP_STEP_META_KEY));
    expect(step?.value).toEqual({ step: stepOf(nowMs()) });

    // The same code again, within its period: refused — also by a process that never saw it
    // (the step is in the database, not in this process's memory).
    const replayed = await login(ADMIN_PASSWORD, right);
    expect(replayed.status).toBe(401);
    expect(replayed.reply.outcome).toBe("wrong-code");
    forgetAdminTotpSecret();
    expect(await verifyAdminTotp(right)).toBe("replayed");
    // Nor a code of an earlier step still inside the window.
    expect(await verifyAdminTotp(totpAt(nowMs() - 30_000))).toBe("replayed");

    // The next step's code works.
    advanceClock(30_000);
    expect((await login(ADMIN_PASSWORD, totpAt(nowMs()))).reply.outcome).toBe("signed-in");
  });

  it("reads the time from the server's clock: a code two minutes old is refused", async () => {
    const old = totpAt(nowMs());
    advanceClock(120_000);
    expect(await verifyAdminTotp(old)).toBe("wrong");
  });

  it("answers the 6th code within 10 minutes with 429 and its text, even a right one from another address", async () => {
    await reset("admin.code.shared", "shared");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const outcome = await login(ADMIN_PASSWORD, "000000" === totpAt(nowMs()) ? "111111" : "000000");
      expect(outcome.status, `code ${attempt}`).toBe(401);
    }
    const limited = await login(ADMIN_PASSWORD, adminCode());
    expect(limited.status).toBe(429);
    expect(limited.reply.outcome).toBe("too-many");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Through the route: the same 429, and the form says « Trop de tentatives… ».
    const mod = await import("#app/routes/admin/login.tsx");
    const route = await outcomeOf(() =>
      mod.action({
        request: postRequest("/admin/login", {
          intent: "admin-login",
          password: ADMIN_PASSWORD,
          code: adminCode(),
          js: "1",
        }),
        params: {},
        context: contextFor(),
      } as never),
    );
    expect(route.status).toBe(429);
    const fr = (await import("#locales/fr.json")).default as { admin: { toasts: { tooMany: string } } };
    expect(fr.admin.toasts.tooMany).toMatch(/^Trop de tentatives/);
    await reset("admin.code.shared", "shared");
  });

  it("gives back the point of an accepted code: a sixth sign-in in 10 minutes is not refused", async () => {
    await reset("admin.code.shared", "shared");
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await login(ADMIN_PASSWORD, adminCode())).status, `sign-in ${attempt}`).toBe(200);
    }
  });
});

describe("the admin TOTP secret", () => {
  it("without ADMIN_TOTP_SECRET: generated once, printed once as an otpauth:// URI and base32, kept for every process", async () => {
    const saved = process.env.ADMIN_TOTP_SECRET;
    delete process.env.ADMIN_TOTP_SECRET;
    forgetAdminTotpSecret();
    try {
      const print = vi.fn();
      expect(await ensureAdminTotpSecret({ print })).toBe("generated");
      expect(print).toHaveBeenCalledTimes(1);
      const notice = String(print.mock.calls[0]?.[0]);
      const uri = /otpauth:\/\/totp\/\S+/.exec(notice)?.[0] ?? "";
      const secret = new URL(uri).searchParams.get("secret") ?? "";
      expect(uri).toMatch(/^otpauth:\/\/totp\/Fiable:admin%40/);
      expect(new URL(uri).searchParams.get("issuer")).toBe("Fiable");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // The base32 text, in groups of four, beside the URI.
      expect(notice.replace(/ /g, "")).toContain(secret);
      expect(notice).toMatch(/ADMIN_TOTP_SECRET/);

      const [row] = await getDb().select().from(appMeta).where(eq(appMeta.key, ADMIN_TOTP_META_KEY));
      expect(row?.value).toEqual({ secret });

      // Another process (nothing cached) uses the same secret and prints nothing.
      forgetAdminTotpSecret();
      expect(await ensureAdminTotpSecret({ print })).toBe("stored");
      expect(print).toHaveBeenCalledTimes(1);
      advanceClock(30_000);
      expect(await verifyAdminTotp(totpAt(nowMs(), secret))).toBe("accepted");
      advanceClock(30_000);
      expect(await verifyAdminTotp(totpAt(nowMs()))).toBe("wrong");
    } finally {
      process.env.ADMIN_TOTP_SECRET = saved;
      forgetAdminTotpSecret();
    }
    // ADMIN_TOTP_SECRET, once set, takes precedence over the generated one.
    expect(await ensureAdminTotpSecret()).toBe("environment");
    advanceClock(30_000);
    expect(await verifyAdminTotp(totpAt(nowMs()))).toBe("accepted");
  });
});

describe("ADMIN_TOTP_SECRET in the environment", () => {
  const problemsOf = (value: string) => {
    try {
      parseEnv({ ADMIN_TOTP_SECRET: value });
      return [];
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      return error.problems;
    }
  };

  it("takes base32 as authenticator apps show it: spaces, lower case and padding forgiven", () => {
    expect(parseEnv({ ADMIN_TOTP_SECRET: "jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp==" }).ADMIN_TOTP_SECRET).toBe(
      TEST_ADMIN_TOTP_SECRET,
    );
    expect(parseEnv({}).ADMIN_TOTP_SECRET).toBeUndefined();
    expect(parseEnv({ ADMIN_TOTP_SECRET: "  " }).ADMIN_TOTP_SECRET).toBeUndefined();
  });

  it("refuses what is not base32, or shorter than 128 bits, naming the variable", () => {
    expect(problemsOf("not-base32-at-all!0189")).toEqual([
      { name: "ADMIN_TOTP_SECRET", message: expect.stringMatching(/base32/) },
    ]);
    expect(problemsOf("JBSWY3DPEHPK3PXP")).toEqual([
      { name: "ADMIN_TOTP_SECRET", message: "must be at least 26 base32 characters (128 bits)" },
    ]);
    expect(new EnvError(problemsOf("JBSWY3DPEHPK3PXP")).message).toMatch(/ADMIN_TOTP_SECRET: must be at least 26/);
  });
});
