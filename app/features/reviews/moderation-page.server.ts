import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data } from "react-router";
import { isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { readFormData } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { listOwnerReviews, moderateReview } from "./moderate-review.server.ts";
import { retryReviewMedia } from "./process-review-media.server.ts";
import {
  MODERATION_TABS,
  type ModerationInput,
  ModerationSchema,
  type ModerationTab,
  RetryMediaSchema,
} from "./schema.ts";

interface PageArgs {
  request: Request;
  context: { publicUrl: string };
}

export type ModerationActionData =
  | { ok: true; intent: ModerationInput["intent"] | "retry-media"; message: string }
  | { ok: false; reviewId: string | null; field: "reason" | "reply" | "details" | null; message: string };

/** /dashboard/reviews?tab=pending|approved|rejected: the owner's reviews, one tab at a time. */
export async function moderationPageData({ request, context }: PageArgs) {
  const { user, headers } = await requireUser(request);
  const { t, messages } = getI18n(request, ["auth", "account", "reviews", "profile"]);
  const param = new URL(request.url).searchParams.get("tab");
  const tab: ModerationTab = MODERATION_TABS.includes(param as ModerationTab) ? (param as ModerationTab) : "pending";
  const listing = await listOwnerReviews(user.id, tab);
  return data(
    {
      messages,
      title: t("reviews.moderation.metaTitle"),
      tab,
      listing,
      publicUrl: context.publicUrl,
    },
    { headers },
  );
}

/**
 * approve / withdraw a pending review (a reason from the fixed list) / reply / report an
 * approved one: the owner of the review's profile only (decision 018).
 */
export async function handleModerationAction({ request }: PageArgs) {
  const { user } = await requireUser(request);
  const { t } = getI18n(request, ["reviews"]);
  if (!isSameSiteRequest(request)) {
    return data<ModerationActionData>(
      { ok: false, reviewId: null, field: null, message: t("reviews.moderation.failed") },
      { status: 403 },
    );
  }
  const formData = await readFormData(request);
  if (!formData) {
    return data<ModerationActionData>(
      { ok: false, reviewId: null, field: null, message: t("reviews.moderation.failed") },
      { status: 400 },
    );
  }
  const reviewId = typeof formData.get("reviewId") === "string" ? String(formData.get("reviewId")) : null;
  if (formData.get("intent") === "retry-media") return retryMedia(formData, user.id, t);
  const parsed = parseWithZod(formData, { schema: ModerationSchema });
  if (parsed.status !== "success") {
    const errors = parsed.error ?? {};
    const field = errors.reason ? "reason" : errors.reply ? "reply" : errors.details ? "details" : null;
    const code = errors.reason?.[0] ?? errors.reply?.[0] ?? errors.details?.[0];
    const message =
      code === "reasonRequired"
        ? t("reviews.moderation.reasonRequired")
        : code === "replyRequired"
          ? t("reviews.moderation.replyRequired")
          : code === "tooLong"
            ? t("reviews.errors.tooLong")
            : t("reviews.moderation.failed");
    return data<ModerationActionData>({ ok: false, reviewId, field, message }, { status: 422 });
  }
  try {
    const result = await moderateReview(parsed.value, user.id);
    if (!result.ok) {
      // Someone else's review and a review that does not exist look the same (404); an
      // approved review cannot be withdrawn by its owner (403: they report it instead).
      const status = { "not-found": 404, forbidden: 403, unchanged: 409, "already-reported": 409 }[result.reason];
      const message =
        result.reason === "forbidden"
          ? t("reviews.moderation.forbidden")
          : result.reason === "already-reported"
            ? t("reviews.moderation.alreadyReported")
            : t("reviews.moderation.failed");
      return data<ModerationActionData>({ ok: false, reviewId, field: null, message }, { status });
    }
    const intent = parsed.value.intent;
    return data<ModerationActionData>({ ok: true, intent, message: t(`reviews.moderation.done.${intent}`) });
  } catch (error) {
    logError("[reviews] moderation failed:", error);
    return data<ModerationActionData>(
      { ok: false, reviewId, field: null, message: t("reviews.moderation.failed") },
      { status: 500 },
    );
  }
}

/** « Réessayer »: the owner's review whose medium failed is processed again (only theirs, only a failed one). */
async function retryMedia(formData: FormData, ownerUserId: string, t: TFunction) {
  const parsed = RetryMediaSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data<ModerationActionData>(
      { ok: false, reviewId: null, field: null, message: t("reviews.moderation.failed") },
      { status: 422 },
    );
  }
  const { reviewId } = parsed.data;
  try {
    if (!(await retryReviewMedia(reviewId, ownerUserId))) {
      // Someone else's review, a missing one and one whose medium did not fail look the same.
      return data<ModerationActionData>(
        { ok: false, reviewId, field: null, message: t("reviews.moderation.failed") },
        { status: 404 },
      );
    }
    return data<ModerationActionData>({
      ok: true,
      intent: "retry-media",
      message: t("reviews.moderation.retryMediaDone"),
    });
  } catch (error) {
    logError("[reviews] media retry failed:", error);
    return data<ModerationActionData>(
      { ok: false, reviewId, field: null, message: t("reviews.moderation.failed") },
      { status: 500 },
    );
  }
}
