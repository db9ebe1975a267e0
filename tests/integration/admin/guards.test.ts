import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAdmin, requireAdmin } from "#app/features/admin/guards.server.ts";
import routes from "#app/routes.ts";
import { getDb } from "#db/client.server.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { adminSessions, contactMessages, profiles } from "#db/schema.ts";
import {
  adminCookie,
  contextFor,
  getRequest,
  outcomeOf,
  postRequest,
  setupAdminTest,
  signedInUser,
} from "./support.ts";

setupAdminTest();

/*
 * "Every admin loader and action checks the admin session on the server", for
 * every route of the admin area as app/routes.ts declares it — including the blog CMS
 * (/admin/blog, /admin-blog, the editor) as soon as it is declared there, and
 * /analytics. A page (GET) without an admin goes to /admin/login (or answers 401 with a
 * password gate); an action (POST) is refused: 401 without any session, 403 for a
 * signed-in account that is not an administrator.
 */
interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const PUBLIC_ADMIN_PATHS = new Set(["admin/login"]);
const adminRoutes = flatten(routes as RouteEntry[]).filter(
  ({ path }) =>
    !PUBLIC_ADMIN_PATHS.has(path) &&
    (path === "admin" ||
      path.startsWith("admin/") ||
      path.startsWith("admin-") ||
      path === "contact-dashboard" ||
      path === "analytics"),
);

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

async function load(file: string): Promise<RouteModule> {
  return (await import(`../../../app/${file}`)) as RouteModule;
}

/** The route's address with its dynamic segments filled in. */
function urlOf(path: string) {
  const params: Record<string, string> = {};
  const url = `/${path.replace(/:(\w+)\??/g, (_m, name: string) => {
    params[name] = randomUUID();
    return params[name];
  })}`;
  return { url, params };
}

function isRefusal(outcome: { status: number; location: string | null }): boolean {
  if (outcome.status === 401 || outcome.status === 403) return true;
  return outcome.status >= 300 && outcome.status < 400 && (outcome.location ?? "").startsWith("/admin/login");
}

/** Form posts an attacker would try: each intent of the admin screens. */
async function attackForms(): Promise<Record<string, string>[]> {
  const { profile } = await createUserWithProfile();
  const message = await createContactMessage();
  return [
    { intent: "profile-delete", id: profile.id },
    { intent: "profile-update", id: profile.id, name: "Pirate", slug: "pirate", verified: "on" },
    { intent: "message-status", id: message.id, status: "spam" },
    { intent: "message-delete", id: message.id },
    { intent: "publish", id: randomUUID(), title: "x", content: "y" },
  ];
}

type Outcome = Awaited<ReturnType<typeof outcomeOf>>;

/** A refused page hands over none of the console's data. */
function expectNoConsoleData(outcome: Outcome): void {
  const keys = Object.keys((outcome.data ?? {}) as object);
  for (const key of ["stats", "profiles", "inbox", "articles", "activity", "page"]) expect(keys).not.toContain(key);
}

/**
 * Every attack form posted to `action` (signed in as `cookie`, or not at all) is refused with
 * `status`, and changed nothing: the profile is still there, the message still there and open.
 */
async function expectActionsRefused(
  action: NonNullable<RouteModule["action"]>,
  url: string,
  params: Record<string, string>,
  status: 401 | 403,
  cookie?: string,
  alsoExpect?: (outcome: Outcome) => void,
): Promise<void> {
  for (const fields of await attackForms()) {
    const request = postRequest(url, fields, { cookie });
    const outcome = await outcomeOf(() => action({ request, params, context: contextFor() }));
    expect(outcome.status, `action ${fields.intent} answered ${outcome.status} ${outcome.location}`).toBe(status);
    alsoExpect?.(outcome);
    if (fields.intent === "profile-delete") {
      expect(await getDb().select().from(profiles).where(eq(profiles.id, fields.id!))).toHaveLength(1);
    }
    if (fields.intent === "message-status" || fields.intent === "message-delete") {
      const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, fields.id!));
      expect(row?.status).toBe("open");
    }
  }
}

