import type { MetaDescriptor } from "react-router";
import { data } from "react-router";
import { goneOr } from "#app/features/account-deletion/index.server.ts";
import { type PageAddressContext, pageAddress, profileNotFound } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getProfileSummary, listPublicReviews, type ProfileSummary } from "#app/features/reviews/index.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { readPageBranding } from "#app/services/theme/branding.server.ts";
import { DEFAULT_PAGE_BRANDING, type PageBranding } from "#app/services/theme/branding.ts";
import { getViewer } from "./get-viewer.server.ts";
import { profileLoadError } from "./load-profile-page.server.ts";

interface LoaderArgs {
  request: Request;
  params: { slug?: string };
  context: PageAddressContext & { requestId: string; env: Pick<Env, "NODE_ENV" | "BUILD_DIR"> };
}

/** `/{slug}/reviews?page=N`: every approved review, newest first, server-rendered pages of 10. */
export async function loadReviewsPage({ request, params, context }: LoaderArgs) {
  const { t, messages } = getI18n(request, ["profile", "reviews"]);
  const address = normalizeProfileAddress(params.slug);
  if (!address) throw profileNotFound(t);
  const pageParam = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : Number.NaN;

  let profile: ProfileSummary | null;
  let isOwner = false;
  let list: Awaited<ReturnType<typeof listPublicReviews>> | null = null;
  let branding: PageBranding = DEFAULT_PAGE_BRANDING;
  try {
    profile = await getProfileSummary(address);
    if (profile) {
      // The trust page's theme (decision 045).
      branding = await readPageBranding(profile.id, { hasCover: profile.avatarKey !== null });
      const viewer = await getViewer(request);
      isOwner = viewer.userId === profile.userId;
      if (Number.isInteger(page)) list = await listPublicReviews(profile.id, page, profile.rating.count);
    }
  } catch (error) {
    logError(`[${context.requestId}] reviews of "${address}" failed to load:`, error);
    throw profileLoadError(t);
  }
  if (!profile) throw await goneOr(t, address, profileNotFound(t));
  if (!list || (list.reviews.length === 0 && page !== 1))
    throw profileNotFound(t, t("profileMeta.reviewsPageNotFound"));

  // On the owner's custom domain, its own addresses (decision 046).
  const served = pageAddress(context, profile);
  const profileUrl = served.page;
  const pageUrl = served.under(`reviews${page > 1 ? `?page=${page}` : ""}`);
  const title = t("profileMeta.reviewsTitle", { name: profile.name, page });
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: t("profileMeta.reviewsDescription", { name: profile.name }) },
    { tagName: "link", rel: "canonical", href: pageUrl },
  ];
  if (list.total === 0) meta.push({ name: "robots", content: "noindex" });

  return data(
    {
      messages,
      meta,
      profile: {
        slug: profile.slug,
        name: profile.name,
        title: profile.title,
        rating: profile.rating,
        reviewCounts: profile.reviewCounts,
        isOwner,
      },
      branding,
      list,
      base: served.base,
      share: {
        url: profileUrl,
        title: profile.title ? `${profile.name} – ${profile.title}` : profile.name,
        text: t("profile.share.text", { name: profile.name }),
      },
    },
    { headers: { "Cache-Control": isOwner ? "private, no-store" : "private, no-cache", Vary: "Cookie" } },
  );
}
