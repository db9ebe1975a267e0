// Account deletion with 30 days of recovery and inactive profiles (decision 036): the page
// gone at once (410, sitemap, caches), a restore on day 29, the purge on day 31 that leaves
// no row and no file of the account (every column of every table is looked at, so a new
// table holding the account fails this test), reviews left on other pages anonymized, the
// inactivity warnings at 30 and 7 days then the deletion, and a restore too late.

import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { deleteAccount } from "#app/features/account-deletion/delete-account.server.ts";
import { DELETION_MAIL_JOB } from "#app/features/account-deletion/deletion-mails.server.ts";
import { runInactivitySweep } from "#app/features/account-deletion/inactivity.server.ts";
import { ACCOUNT_PURGE_JOB, runDeletionSweeps } from "#app/features/account-deletion/jobs.server.ts";
import { recordSignIn } from "#app/features/account-deletion/last-sign-in.server.ts";
import { requestOwnDeletion } from "#app/features/account-deletion/request-deletion.server.ts";
import { restoreAccount } from "#app/features/account-deletion/restore-account.server.ts";
import { handleRestoreAction, restorePageData } from "#app/features/account-deletion/restore-page.server.ts";
import { ACCOUNT_EXPORT_JOB } from "#app/features/account-export/export-jobs.server.ts";
import { requestAccountExport } from "#app/features/account-export/request-export.server.ts";
import { checkSlugAvailability } from "#app/features/address/address.server.ts";
import { deleteProfileAsAdmin } from "#app/features/admin/delete-profile.server.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import { confirmEnrolment, startEnrolment } from "#app/features/auth/two-factor.server.ts";
import { buildSitemap } from "#app/features/blog/sitemap.server.ts";
import { loadProfilePage } from "#app/features/profile/load-profile-page.server.ts";
import { addDays, advanceClock, DAY_MS, HOUR_MS, now, resetClock } from "#app/lib/clock.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { recordMediaObject } from "#app/services/media/media-objects.server.ts";
import { getMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { accountDeletions, analyticsEvents, reviewInvitations, reviews, user, userActivityLogs } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { get, PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { quietOutbox } from "#tests/integration/reviews/support.ts";
import { recordInvalidations } from "#tests/setup/invalidations.ts";

const env = setupProfileTest();
quietOutbox();
afterEach(() => resetClock());

const invalidated = recordInvalidations();

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function storedPng(prefix: "avatars" | "portfolio" | "review-media") {
  const key = newMediaKey(prefix, "png");
  await getMediaStore().put(key, PNG, "image/png");
  return key;
}

/** An owner with a page, lists, reviews with media, an invitation, statistics, uploads and an export. */
async function ownerWithEverything(password = "secret1") {
  const slug = `gone-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const avatarKey = await storedPng("avatars");
  const portfolioKey = await storedPng("portfolio");
  const reviewPhotoKey = await storedPng("review-media");
  const { user: owner, profile } = await createUserWithProfile({
    user: { email, password, name: "Léa Partie", emailVerified: true },
    profile: {
      slug,
      name: "Léa Partie",
      title: "Photographe",
      bio: "Portraits et mariages.",
      avatarKey,
      skills: ["Portrait"],
      portfolio: [{ title: "Mariage à Lyon", imageKey: portfolioKey }],
      faqs: [{ question: "Délais ?", answer: "Deux semaines." }],
      links: [{ platform: "website", url: "https://lea.example/" }],
    },
  });
  await createReview(profile.id, {
    reviewerName: "Client Ravi",
    reviewerEmail: "client@example.test",
    content: "Superbe séance.",
    status: "approved",
    mediaType: "photo",
    mediaKey: reviewPhotoKey,
  });
  await createReview(profile.id, { reviewerName: "En attente", status: "pending" });
  const invitation = await createInvitation(profile.id, { email: "invitee@example.test", name: "Invitée" });
  await getDb()
    .insert(analyticsEvents)
    .values([
      { eventName: "page_view", profileId: profile.id, sessionId: "s1", properties: {} },
      { eventName: "page_view", userId: owner.id, sessionId: "s2", properties: {} },
    ]);
  await getDb()
    .insert(userActivityLogs)
    .values({ userId: owner.id, userName: owner.name, userEmail: email, activityType: "login" });
  // An editor upload not saved yet.
  const uploadKey = newMediaKey("avatars", "png");
  await getMediaStore().put(uploadKey, PNG, "image/png");
  await recordMediaObject({ key: uploadKey, kind: "image", contentType: "image/png", ownerUserId: owner.id });
  return {
    owner,
    profile,
    email,
    password,
    slug,
    invitation,
    keys: [avatarKey, portfolioKey, reviewPhotoKey, uploadKey],
  };
}

type Loaded = { status: number; data?: { profile: { reviews: unknown[]; portfolio: unknown[]; links: unknown[] } } };

async function loadPage(slug: string): Promise<Loaded> {
  try {
    const result = (await loadProfilePage({
      request: get(`/${slug}`),
      params: { slug },
      context: { publicUrl: PUBLIC_URL, requestId: "test", env: { NODE_ENV: "development", BUILD_DIR: "build" } },
    })) as unknown as { data: Loaded["data"] };
    return { status: 200, data: result.data };
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

function argsOf(cookie: string) {
  return { request: get("/account/delete", { Cookie: cookie }), context: { clientIp: "127.0.0.1" } };
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected a throw");
}

async function filesPresent(keys: readonly string[]) {
  const present: string[] = [];
  for (const key of keys) if (await getMediaStore().head(key)) present.push(key);
  return present;
}

/**
 * Every column of every table of the application's schema whose text holds `needle`: the
 * columns are discovered from information_schema, so a table added later is checked too.
 */
async function rowsMentioning(needle: string): Promise<string[]> {
  const { rows: columns } = await getDb().execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`);
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(${sql.identifier(column_name)}::text, ${needle}) > 0`,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe("delete my account", () => {
  it("hides the page at once (410, sitemap, caches), signs out everywhere, and a restore on day 29 brings everything back", async () => {
    const o = await ownerWithEverything();
    expect((await loadPage(o.slug)).status).toBe(200);
    expect(await buildSitemap(PUBLIC_URL)).toContain(`${PUBLIC_URL}/${o.slug}<`);
    const cookie = await signIn(o.email, o.password);
    const current = await requireUser(get("/dashboard", { Cookie: cookie }));

    // The wrong password deletes nothing.
    expect(await requestOwnDeletion(argsOf(cookie), current, { password: "wrong-one" })).toMatchObject({
      ok: false,
      message: "accountDeletion.errors.passwordWrong",
      field: "password",
    });
    expect(await requestOwnDeletion(argsOf(cookie), current, {})).toMatchObject({
      ok: false,
      message: "accountDeletion.errors.passwordRequired",
    });
    expect((await loadPage(o.slug)).status).toBe(200);

    expect(await requestOwnDeletion(argsOf(cookie), current, { password: o.password })).toEqual({ ok: true });
    // Gone at once, from the page, the sitemap and every process's cache (pg_notify).
    expect((await loadPage(o.slug)).status).toBe(410);
    expect(await buildSitemap(PUBLIC_URL)).not.toContain(`/${o.slug}<`);
    expect(invalidated).toContain(o.profile.id);
    // The address stays held: nobody else can take it while the account can come back.
    const someoneElse = await createUserWithProfile({ profile: { slug: `else-${uniqueSuffix()}` } });
    expect(await checkSlugAvailability(someoneElse.user.id, o.slug, "X")).toMatchObject({ status: "taken" });
    // Signed out everywhere; the invitation not sent yet is cancelled.
    const stale = (await thrownBy(requireUser(get("/dashboard", { Cookie: cookie })))) as Response;
    expect(stale.headers.get("Location")).toMatch(/^\/auth\?.*expired=1/);
    const [invitation] = await getDb()
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.id, o.invitation.invitation.id));
    expect(invitation!.status).toBe("expired");
    // The mail says how to restore, once.
    await runQueuedJobs([DELETION_MAIL_JOB]);
    const mails = (await readOutbox(env.dataDir)).filter((m) => m.to === o.email);
    expect(mails.map((m) => m.subject)).toEqual(["Votre compte Fiable a été supprimé"]);
    expect(mails[0]!.links).toContain(`${PUBLIC_URL}/account/restore`);

    // Day 29: signing in leads to « Restaurer mon compte ».
    advanceClock(29 * DAY_MS);
    expect(await runDeletionSweeps(now())).toMatchObject({ purgesQueued: 0 });
    const again = await signIn(o.email, o.password);
    const toRestore = (await thrownBy(requireUser(get("/dashboard", { Cookie: again })))) as Response;
    expect(toRestore.headers.get("Location")).toBe("/account/restore");
    const page = await restorePageData(get("/account/restore", { Cookie: again }));
    expect(page.state).toMatchObject({ view: "restorable", cause: "owner" });

    invalidated.length = 0;
    const restored = (await thrownBy(
      handleRestoreAction(
        new Request(`${PUBLIC_URL}/account/restore`, {
          method: "POST",
          headers: { Cookie: again, Origin: PUBLIC_URL },
        }),
      ),
    )) as Response;
    expect(restored.headers.get("Location")).toBe("/account/restore?restored=1");
    expect(invalidated).toContain(o.profile.id);
    const back = await loadPage(o.slug);
    expect(back.status).toBe(200);
    expect(back.data!.profile.reviews).toHaveLength(1);
    expect(back.data!.profile.portfolio).toHaveLength(1);
    expect(back.data!.profile.links).toHaveLength(1);
    expect(await filesPresent(o.keys)).toEqual(o.keys);
    expect(await buildSitemap(PUBLIC_URL)).toContain(`${PUBLIC_URL}/${o.slug}<`);
    expect((await requireUser(get("/dashboard", { Cookie: again }))).user.id).toBe(o.owner.id);
  });

  it("purges on day 31 every row and file of the account; its reviews on other pages stay, anonymized", async () => {
    const o = await ownerWithEverything();
    // A review the account's verified address left on someone else's page, with a photo.
    const { profile: other } = await createUserWithProfile({ profile: { slug: `other-${uniqueSuffix()}` } });
    const leftPhoto = await storedPng("review-media");
    const left = await createReview(other.id, {
      reviewerName: "Léa Partie",
      reviewerTitle: "Photographe",
      reviewerEmail: o.email,
      reviewerPhotoKey: leftPhoto,
      content: "Un plaisir de travailler ensemble.",
      status: "approved",
    });
    // An export archive under the private prefix.
    await requestAccountExport(o.owner.id);
    await runQueuedJobs([ACCOUNT_EXPORT_JOB]);
    const { rows: archives } = await getDb().execute<{ archive_key: string }>(
      sql`select archive_key from account_exports where user_id = ${o.owner.id}`,
    );
    const archiveKey = archives[0]!.archive_key;
    const keys = [...o.keys, leftPhoto, archiveKey];
    expect(await filesPresent(keys)).toEqual(keys);

    expect(await deleteAccount(o.owner.id, { cause: "owner", at: now() })).toMatchObject({ ok: true });
    await runQueuedJobs([DELETION_MAIL_JOB]);
    // Day 30 minus an hour: nothing is purged yet.
    advanceClock(30 * DAY_MS - HOUR_MS);
    expect(await runDeletionSweeps(now())).toMatchObject({ purgesQueued: 0 });

    advanceClock(DAY_MS + HOUR_MS);
    expect(await runDeletionSweeps(now())).toMatchObject({ purgesQueued: 1 });
    invalidated.length = 0;
    await runQueuedJobs([ACCOUNT_PURGE_JOB]);

    expect(await rowsMentioning(o.owner.id)).toEqual([]);
    expect(await rowsMentioning(o.profile.id)).toEqual([]);
    expect(await rowsMentioning(o.email)).toEqual([]);
    expect(await rowsMentioning(o.slug)).toEqual([]);
    expect(await filesPresent(keys)).toEqual([]);
    const [anonymized] = await getDb().select().from(reviews).where(eq(reviews.id, left.id));
    expect(anonymized).toMatchObject({
      reviewerName: "Ancien utilisateur",
      reviewerEmail: null,
      reviewerTitle: null,
      reviewerPhotoKey: null,
      content: "Un plaisir de travailler ensemble.",
      status: "approved",
    });
    expect(invalidated).toEqual(expect.arrayContaining([o.profile.id, other.id]));
    // The address is free again: an unknown page, 404, and anyone may take it.
    expect((await loadPage(o.slug)).status).toBe(404);
    expect(await checkSlugAvailability(other.userId, o.slug, "X")).toEqual({ status: "available", slug: o.slug });
    // A restore now: nothing to restore, never an error.
    expect(await restoreAccount(o.owner.id)).toEqual({ ok: false, reason: "not-deleted" });
  });

  it("past the 30 days, before the purge has run, a restore is refused with its message", async () => {
    const o = await ownerWithEverything();
    await deleteAccount(o.owner.id, { cause: "owner", at: now() });
    advanceClock(30 * DAY_MS + HOUR_MS);
    const cookie = await signIn(o.email, o.password);
    const page = await restorePageData(get("/account/restore", { Cookie: cookie }));
    expect(page.state).toMatchObject({ view: "expired" });
    const answer = (await handleRestoreAction(
      new Request(`${PUBLIC_URL}/account/restore`, { method: "POST", headers: { Cookie: cookie, Origin: PUBLIC_URL } }),
    )) as unknown as { data: unknown; init: ResponseInit };
    expect(answer.init.status).toBe(410);
    expect(answer.data).toEqual({ status: "expired" });
    expect((await loadPage(o.slug)).status).toBe(410);
    // After the purge the old session is gone: the signed-out text, no error.
    await runDeletionSweeps(now());
    await runQueuedJobs([ACCOUNT_PURGE_JOB]);
    const after = await restorePageData(get("/account/restore", { Cookie: cookie }));
    expect(after.state).toEqual({ view: "signed-out", deletedNow: false });
  });

  it("asks for a second factor when two-factor is on: none, a wrong one, then a backup code", async () => {
    const o = await ownerWithEverything();
    const cookie = await signIn(o.email, o.password);
    const current = await requireUser(get("/dashboard/settings", { Cookie: cookie }));
    const enrolment = await startEnrolment(argsOf(cookie), current, o.password);
    if (!enrolment.ok) throw new Error("enrolment refused");
    const secret = new URL(enrolment.uri).searchParams.get("secret") ?? "";
    const confirmed = await confirmEnrolment(argsOf(cookie), current, await createOTP(base32.decode(secret)).totp());
    if (!confirmed.ok) throw new Error("confirmation refused");
    // Confirming the code opens a fresh session (decision 035): the browser's cookie from now on.
    const fresh = confirmed.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .filter((pair) => pair && !pair.endsWith("="))
      .join("; ");
    const session = fresh.includes("session_token") ? fresh : cookie;
    const [row] = await getDb().select().from(user).where(eq(user.id, o.owner.id));
    expect(row!.twoFactorEnabled).toBe(true);

    expect(await requestOwnDeletion(argsOf(session), current, { password: o.password })).toMatchObject({
      ok: false,
      message: "accountDeletion.errors.codeRequired",
      field: "code",
    });
    expect(await requestOwnDeletion(argsOf(session), current, { password: o.password, code: "000000" })).toMatchObject({
      ok: false,
      message: "accountDeletion.errors.codeWrong",
      field: "code",
    });
    expect((await loadPage(o.slug)).status).toBe(200);
    expect(
      await requestOwnDeletion(argsOf(session), current, { password: o.password, code: confirmed.backupCodes[0]! }),
    ).toEqual({ ok: true });
    expect((await loadPage(o.slug)).status).toBe(410);
  });

  it("an account without a password confirms by typing its address", async () => {
    const { user: owner } = await createUserWithProfile({
      user: { email: `social-${uniqueSuffix()}@example.test` },
      profile: { slug: `social-${uniqueSuffix()}` },
    });
    const current = { user: owner, session: { id: "none" } } as unknown as Parameters<typeof requestOwnDeletion>[1];
    const args = argsOf("");
    expect(await requestOwnDeletion(args, current, { confirmEmail: "someone@else.test" })).toMatchObject({
      ok: false,
      message: "accountDeletion.errors.emailMismatch",
      field: "confirmEmail",
    });
    expect(await requestOwnDeletion(args, current, { confirmEmail: ` ${owner.email.toUpperCase()} ` })).toEqual({
      ok: true,
    });
    const [deletion] = await getDb().select().from(accountDeletions).where(eq(accountDeletions.userId, owner.id));
    expect(deletion!.cause).toBe("owner");
  });

  it("the admin console's profile deletion goes through the same code and removes the files", async () => {
    const o = await ownerWithEverything();
    const result = await deleteProfileAsAdmin(o.profile.id, { kind: "password" } as never);
    expect(result).toMatchObject({ ok: true, slug: o.slug });
    // The upload belongs to the account, which stays: only the page's files go.
    expect(await filesPresent(o.keys)).toEqual([o.keys[3]]);
  });
});

describe("inactive profiles", () => {
  async function inactiveOwner(daysUntilThreeYears: number) {
    const o = await ownerWithEverything();
    const threeYearsAgo = new Date(now());
    threeYearsAgo.setUTCFullYear(threeYearsAgo.getUTCFullYear() - 3);
    await getDb()
      .update(user)
      .set({ lastSignInAt: addDays(threeYearsAgo, daysUntilThreeYears) })
      .where(eq(user.id, o.owner.id));
    return o;
  }

  const warningsTo = async (email: string) =>
    (await readOutbox(env.dataDir)).filter((m) => m.to === email && m.subject.startsWith("Votre page Fiable sera"));

  it("warns 30 and 7 days before, once each, then deletes by the same path (30 days to restore)", async () => {
    const o = await inactiveOwner(31);
    expect(await runInactivitySweep(now())).toEqual({ inactivityWarned: 0, inactiveDeleted: 0 });

    advanceClock(DAY_MS + HOUR_MS);
    await runInactivitySweep(now());
    await runInactivitySweep(now());
    await runQueuedJobs([DELETION_MAIL_JOB]);
    expect(await warningsTo(o.email)).toHaveLength(1);
    const [warned] = await getDb().select().from(user).where(eq(user.id, o.owner.id));
    expect(warned!.inactivityWarnings).toBe(1);
    const deletionAt = warned!.inactivityDeletionAt!;
    const daysLeft = (deletionAt.getTime() - now().getTime()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);

    advanceClock(deletionAt.getTime() - now().getTime() - 7 * DAY_MS - HOUR_MS);
    await runInactivitySweep(now());
    await runQueuedJobs([DELETION_MAIL_JOB]);
    expect(await warningsTo(o.email)).toHaveLength(1);
    // Exactly 7 days before: the date in the mail is the one of the first warning (a later sweep
    // would move it so that 7 full days follow the mail — and at some hours to the next day).
    advanceClock(HOUR_MS);
    await runInactivitySweep(now());
    await runQueuedJobs([DELETION_MAIL_JOB]);
    const warnings = await warningsTo(o.email);
    expect(warnings).toHaveLength(2);
    expect(new Set(warnings.map((m) => m.subject)).size).toBe(1);
    expect((await loadPage(o.slug)).status).toBe(200);

    advanceClock(7 * DAY_MS);
    expect(await runInactivitySweep(now())).toEqual({ inactivityWarned: 0, inactiveDeleted: 1 });
    expect((await loadPage(o.slug)).status).toBe(410);
    const [deletion] = await getDb().select().from(accountDeletions).where(eq(accountDeletions.userId, o.owner.id));
    expect(deletion!.cause).toBe("inactive");
    expect(deletion!.purgeAfter.getTime() - deletion!.requestedAt.getTime()).toBe(30 * DAY_MS);
    await runQueuedJobs([DELETION_MAIL_JOB]);
    const subjects = (await readOutbox(env.dataDir)).filter((m) => m.to === o.email).map((m) => m.subject);
    expect(subjects).toContain("Votre compte Fiable a été supprimé");
    // Still restorable by signing in.
    const cookie = await signIn(o.email, o.password);
    expect((await restorePageData(get("/account/restore", { Cookie: cookie }))).state).toMatchObject({
      view: "restorable",
      cause: "inactive",
    });
  });

  it("leaves alone an account nobody can sign in to (the demo seed's)", async () => {
    const { user: demo } = await createUserWithProfile({ profile: { slug: `demo-${uniqueSuffix()}` } });
    await getDb()
      .update(user)
      .set({ lastSignInAt: addDays(now(), -5 * 365) })
      .where(eq(user.id, demo.id));
    await runInactivitySweep(now());
    const [row] = await getDb().select().from(user).where(eq(user.id, demo.id));
    expect(row!.inactivityWarnings).toBe(0);
  });

  it("a sign-in cancels the countdown", async () => {
    const o = await inactiveOwner(10);
    await runInactivitySweep(now());
    const [warned] = await getDb().select().from(user).where(eq(user.id, o.owner.id));
    expect(warned!.inactivityWarnings).toBe(1);
    // Signing in (the session hook's « login ») resets it.
    await signIn(o.email, o.password);
    const [reset] = await getDb().select().from(user).where(eq(user.id, o.owner.id));
    expect(reset).toMatchObject({ inactivityWarnings: 0, inactivityDeletionAt: null });
    expect(Math.abs(reset!.lastSignInAt.getTime() - now().getTime())).toBeLessThan(60_000);
    // The warning queued before the sign-in is not sent.
    await runQueuedJobs([DELETION_MAIL_JOB]);
    expect(await warningsTo(o.email)).toHaveLength(0);
    advanceClock(40 * DAY_MS);
    expect(await runInactivitySweep(now())).toEqual({ inactivityWarned: 0, inactiveDeleted: 0 });
    expect((await loadPage(o.slug)).status).toBe(200);
    await recordSignIn(o.owner.id);
  });
});