describe("the admin area's routes", () => {
  it("are found in app/routes.ts", () => {
    const paths = adminRoutes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(["admin", "admin/logout", "admin-simple", "contact-dashboard", "analytics"]),
    );
  });

  for (const route of adminRoutes) {
    describe(`/${route.path}`, () => {
      it("refuses its loader and action to a visitor without an admin session", async () => {
        const mod = await load(route.file);
        expect(mod.loader || mod.action, "a route module with neither loader nor action").toBeTruthy();
        const { url, params } = urlOf(route.path);
        if (mod.loader) {
          const outcome = await outcomeOf(() =>
            mod.loader!({ request: getRequest(url), params, context: contextFor() }),
          );
          // /contact-dashboard sends a visitor with no session at all to /auth first (see
          // tests/integration/auth/contact-dashboard-guard.test.ts).
          const toAuth = route.path === "contact-dashboard" && outcome.location?.startsWith("/auth?") === true;
          expect(isRefusal(outcome) || toAuth, `loader answered ${outcome.status} ${outcome.location}`).toBe(true);
          // The gate of /admin-simple answers 401 with its form: none of the console's data.
          expectNoConsoleData(outcome);
        }
        if (mod.action) {
          await expectActionsRefused(mod.action, url, params, 401, undefined, (outcome) =>
            expect(outcome.data).toEqual({ message: "Connectez-vous à l'administration pour continuer." }),
          );
        }
      });

      it("refuses them to a signed-in user who is not an admin", async () => {
        const mod = await load(route.file);
        const { cookie } = await signedInUser("user");
        const { url, params } = urlOf(route.path);
        if (mod.loader) {
          const outcome = await outcomeOf(() =>
            mod.loader!({ request: getRequest(url, cookie), params, context: contextFor() }),
          );
          expect(isRefusal(outcome), `loader answered ${outcome.status}`).toBe(true);
        }
        if (mod.action) await expectActionsRefused(mod.action, url, params, 403, cookie);
      });

      // The admin role without two-factor sign-in opens nothing (decision 035) — every page goes to
      // the refusal page (which itself answers 403), every action is refused with 403.
      it("refuses them to an account with the admin role but without two-factor sign-in", async () => {
        const mod = await load(route.file);
        const { cookie } = await signedInUser("admin");
        const { url, params } = urlOf(route.path);
        if (mod.loader) {
          const outcome = await outcomeOf(() =>
            mod.loader!({ request: getRequest(url, cookie), params, context: contextFor() }),
          );
          const refused =
            route.path === "admin/two-factor"
              ? outcome.status === 403
              : outcome.status === 302 && outcome.location === "/admin/two-factor";
          expect(refused, `loader answered ${outcome.status} ${outcome.location}`).toBe(true);
          expectNoConsoleData(outcome);
        }
        if (mod.action) await expectActionsRefused(mod.action, url, params, 403, cookie);
      });
    });
  }
});

describe("the admin pages with an admin", () => {
  const pages = ["admin/index.tsx", "admin-simple.tsx", "contact-dashboard.tsx"];
  for (const page of pages) {
    it(`routes/${page} answers 200 to the admin password's session`, async () => {
      const mod = await load(`routes/${page}`);
      const cookie = await adminCookie();
      const outcome = await outcomeOf(() =>
        mod.loader!({ request: getRequest(`/${page}`, cookie), params: {}, context: contextFor() }),
      );
      expect(outcome.status).toBe(200);
    });
  }

  it("admits an account whose role is admin, without the password", async () => {
    const { user, cookie } = await signedInUser("admin", { twoFactor: true });
    const admin = await getAdmin(getRequest("/admin", cookie));
    expect(admin).toMatchObject({ via: "role", userId: user.id, email: user.email });
    const mod = await load("routes/admin/index.tsx");
    const outcome = await outcomeOf(() =>
      mod.loader!({ request: getRequest("/admin", cookie), params: {}, context: contextFor() }),
    );
    expect(outcome.status).toBe(200);
  });
});

