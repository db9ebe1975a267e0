// "Export my data" (decision 034): the archive built by the job queue, what it holds and
// leaves out, the mailed link (24 hours, the requesting account only), the sweep of expired
// archives.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { downloadExport } from "#app/features/account-export/download-export.server.ts";
import { ACCOUNT_EXPORT_JOB, runExportSweeps } from "#app/features/account-export/export-jobs.server.ts";
import { exportDownloadPath } from "#app/features/account-export/export-links.server.ts";
import { exportState, requestAccountExport } from "#app/features/account-export/request-export.server.ts";
import { advanceClock, HOUR_MS, now, resetClock } from "#app/lib/clock.server.ts";
import { runQueuedJobs } from "#app/lib/job-queue.server.ts";
import { getMediaStore, newMediaKey } from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { accountExports, analyticsEvents, userActivityLogs } from "#db/schema.ts";
import { readOutbox } from "#tests/e2e/support/outbox.ts";
import { readZip } from "#tests/e2e/support/zip.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { get, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { quietOutbox } from "#tests/integration/reviews/support.ts";

const env = setupProfileTest();
quietOutbox();
afterEach(() => resetClock());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function ownerWithEverything() {
  const slug = `export-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const store = getMediaStore();
  const avatarKey = newMediaKey("avatars", "png");
  const photoKey = newMediaKey("review-media", "png");
  await store.put(avatarKey, PNG, "image/png");
  await store.put(photoKey, PNG, "image/png");
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name: "Léa Export" },
    profile: {
      slug,
      name: "Léa Export",
      title: "Photographe",
      avatarKey,
      faqs: [{ question: "Délais ?", answer: "Deux semaines." }],
      links: [{ platform: "website", url: "https://lea.example/" }],
    },
  });
  const approved = await createReview(profile.id, {
    reviewerName: "Client Ravi",
    reviewerEmail: "client.secret@example.test",
    content: "Superbe séance.",
    status: "approved",
    mediaType: "photo",
    mediaKey: photoKey,
    ownerReply: "Merci beaucoup !",
  });
  await createReview(profile.id, {
    reviewerName: "En attente",
    reviewerEmail: "pending.secret@example.test",
    status: "pending",
  });
  await createInvitation(profile.id, { email: "invitee@example.test", name: "Invitée" });
  await getDb()
    .insert(analyticsEvents)
    .values([
      { eventName: "page_view", profileId: profile.id, sessionId: "s1", properties: {} },
      { eventName: "page_view", profileId: profile.id, sessionId: "s2", properties: {} },
    ]);
  await getDb()
    .insert(userActivityLogs)
    .values({ userId: user.id, userName: user.name, userEmail: email, activityType: "login" });
  return { user, profile, email, slug, avatarKey, photoKey, approved };
}

const rowsOf = (userId: string) => getDb().select().from(accountExports).where(eq(accountExports.userId, userId));

async function download(path: string, cookie?: string) {
  const [, , , id, token] = path.split("/");
  try {
    return await downloadExport(get(path, cookie ? { Cookie: cookie } : {}), id!, token!);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("export my data", () => {
  it("builds one archive in the job queue, mails its link once, and the archive holds the account's data and files", async () => {
    const owner = await ownerWithEverything();
    expect(await exportState(owner.user.id)).toEqual({ status: "none" });
    expect(await requestAccountExport(owner.user.id)).toEqual({ ok: true, alreadyBuilding: false });
    // A second click while it is being built changes nothing.
    expect(await requestAccountExport(owner.user.id)).toEqual({ ok: true, alreadyBuilding: true });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    expect((await exportState(owner.user.id)).status).toBe("building");

    await runQueuedJobs([ACCOUNT_EXPORT_JOB]);
    const state = await exportState(owner.user.id);
    expect(state.status).toBe("ready");
    if (state.status !== "ready") return;
    const validFor = new Date(state.expiresAt).getTime() - now().getTime();
    expect(validFor).toBeGreaterThan(24 * HOUR_MS - 60_000);
    expect(validFor).toBeLessThanOrEqual(24 * HOUR_MS);

    const mails = (await readOutbox(env.dataDir)).filter((mail) => mail.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Votre archive Fiable est prête");
    expect(mails[0]!.links).toContain(`http://localhost:3000${state.downloadUrl}`);

    const response = await download(state.downloadUrl, await signIn(owner.email, "secret1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="fiable-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await readZip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(
      ["README.txt", "fiable-data.json", `media/${owner.avatarKey}`, `media/${owner.photoKey}`].sort(),
    );
    expect(files.get(`media/${owner.avatarKey}`)).toEqual(PNG);
    expect(files.get("README.txt")!.toString()).toContain("reviewsReceived");

    const json = files.get("fiable-data.json")!.toString();
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ email: owner.email, name: "Léa Export" });
    expect(data.profile).toMatchObject({ slug: owner.slug, title: "Photographe", photo: `media/${owner.avatarKey}` });
    expect(data.profile.faq).toEqual([{ question: "Délais ?", answer: "Deux semaines." }]);
    expect(data.profile.links[0]).toMatchObject({ platform: "website", url: "https://lea.example/" });
    expect(data.reviewsReceived).toHaveLength(2);
    const approved = data.reviewsReceived.find((r: { id: string }) => r.id === owner.approved.id);
    expect(approved).toMatchObject({
      status: "approved",
      label: "unsolicited",
      reply: "Merci beaucoup !",
      media: `media/${owner.photoKey}`,
    });
    expect(data.invitationsSent).toEqual([expect.objectContaining({ email: "invitee@example.test", name: "Invitée" })]);
    expect(data.statistics.pageViewsPerDay).toEqual([expect.objectContaining({ views: 2, visitors: 2 })]);
    expect(data.activity).toEqual([expect.objectContaining({ type: "login" })]);
    // The reviewers' addresses are theirs; secrets are nobody's business.
    expect(json).not.toContain("client.secret@example.test");
    expect(json).not.toContain("pending.secret@example.test");
    expect(json).not.toMatch(/password|token|tokenHash|token_hash/i);

    // A job run again sends no second mail and builds no second archive.
    const [row] = await rowsOf(owner.user.id);
    await (await import("#app/features/account-export/export-jobs.server.ts")).runAccountExport(row!.id);
    expect((await readOutbox(env.dataDir)).filter((mail) => mail.to === owner.email)).toHaveLength(1);
    expect((await rowsOf(owner.user.id))[0]!.archiveKey).toBe(row!.archiveKey);
  });

  it("gives the archive only to the account that asked, for 24 hours; then the sweep deletes row and file", async () => {
    const owner = await ownerWithEverything();
    const other = await createUserWithProfile({
      user: { email: `other-${uniqueSuffix()}@example.test`, password: "secret1", name: "Autre" },
      profile: { slug: `other-${uniqueSuffix()}`, name: "Autre" },
    });
    await requestAccountExport(owner.user.id);
    await runQueuedJobs([ACCOUNT_EXPORT_JOB]);
    const [row] = await rowsOf(owner.user.id);
    const path = exportDownloadPath(row!.id);

    // Signed out: sign in first, then back here.
    const signedOut = await download(path);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    // Another account: back to its settings, which say why.
    const otherCookie = await signIn(other.user.email, "secret1");
    const refused = await download(path, otherCookie);
    expect(refused.headers.get("Location")).toBe("/dashboard/settings?export=other-account#export");
    // A tampered token.
    const tampered = await download(`${path.slice(0, -3)}AAA`, otherCookie);
    expect(tampered.headers.get("Location")).toBe("/dashboard/settings?export=expired#export");

    const cookie = await signIn(owner.email, "secret1");
    advanceClock(23 * HOUR_MS);
    expect((await download(path, cookie)).status).toBe(200);
    advanceClock(HOUR_MS);
    expect((await download(path, cookie)).headers.get("Location")).toBe("/dashboard/settings?export=expired#export");

    expect(await getMediaStore().head(row!.archiveKey!)).not.toBeNull();
    expect((await runExportSweeps(now())).exportsExpired).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect(await getMediaStore().head(row!.archiveKey!)).toBeNull();
    expect(await exportState(owner.user.id)).toEqual({ status: "none" });
  });

  it("says a request that never finished failed after an hour, and lets the owner ask again", async () => {
    const owner = await ownerWithEverything();
    await requestAccountExport(owner.user.id);
    advanceClock(61 * 60 * 1000);
    expect(await exportState(owner.user.id)).toEqual({ status: "failed" });
    await runExportSweeps(now());
    expect((await rowsOf(owner.user.id))[0]!.status).toBe("failed");
    expect(await requestAccountExport(owner.user.id)).toEqual({ ok: true, alreadyBuilding: false });
    expect((await exportState(owner.user.id)).status).toBe("building");
  });

  it("allows 5 exports a day per account, then answers 429", async () => {
    const owner = await ownerWithEverything();
    for (let i = 0; i < 5; i++) {
      expect((await requestAccountExport(owner.user.id)).ok).toBe(true);
      await runQueuedJobs([ACCOUNT_EXPORT_JOB]);
    }
    expect(await requestAccountExport(owner.user.id)).toMatchObject({ ok: false, status: 429 });
  });
});
