// The end-to-end tests' fixtures (Playwright's test.extend): import `test` and `expect` from
// here instead of @playwright/test, and ask for what a test needs by name.
//
// - `owner`: a new account (e-mail and password, made in the app's database with the shared
//   factories), signed in in the test's browser context (its `page` and `page.request`).
//   Its name and other fields: `test.use({ ownerInput: { name: "Léa Martin" } })`.
// - `profile`: the owner's public profile (the factories' createProfile; `profileInput`).
// - `admin`: the test's `page`, signed in as the administrator. The administrator signs in
//   once per worker (password and a fresh authenticator code, over HTTP as a form without
//   JavaScript would) and each test's context gets that session's cookies. A test that signs
//   the administrator out, or tests the sign-in itself, signs in on its own
//   (tests/e2e/support/admin-login.ts) so as not to end the worker's session.
//
// Every worker connects the shared factories (getDb) to the app's database, whose URL
// tests/e2e/support/server.ts hands over (tests/e2e/support/e2e-app.ts).
import { randomBytes } from "node:crypto";
import { test as base, type Cookie, expect, type Page } from "@playwright/test";
import { type CreatedProfile, type CreateProfileInput, createProfile } from "#db/factories/profiles.ts";
import { type CreateUserInput, createUser, type User } from "#db/factories/users.ts";
import { E2E_ADMIN_PASSWORD, freshAdminCode, withAdminLoginLock } from "./admin-login.ts";
import { closeAppDatabase, useAppDatabase } from "./app-database.ts";

export { expect };

export interface Owner extends User {
  password: string;
}

interface TestFixtures {
  /** The fields of the `owner` fixture's account (its e-mail and password are made unique). */
  ownerInput: CreateUserInput;
  /** The fields of the `profile` fixture's profile. */
  profileInput: CreateProfileInput;
  owner: Owner;
  profile: CreatedProfile;
  admin: Page;
}

interface WorkerFixtures {
  appDatabase: undefined;
  /** The cookies of this worker's administrator session. */
  adminCookies: Cookie[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appDatabase: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      await useAppDatabase();
      await use(undefined);
      await closeAppDatabase();
    },
    { scope: "worker", auto: true },
  ],

  ownerInput: [{}, { option: true }],
  profileInput: [{}, { option: true }],

  owner: async ({ ownerInput, page, baseURL }, use) => {
    const password = ownerInput.password ?? "secret-password";
    const email = ownerInput.email ?? `owner-${randomBytes(5).toString("hex")}@example.com`;
    const user = await createUser({ ...ownerInput, email, password });
    // As a browser without JavaScript would: a form post to /auth (better-auth's own HTTP
    // sign-in endpoint is closed, the page's action applies the app's limiter). The
    // context's cookie jar, shared by `page`, keeps the session.
    const response = await page.request.post("/auth", {
      form: { intent: "sign-in", js: "0", email, password },
      headers: { Origin: new URL(baseURL ?? baseOrigin()).origin },
      maxRedirects: 0,
    });
    expect(response.status(), "the owner's sign-in").toBe(302);
    await use({ ...user, password });
  },

  profile: async ({ owner, profileInput }, use) => {
    await use(await createProfile(owner.id, { name: owner.name, ...profileInput }));
  },

  adminCookies: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? baseOrigin();
      const request = await playwright.request.newContext({ baseURL });
      // Each authenticator code is accepted once, and every worker signs in as the same
      // administrator: another worker may take a later code between this one's and its
      // post (this one then counts as used), so a refused code is answered by a new one.
      const status = await withAdminLoginLock(async () => {
        let answered = 0;
        for (let attempt = 1; attempt <= 3 && answered !== 302; attempt++) {
          const code = await freshAdminCode(request);
          const response = await request.post("/admin/login", {
            form: { password: E2E_ADMIN_PASSWORD, code, js: "0" },
            headers: { Origin: new URL(baseURL).origin },
            maxRedirects: 0,
          });
          answered = response.status();
        }
        return answered;
      });
      expect(status, "the administrator's sign-in").toBe(302);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: "worker" },
  ],

  admin: async ({ adminCookies, page }, use) => {
    await page.context().addCookies(adminCookies);
    await use(page);
  },
});

function baseOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3210}`;
}
