import { describe, expect, it } from "vitest";
import { signOut } from "#app/features/auth/sign-out.server.ts";
import { loader } from "#app/routes/contact-dashboard.tsx";
import { adminCookie, contextFor, getRequest, outcomeOf, setupAdminTest, signedInUser } from "../admin/support.ts";
import { argsFor } from "./support.ts";

setupAdminTest();

/*
 * /contact-dashboard: a visitor with no session at all signs in at
 * /auth first; a signed-in account that is not an admin is sent to the admin login; the
 * admin password's session or an account with the admin role gets the page.
 */
function load(cookie?: string) {
  return outcomeOf(() =>
    loader({ request: getRequest("/contact-dashboard", cookie), params: {}, context: contextFor() } as never),
  );
}

describe("the guard of /contact-dashboard", () => {
  it("sends a visitor without any session to /auth, and back here afterwards", async () => {
    const outcome = await load();
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/auth?redirectTo=%2Fcontact-dashboard");
  });

  it("sends a visitor whose account session ended to /auth with the 'session expired' notice", async () => {
    const { cookie } = await signedInUser("user");
    await signOut(argsFor("/sign-out", { cookie }));
    const outcome = await load(cookie);
    expect(outcome.location).toBe("/auth?redirectTo=%2Fcontact-dashboard&expired=1");
  });

  it("sends a signed-in user who is not an admin to the admin login", async () => {
    const { cookie } = await signedInUser("user");
    const outcome = await load(cookie);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/login?redirectTo=%2Fcontact-dashboard");
  });

  it("opens to an account with the admin role and to the admin password's session", async () => {
    const { cookie } = await signedInUser("admin", { twoFactor: true });
    expect((await load(cookie)).status).toBe(200);
    expect((await load(await adminCookie())).status).toBe(200);
  });
});
