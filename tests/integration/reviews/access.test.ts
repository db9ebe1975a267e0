// Who may use the routes and actions of review collection (decision 018): an owner sees and acts on their own
// invitations, reports and reviews only; a reviewer's link opens their review only; the
// reports queue is the administrators'.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collectAction, collectPageData, printCardData } from "#app/features/collect/collect-page.server.ts";
import { profileQrResponse } from "#app/features/profile/profile-qr-code.server.ts";
import { invitationPageData } from "#app/features/reviews/index.server.ts";
import { reportAction, reportPageData } from "#app/features/reviews/report-page.server.ts";
import { reviewerToken } from "#app/features/reviews/review-mails.server.ts";
import { reviewerAction, reviewerPageData } from "#app/features/reviews/reviewer-page.server.ts";
import { hashToken } from "#app/lib/tokens.server.ts";
import { getDb } from "#db/client.server.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createReview } from "#db/factories/reviews.ts";
import { reviewInvitations, reviewReports, reviews } from "#db/schema.ts";
import { createInvitation } from "#tests/factories/invitations.ts";
import { outcomeOf, signedInUser } from "#tests/integration/admin/support.ts";
import { PUBLIC_URL, setupProfileTest, signIn } from "#tests/integration/profile/support.ts";
import { action as adminAction } from "../../../app/routes/admin/index.tsx";
import { freshIp, quietOutbox } from "./support.ts";

setupProfileTest();
quietOutbox();

async function owner() {
  const slug = `acc-${uniqueSuffix()}`;
  const email = `${slug}@example.test`;
  const { user, profile } = await createUserWithProfile({
    user: { email, password: "secret1", name: "Nina Roussel", emailVerified: true },
    profile: { slug, name: "Nina Roussel" },
  });
  return { user, profile, slug, cookie: await signIn(email, "secret1") };
}

