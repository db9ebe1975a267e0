import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { profileNotFound } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getOptionalUser, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { readFormData } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getDb } from "#db/client.server.ts";
import { reviews } from "#db/schema.ts";
import { getProfileSummary } from "./list-public-reviews.server.ts";
import { reportReviewAsVisitor } from "./reports.server.ts";
import { VisitorReportSchema } from "./schema.ts";

interface Args {
  request: Request;
  params: { slug?: string; reviewId?: string };
  context: { clientIp: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findTarget(request: Request, params: Args["params"]) {
  const { t, messages } = getI18n(request, ["profile", "reviews"]);
  const address = normalizeProfileAddress(params.slug);
  const profile = address ? await getProfileSummary(address) : null;
  if (!profile) throw profileNotFound(t);
  const reviewId = params.reviewId ?? "";
  const [review] = UUID.test(reviewId)
    ? await getDb()
        .select({ id: reviews.id, reviewerName: reviews.reviewerName, content: reviews.content })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.profileId, profile.id), eq(reviews.status, "approved")))
    : [];
  return { t, messages, profile, review: review ?? null };
}

/** /{slug}/reviews/{reviewId}/report: « Signaler » — a visitor reports a published review. */
export async function reportPageData({ request, params }: Args) {
  const { t, messages, profile, review } = await findTarget(request, params);
  return data(
    {
      messages,
      title: t("reviews.report.metaTitle"),
      profile: { slug: profile.slug, name: profile.name },
      review: review
        ? { id: review.id, reviewerName: review.reviewerName, excerpt: review.content.slice(0, 280) }
        : null,
    },
    { status: review ? 200 : 404, headers: { "Cache-Control": "private, no-store" } },
  );
}

export type ReportActionData = { ok: true } | { ok: false; message: string; field?: "reason" | "details" };

export async function reportAction({ request, params, context }: Args) {
  const { t, profile, review } = await findTarget(request, params);
  const fail = (status: number, message: string, field?: "reason" | "details", headers?: Record<string, string>) =>
    data<ReportActionData>({ ok: false, message, ...(field ? { field } : {}) }, { status, headers });
  if (!isSameSiteRequest(request)) return fail(403, t("reviews.report.failed"));
  if (!review) return fail(404, t("reviews.report.notFound"));
  const form = await readFormData(request);
  if (!form) return fail(400, t("reviews.report.failed"));
  const parsed = parseWithZod(form, { schema: VisitorReportSchema });
  if (parsed.status !== "success") {
    const reasonError = parsed.error?.reason?.[0];
    return reasonError
      ? fail(422, t("reviews.report.reasonRequired"), "reason")
      : fail(422, t("reviews.errors.tooLong"), "details");
  }
  const viewer = await getOptionalUser(request);
  const outcome = await reportReviewAsVisitor(
    { profileId: profile.id, reviewId: review.id, input: parsed.value },
    { clientIp: context.clientIp, viewerId: viewer?.id ?? null },
  );
  if (!outcome.ok) {
    return outcome.reason === "rate-limited"
      ? fail(429, t("reviews.errors.tooMany"), undefined, { "Retry-After": String(outcome.retryAfterSeconds) })
      : fail(404, t("reviews.report.notFound"));
  }
  return data<ReportActionData>({ ok: true });
}
