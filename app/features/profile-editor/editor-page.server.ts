import { and, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { slugify } from "#app/features/address/index.ts";
import { getOptionalUser, isSameSiteRequest, requireUser } from "#app/features/auth/index.server.ts";
import { customDomainCardData } from "#app/features/custom-domains/index.server.ts";
import { type RatingSummary, roundRating } from "#app/features/reviews/index.ts";
import { inspectJson } from "#app/lib/control-characters.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { defaultPhoneCountry } from "#app/services/platforms/normalize-link.ts";
import { getDb } from "#db/client.server.ts";
import { profiles, reviews } from "#db/schema.ts";
import { emptyDraft, type ProfileDraft, upgradeDraft } from "./draft.ts";
import { currentSlug, ListSaveFailed, loadDraft, saveProfile } from "./save-profile.server.ts";

export interface EditorPageArgs {
  request: Request;
  context: { publicUrl: string };
}

export type EditorActionData =
  | {
      status: "saved";
      /** The address granted: the draft's custom URL becomes it. */
      slug: string;
      publicAddress: string;
      message: string;
      /** The toast's second line: the page's address, and why it differs from the one asked for. */
      detail: string;
      /** The stored link of each platform: the draft keeps them, so that the next save keeps the rows. */
      linkIds: Record<string, string>;
      /** The address stored for each platform, normalized (decision 028): the draft shows it from then on. */
      linkUrls: Record<string, string>;
    }
  | {
      status: "error";
      /** invalid: the draft breaks a rule (`field` says where); signedOut: no session any more. */
      reason: "invalid" | "signedOut" | "failed";
      field: string;
      message: string;
    };

/** /dashboard: the signed-in owner's draft (or a new one prefilled from the account). */
export async function editorPageData({ request, context }: EditorPageArgs) {
  const { user, headers } = await requireUser(request);
  const { t, lang, messages } = getI18n(request, [
    "auth",
    "account",
    "language",
    "editor",
    "platforms",
    "customDomains",
  ]);
  let loaded: Awaited<ReturnType<typeof loadEditorData>>;
  try {
    loaded = await loadEditorData(user.id);
  } catch (error) {
    // 'Impossible de charger le profil', on the error page (never an empty editor
    // whose save would overwrite the profile that could not be read).
    logError("[editor] profile load failed:", error);
    throw data({ message: t("editor.loadFailed") }, { status: 503, headers });
  }
  const [stored, slug, rating, customDomain] = loaded;
  const draft: ProfileDraft = stored ?? emptyDraft(user, lang);
  return data(
    {
      draft,
      slug: stored ? slug : null,
      publicUrl: context.publicUrl,
      rating,
      customDomain,
      // The id keys the copy of an unsaved draft the browser keeps when a save fails.
      user: { id: user.id, name: user.name, email: user.email, image: user.image ?? null },
      messages,
      title: t("editor.meta.title"),
    },
    { headers },
  );
}

function loadEditorData(userId: string) {
  return Promise.all([
    loadDraft(userId),
    currentSlug(userId),
    approvedReviewSummary(userId),
    customDomainCardData(userId),
  ]);
}

/** Count and mean of the approved reviews of the user's profile, for the preview's reviews block. */
export async function approvedReviewSummary(userId: string): Promise<RatingSummary> {
  const [row] = await getDb()
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${reviews.rating})::float8`,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(and(eq(profiles.userId, userId), eq(reviews.status, "approved")));
  return { count: Number(row?.count ?? 0), average: roundRating(row?.average) };
}

/**
 * POST /dashboard/save, the Save button: the draft travels as JSON in the `draft` field;
 * every rule is checked here. Always a JSON answer, never a redirect: an expired session is
 * a 401 the editor explains (it keeps the draft in the browser until the owner is back).
 */
export async function handleEditorSave({ request, context }: EditorPageArgs) {
  const { t, lang } = getI18n(request, ["editor"]);
  const refuse = (reason: "invalid" | "signedOut" | "failed", status: number, message: string, field = "") =>
    data<EditorActionData>({ status: "error", reason, field, message }, { status });
  const user = await getOptionalUser(request);
  if (!user) return refuse("signedOut", 401, t("editor.sessionExpired"));
  if (request.method !== "POST" || !isSameSiteRequest(request)) return refuse("failed", 403, t("editor.saveFailed"));
  let input: unknown;
  try {
    input = JSON.parse(String((await request.formData()).get("draft") ?? ""));
  } catch {
    return refuse("invalid", 400, t("editor.saveFailed"));
  }
  // The draft travels as JSON inside a form field: its escaped control characters pass the
  // request guard, so its strings are checked here (decision 020).
  const inspected = inspectJson(input);
  if (inspected !== "ok") {
    return inspected === "deep"
      ? refuse("invalid", 400, t("editor.saveFailed"))
      : refuse("invalid", 422, t("errors.controlCharacters"));
  }
  try {
    // A national phone number is read in the country of the interface's language, as the
    // editor did when it showed « Sera enregistré comme : … » (decision 028).
    const result = await saveProfile(user.id, input, { country: defaultPhoneCountry(lang) });
    if (!result.ok) return refuse("invalid", 400, t(result.message, result.params), result.field);
    const publicAddress = `${context.publicUrl}/${result.slug}`;
    const asked = slugify(String((upgradeDraft(input) as { requestedSlug?: unknown }).requestedSlug ?? ""));
    return data<EditorActionData>({
      status: "saved",
      slug: result.slug,
      publicAddress,
      message: t("editor.saved"),
      detail:
        asked !== "" && asked !== result.slug
          ? t("editor.savedOther", { requested: asked, address: publicAddress })
          : t("editor.savedAt", { address: publicAddress }),
      linkIds: result.linkIds,
      linkUrls: result.linkUrls,
    });
  } catch (error) {
    logError("[editor] save failed:", error instanceof ListSaveFailed ? error.cause : error);
    if (error instanceof ListSaveFailed) return refuse("failed", 500, t(error.message), error.field);
    return refuse("failed", 500, t("editor.saveFailed"));
  }
}