const context = { publicUrl: PUBLIC_URL, clientIp: "203.0.113.9", requestId: "t" };
const get = (path: string, cookie = "") => new Request(`${PUBLIC_URL}${path}`, { headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: PUBLIC_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("the Collect section", () => {
  it("sends visitors to sign in and shows each owner their own invitations only", async () => {
    const a = await owner();
    const b = await owner();
    await createInvitation(a.profile.id, { email: "client-of-a@example.test" });
    const anonymous = await outcomeOf(() => collectPageData({ request: get("/dashboard/collect"), context }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth/);
    const page = (await collectPageData({ request: get("/dashboard/collect", b.cookie), context })).data.page;
    expect(page?.reviewLink).toBe(`${PUBLIC_URL}/${b.slug}/review`);
    expect(page?.table.counts.all).toBe(0);
    expect(JSON.stringify(page)).not.toContain("client-of-a");

    // An action acts on the signed-in owner's profile; nothing in the form can name another.
    const sent = await collectAction({
      request: post(
        "/dashboard/collect",
        { intent: "send", clients: "new@example.test", profileId: a.profile.id },
        b.cookie,
      ),
      context,
    });
    expect(sent.data).toMatchObject({ ok: true, queued: 1 });
    const rows = await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.email, "new@example.test"));
    expect(rows.map((r) => r.profileId)).toEqual([b.profile.id]);

    const anonymousSend = await outcomeOf(() =>
      collectAction({ request: post("/dashboard/collect", { intent: "send", clients: "x@example.test" }), context }),
    );
    expect(anonymousSend.status).toBe(302);
    const crossSite = new Request(`${PUBLIC_URL}/dashboard/collect`, {
      method: "POST",
      headers: {
        Cookie: b.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=send&clients=x%40example.test",
    });
    expect((await collectAction({ request: crossSite, context })).init?.status).toBe(403);
    const json = new Request(`${PUBLIC_URL}/dashboard/collect`, {
      method: "POST",
      headers: { Cookie: b.cookie, Origin: PUBLIC_URL, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "send", clients: "x@example.test" }),
    });
    expect((await collectAction({ request: json, context })).init?.status).toBe(400);
  });

  it("gives the printable card and the review QR code to the owner only", async () => {
    const a = await owner();
    const b = await owner();
    const card = await printCardData({ request: get("/dashboard/collect/card?size=a5", a.cookie), context });
    expect(card.data).toMatchObject({ size: "a5", link: `${PUBLIC_URL}/${a.slug}/review` });
    expect(card.data.qrSvg).toMatch(/^<svg/);
    const qr = (cookie: string) =>
      profileQrResponse(get(`/${a.slug}/qr?target=review&format=svg`, cookie), a.slug, { publicUrl: PUBLIC_URL });
    expect((await qr(a.cookie)).status).toBe(200);
    expect((await qr(a.cookie)).headers.get("content-disposition")).toContain(`fiable-${a.slug}-review-qr.svg`);
    expect((await qr(b.cookie)).status).toBe(403);
    expect((await qr("")).status).toBe(401);
  });
});

describe("links and pages of visitors", () => {
  it("opens an invitation under its own profile's address, sending another address (a renamed page) there", async () => {
    const a = await owner();
    const b = await owner();
    const { token } = await createInvitation(a.profile.id, { email: "c@example.test" });
    const page = (slug: string) =>
      invitationPageData({ request: get(`/${slug}/invitation/${token}`), params: { slug, token }, context });
    const own = await page(a.slug);
    expect(own.data).toMatchObject({ problem: null, invitation: { email: "c@example.test" } });
    expect(own.init?.headers).toMatchObject({ "Referrer-Policy": "no-referrer" });
    const other = await outcomeOf(() => page(b.slug));
    expect(other.status).toBe(301);
    expect(other.location).toBe(`/${a.slug}/invitation/${token}`);
    const unknownToken = "A".repeat(43);
    const unknown = await invitationPageData({
      request: get(`/${b.slug}/invitation/${unknownToken}`),
      params: { slug: b.slug, token: unknownToken },
      context,
    });
    expect(unknown.data).toMatchObject({ problem: "unknown", invitation: null });
    expect(unknown.init?.status).toBe(404);
  });

  it("opens a reviewer's page with its own token only; a wrong one changes nothing", async () => {
    const a = await owner();
    const review = await createReview(a.profile.id, { status: "approved", reviewerEmail: "r@example.test" });
    const token = reviewerToken(review.id);
    await getDb()
      .update(reviews)
      .set({ editTokenHash: hashToken(token) })
      .where(eq(reviews.id, review.id));
    const view = await reviewerPageData({ request: get(`/my-review/${token}`), params: { token } });
    expect(view.data.view).toMatchObject({ id: review.id, label: "verified" });
    const wrong = "A".repeat(43);
    const none = await reviewerPageData({ request: get(`/my-review/${wrong}`), params: { token: wrong } });
    expect(none.init?.status).toBe(404);
    const deleted = await reviewerAction({
      request: post(`/my-review/${wrong}`, { intent: "delete" }),
      params: { token: wrong },
    });
    expect(deleted.init?.status).toBe(404);
    expect(await getDb().select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
  });

  it("reports a review only under its own profile's address, and only a published one", async () => {
    const a = await owner();
    const b = await owner();
    const published = await createReview(a.profile.id, { status: "approved" });
    const pending = await createReview(a.profile.id, { status: "pending" });
    const args = (slug: string, reviewId: string, fields: Record<string, string> = { reason: "spam" }) => ({
      request: post(`/${slug}/reviews/${reviewId}/report`, fields),
      params: { slug, reviewId },
      context: { clientIp: freshIp() },
    });
    expect((await reportPageData(args(a.slug, published.id))).init?.status).toBe(200);
    expect((await reportPageData(args(b.slug, published.id))).init?.status).toBe(404);
    expect((await reportAction(args(b.slug, published.id))).init?.status).toBe(404);
    expect((await reportAction(args(a.slug, pending.id))).init?.status).toBe(404);
    expect((await reportAction(args(a.slug, published.id, { reason: "because" }))).init?.status).toBe(422);
    expect((await reportAction(args(a.slug, published.id))).data).toEqual({ ok: true });
    const reports = await getDb().select().from(reviewReports).where(eq(reviewReports.reviewId, published.id));
    expect(reports).toHaveLength(1);
  });
});

describe("the reports queue", () => {
  it("is the administrators': an owner or another user cannot uphold or dismiss", async () => {
    const a = await owner();
    const review = await createReview(a.profile.id, { status: "approved" });
    await getDb()
      .insert(reviewReports)
      .values({ reviewId: review.id, profileId: a.profile.id, source: "visitor", reason: "spam" });
    const { cookie: userCookie } = await signedInUser("user");
    for (const cookie of [a.cookie, userCookie, ""]) {
      for (const intent of ["report-uphold", "report-dismiss"]) {
        const outcome = await outcomeOf(() =>
          adminAction({
            request: post("/admin", { intent, reviewId: review.id }, cookie),
            params: {},
            context,
          } as never),
        );
        expect([401, 403]).toContain(outcome.status);
      }
    }
    expect((await getDb().select().from(reviews).where(eq(reviews.id, review.id)))[0]?.status).toBe("approved");
    const open = await getDb().select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(open.map((r) => r.status)).toEqual(["open"]);
  });
});
