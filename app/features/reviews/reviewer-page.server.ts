import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { readFormData } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { deleteReviewAsReviewer, editReviewAsReviewer, openReviewerLink } from "./reviewer-review.server.ts";
import { ReviewerEditSchema } from "./schema.ts";

interface Args {
  request: Request;
  params: { token?: string };
}

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** /my-review/{token}: the reviewer's own review, to edit or delete. */
export async function reviewerPageData({ request, params }: Args) {
  const { t, messages } = getI18n(request, ["profile", "reviews"]);
  const view = await openReviewerLink(params.token ?? "");
  return data(
    {
      messages,
      title: view ? t("reviews.manage.metaTitle", { name: view.profile.name }) : t("reviews.manage.notFoundTitle"),
      view,
    },
    { status: view ? 200 : 404, headers: HEADERS },
  );
}

export type ReviewerActionData =
  | { intent: "edit"; ok: true; message: string }
  | { intent: "delete"; ok: true; slug: string; name: string }
  | { intent: "edit" | "delete" | null; ok: false; message: string; result?: SubmissionResult<string[]> };

/**
 * Edit (intent=edit, the fields of the review) or delete (intent=delete). The token is the
 * only proof: no session, no Origin check — it is a secret only the reviewer's mailbox got.
 */
export async function reviewerAction({ request, params }: Args) {
  const { t } = getI18n(request, ["reviews"]);
  const token = params.token ?? "";
  const form = await readFormData(request);
  if (!form)
    return data<ReviewerActionData>(
      { intent: null, ok: false, message: t("reviews.manage.failed") },
      { status: 400, headers: HEADERS },
    );
  const intent = form.get("intent");
  if (intent === "delete") {
    const view = await openReviewerLink(token);
    const outcome = await deleteReviewAsReviewer(token);
    if (!outcome.ok || !view) {
      return data<ReviewerActionData>(
        { intent: "delete", ok: false, message: t("reviews.manage.notFoundText") },
        { status: 404, headers: HEADERS },
      );
    }
    return data<ReviewerActionData>(
      { intent: "delete", ok: true, slug: outcome.slug, name: view.profile.name },
      { headers: HEADERS },
    );
  }
  const parsed = parseWithZod(form, { schema: ReviewerEditSchema });
  if (parsed.status !== "success") {
    return data<ReviewerActionData>(
      { intent: "edit", ok: false, message: t("reviews.manage.failed"), result: parsed.reply() },
      { status: 422, headers: HEADERS },
    );
  }
  const outcome = await editReviewAsReviewer(token, parsed.value);
  if (!outcome.ok) {
    const status = outcome.reason === "not-found" ? 404 : outcome.reason === "not-editable" ? 409 : 422;
    const message =
      outcome.reason === "not-editable"
        ? t("reviews.manage.notEditable")
        : outcome.reason === "serviceMonthFuture"
          ? t("reviews.errors.serviceMonthFuture")
          : t("reviews.manage.notFoundText");
    const result =
      outcome.reason === "serviceMonthFuture" ? parsed.reply({ fieldErrors: { serviceMonth: [message] } }) : undefined;
    return data<ReviewerActionData>(
      { intent: "edit", ok: false, message, ...(result ? { result } : {}) },
      { status, headers: HEADERS },
    );
  }
  return data<ReviewerActionData>(
    { intent: "edit", ok: true, message: t("reviews.manage.saved") },
    { headers: HEADERS },
  );
}
