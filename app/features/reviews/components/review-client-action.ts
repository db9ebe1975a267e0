import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import type { ModerationActionData } from "../moderation-page.server.ts";
import type { ReviewActionResult } from "../schema.ts";

/*
 * The browser side of the review actions (app/lib/keep-form.ts): a request that fails — no
 * network, a proxy's error page — keeps the form on screen with what was typed and says
 * 'Une erreur est survenue' (reviews.errors.generic).
 */

interface ClientActionArgs<T> {
  request: Request;
  serverAction: () => Promise<T>;
}

/** The review form: the result as a form-level error coded "generic" (translated by the form). */
export function reviewClientAction({ request, serverAction }: ClientActionArgs<ReviewActionResult>) {
  return keepFormOnFailure(request, serverAction, (typed): ReviewActionResult => {
    const initialValue: Record<string, string> = {};
    for (const [name, value] of typed.entries()) if (typeof value === "string") initialValue[name] = value;
    return { outcome: "failed", result: { status: "error", initialValue, error: { "": ["generic"] } } };
  });
}

/** The moderation screen: a failure without a message (the screen shows the generic one). */
export function moderationClientAction({ request, serverAction }: ClientActionArgs<ModerationActionData>) {
  return keepFormOnFailure(request, serverAction, (typed): ModerationActionData => {
    const reviewId = typed.get("reviewId");
    return { ok: false, reviewId: typeof reviewId === "string" ? reviewId : null, field: null, message: "" };
  });
}
