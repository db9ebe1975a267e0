import type { ModerationActionData } from "../moderation-page.server.ts";
import type { ReviewActionResult } from "../schema.ts";

/*
 * The browser side of the review actions. React Router answers a fetcher whose request
 * failed — no network, a proxy's error page, an exception outside the action's own
 * handling — by replacing the whole page with the error boundary. These keep the form on
 * screen with what was typed and say 'Une erreur est survenue' (reviews.errors.generic).
 */

interface ClientActionArgs<T> {
  request: Request;
  serverAction: () => Promise<T>;
}

/** The review form: the result as a form-level error coded "generic" (translated by the form). */
export async function reviewClientAction({
  request,
  serverAction,
}: ClientActionArgs<ReviewActionResult>): Promise<ReviewActionResult> {
  const typed = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    console.error("[reviews] review not sent:", error);
    const initialValue: Record<string, string> = {};
    for (const [name, value] of typed?.entries() ?? []) if (typeof value === "string") initialValue[name] = value;
    return { outcome: "failed", result: { status: "error", initialValue, error: { "": ["generic"] } } };
  }
}

/** The moderation screen: a failure without a message (the screen shows the generic one). */
export async function moderationClientAction({
  request,
  serverAction,
}: ClientActionArgs<ModerationActionData>): Promise<ModerationActionData> {
  const reviewId = await request
    .clone()
    .formData()
    .then((data) => data.get("reviewId"))
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    console.error("[reviews] moderation not sent:", error);
    return { ok: false, reviewId: typeof reviewId === "string" ? reviewId : null, field: null, message: "" };
  }
}
