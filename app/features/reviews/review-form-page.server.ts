import { data } from "react-router";
import { goneOr } from "#app/features/account-deletion/index.server.ts";
import { type PageAddressContext, pageAddress, profileNotFound } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getOptionalUser, isSameSiteRequest } from "#app/features/auth/index.server.ts";
import { readFormOrJson } from "#app/lib/read-form.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { consume, tooManyRequests } from "#app/services/rate-limit/rate-limit.server.ts";
import { getProfileSummary } from "./list-public-reviews.server.ts";
import { storeReviewMedia, type UploadKind } from "./review-media.server.ts";
import type { MediaUploadResult, ReviewActionResult } from "./schema.ts";
import { handleReviewForm } from "./submit-review.server.ts";

interface Args {
  request: Request;
  params: { slug?: string };
  context: PageAddressContext & { clientIp: string; requestId: string };
}

async function findProfile(request: Request, slug: string | undefined) {
  const { t } = getI18n(request, ["profile"]);
  const address = normalizeProfileAddress(slug);
  const profile = address ? await getProfileSummary(address) : null;
  if (!profile) throw address ? await goneOr(t, address, profileNotFound(t)) : profileNotFound(t);
  return profile;
}

/** /{slug}/review: the shareable "leave me a review" page. */
export async function reviewFormPageData({ request, params, context }: Args) {
  const profile = await findProfile(request, params.slug);
  const { t, messages } = getI18n(request, ["profile", "reviews"]);
  const viewer = await getOptionalUser(request);
  return data(
    {
      messages,
      title: t("reviews.page.metaTitle", { name: profile.name }),
      profile: {
        slug: profile.slug,
        name: profile.name,
        title: profile.title,
        avatar: profile.avatar,
        rating: profile.rating,
      },
      isOwner: viewer?.id === profile.userId,
      // On the owner's custom domain, its own address (decision 046).
      canonical: pageAddress(context, profile).under("review"),
    },
    { headers: { "Cache-Control": "private, no-cache", Vary: "Cookie" } },
  );
}

/** POST /{slug}/review: the review itself (fields + the keys of its uploaded media). */
export async function handleReviewSubmit({ request, params, context }: Args) {
  const profile = await findProfile(request, params.slug);
  const { t, lang } = getI18n(request, ["reviews"]);
  if (!isSameSiteRequest(request)) {
    return data<ReviewActionResult>(
      { result: { status: "error", error: { "": [t("reviews.errors.submitFailed")] } }, outcome: "refused" },
      { status: 403 },
    );
  }
  const viewer = await getOptionalUser(request);
  // The page and the dialog post forms; /api/v1/reviews/{slug} takes JSON too (/docs/api).
  const formData = await readFormOrJson(request);
  if (!formData) {
    return data<ReviewActionResult>(
      { result: { status: "error", error: { "": [t("reviews.errors.submitFailed")] } }, outcome: "refused" },
      { status: 400 },
    );
  }
  const result = await handleReviewForm(formData, profile, {
    clientIp: context.clientIp,
    viewerId: viewer?.id ?? null,
    t,
    lang,
  });
  return data(result.data, { status: result.status, headers: result.headers });
}

/**
 * POST /api/v1/reviews/{slug}: the same as handleReviewSubmit, answered as JSON (the
 * review dialog of the public page, which is not a React Router page: decision 014).
 */
export async function reviewJsonResponse(args: Args): Promise<Response> {
  try {
    const result = await handleReviewSubmit(args);
    const headers = new Headers(result.init?.headers);
    headers.set("Cache-Control", "no-store");
    return Response.json(result.data, { status: result.init?.status ?? 200, headers });
  } catch (error) {
    // An unknown profile: its 404, as JSON.
    if (error && typeof error === "object" && "data" in error && "init" in error) {
      const thrown = error as { data: unknown; init?: ResponseInit | null };
      return Response.json(thrown.data, {
        status: thrown.init?.status ?? 404,
        headers: { "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
}

const UPLOAD_KINDS = ["photo", "video", "audio", "poster"] as const;

/** POST /{slug}/review/media?kind=photo|video|audio|poster: one media file, raw body, before the review. */
export async function handleReviewMediaUpload({ request, params, context }: Args) {
  const profile = await findProfile(request, params.slug);
  const reply = (status: number, body: MediaUploadResult, headers?: Record<string, string>) =>
    Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
  if (request.method !== "POST" || !isSameSiteRequest(request)) return reply(403, { ok: false, error: "forbidden" });
  const kind = new URL(request.url).searchParams.get("kind");
  if (!UPLOAD_KINDS.includes(kind as UploadKind)) return reply(400, { ok: false, error: "fileType" });
  const viewer = await getOptionalUser(request);
  if (viewer?.id === profile.userId) return reply(403, { ok: false, error: "forbidden" });
  const limit = await consume("reviews.media.ip", context.clientIp);
  if (!limit.allowed) {
    const { status, headers } = tooManyRequests(limit);
    return reply(status, { ok: false, error: "limited" }, headers);
  }
  const result = await storeReviewMedia(request, kind as UploadKind, profile.id);
  return reply(result.status, result.body);
}