describe("requireAdmin", () => {
  it("sends a visitor to /admin/login and back afterwards", async () => {
    const outcome = await outcomeOf(() => requireAdmin(getRequest("/contact-dashboard?status=open")));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/admin/login?redirectTo=${encodeURIComponent("/contact-dashboard?status=open")}`);
  });

  it("says the session expired, and deletes the cookie, after 24 hours", async () => {
    const cookie = await adminCookie();
    expect(await getAdmin(getRequest("/admin", cookie))).not.toBeNull();
    await getDb()
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const outcome = await outcomeOf(() => requireAdmin(getRequest("/admin", cookie)));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/login?expired=1");
    expect(outcome.setCookie.join("\n")).toMatch(/fiable-admin=;.*Max-Age=0/);
  });

  it("answers an action 401 without a session, deleting an expired admin cookie, and 403 to a non-admin account", async () => {
    const post = (cookie?: string) =>
      outcomeOf(() => requireAdmin(postRequest("/admin", { intent: "profile-delete" }, { cookie })));
    expect(await post()).toMatchObject({ status: 401, location: null, setCookie: [] });

    const cookie = await adminCookie();
    await getDb()
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(cookie);
    expect(expired).toMatchObject({ status: 401, location: null });
    expect(expired.data).toEqual({ message: "Votre session d'administration a expiré (24 heures). Reconnectez-vous." });
    expect(expired.setCookie.join("\n")).toMatch(/fiable-admin=;.*Max-Age=0/);

    const user = await signedInUser("user");
    expect(await post(user.cookie)).toMatchObject({
      status: 403,
      location: null,
      data: { message: "Ce compte n'a pas accès à l'administration." },
    });
    // In the request's language.
    const english = await outcomeOf(() =>
      requireAdmin(postRequest("/admin?lang=en", { intent: "profile-delete" }, { cookie: user.cookie })),
    );
    expect(english.data).toEqual({ message: "This account has no access to the administration." });
  });

  it("refuses a form posted from another site, even with the admin's cookie", async () => {
    const cookie = await adminCookie();
    const { profile } = await createUserWithProfile();
    const mod = await load("routes/admin/index.tsx");
    const outcome = await outcomeOf(() =>
      mod.action!({
        request: postRequest(
          "/admin",
          { intent: "profile-delete", id: profile.id },
          { cookie, origin: "https://evil.example" },
        ),
        params: {},
        context: contextFor(),
      }),
    );
    expect(outcome.status).toBe(403);
    expect(await getDb().select().from(profiles).where(eq(profiles.id, profile.id))).toHaveLength(1);
  });
});

describe("the admin role", () => {
  it("is given and taken back by e-mail (npm run admin:grant)", async () => {
    const { setAdminRole } = await import("#app/features/admin/grant-admin-role.server.ts");
    const { user, cookie } = await signedInUser("user", { twoFactor: true });
    expect(await getAdmin(getRequest("/admin", cookie))).toBeNull();
    expect(await setAdminRole(`  ${user.email.toUpperCase()} `, true)).toMatchObject({ ok: true, changed: true });
    expect(await getAdmin(getRequest("/admin", cookie))).toMatchObject({ via: "role", userId: user.id });
    expect(await setAdminRole(user.email, true)).toMatchObject({ ok: true, changed: false });
    expect(await setAdminRole(user.email, false)).toMatchObject({ ok: true, changed: true });
    expect(await getAdmin(getRequest("/admin", cookie))).toBeNull();
    expect(await setAdminRole("nobody@example.test", true)).toEqual({ ok: false, reason: "unknown-email" });
  });
});
