import type { TFunction } from "i18next";
import type { MetaDescriptor } from "react-router";
import { data } from "react-router";
import { goneOr } from "#app/features/account-deletion/index.server.ts";
import { type PageAddressContext, pageAddress, profileNotFound } from "#app/features/address/index.server.ts";
import type { ProfileErrorData } from "#app/features/address/index.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import {
  countWallReviews,
  decodeWallCursor,
  getProfileSummary,
  getWallProfileDetails,
  isWallMediaFilter,
  listWallReviews,
  type ProfileSummary,
  type WallCursor,
  type WallMediaFilter,
} from "#app/features/reviews/index.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { readPageBranding } from "#app/services/theme/branding.server.ts";
import type { PageBranding } from "#app/services/theme/branding.ts";
import { getViewer } from "./get-viewer.server.ts";
import { pageJsonLd } from "./json-ld.ts";
import { profileLoadError } from "./load-profile-page.server.ts";

interface LoaderArgs {
  request: Request;
  params: { slug?: string };
  context: PageAddressContext & { requestId: string; env: Pick<Env, "NODE_ENV" | "BUILD_DIR"> };
}

/** A filter or cursor the wall does not know: 400, in the page's language. */
function wallBadRequest(t: TFunction) {
  return data<ProfileErrorData>(
    {
      kind: "fiable.profile-error",
      pageTitle: t("profileMeta.wallBadLinkPageTitle"),
      title: t("profileMeta.wallBadLinkTitle"),
      text: t("profileMeta.wallBadLinkText"),
    },
    { status: 400, headers: { "Cache-Control": "no-cache" } },
  );
}

/**
 * `/{slug}/wall?media=…&cursor=…`: every published review in a masonry grid, server-rendered
 * and not hydrated (decision 014), filtered by media type and read by keyset pages
 * (list-wall-reviews.server.ts). The page speaks the visitor's language, else the owner's
 * (decision 027, done by server/page-language.ts for every page under /{slug}).
 */
export async function loadWallPage({ request, params, context }: LoaderArgs) {
  const { t, messages } = getI18n(request, ["profile", "reviews"]);
  const address = normalizeProfileAddress(params.slug);
  if (!address) throw profileNotFound(t);
  const search = new URL(request.url).searchParams;
  const mediaParam = search.get("media") ?? "all";
  const cursorParam = search.get("cursor");
  const media: WallMediaFilter | null = isWallMediaFilter(mediaParam) ? mediaParam : null;
  const cursor: WallCursor | null = cursorParam === null ? null : decodeWallCursor(cursorParam);
  const badLink = media === null || (cursorParam !== null && cursor === null);

  let profile: ProfileSummary | null;
  let isOwner = false;
  let loaded: {
    page: Awaited<ReturnType<typeof listWallReviews>>;
    counts: Awaited<ReturnType<typeof countWallReviews>>;
    details: Awaited<ReturnType<typeof getWallProfileDetails>>;
    branding: PageBranding;
  } | null = null;
  try {
    profile = await getProfileSummary(address);
    if (profile && !badLink) {
      const [viewer, page, counts, details, branding] = await Promise.all([
        getViewer(request),
        listWallReviews(profile.id, { media: media!, cursor }),
        countWallReviews(profile.id),
        getWallProfileDetails(profile.id),
        // The trust page's theme (decision 045).
        readPageBranding(profile.id, { hasCover: profile.avatarKey !== null }),
      ]);
      isOwner = viewer.userId === profile.userId;
      loaded = { page, counts, details, branding };
    }
  } catch (error) {
    logError(`[${context.requestId}] wall of "${address}" failed to load:`, error);
    throw profileLoadError(t);
  }
  if (!profile) throw await goneOr(t, address, profileNotFound(t));
  if (badLink || !loaded) throw wallBadRequest(t);

  // On the owner's custom domain, its own addresses (decision 046).
  const served = pageAddress(context, profile);
  const origin = served.origin;
  const profileUrl = served.page;
  const wallUrl = served.under("wall");
  const query = new URLSearchParams();
  if (media !== "all") query.set("media", media!);
  if (cursorParam) query.set("cursor", cursorParam);
  const pageUrl = query.size > 0 ? `${wallUrl}?${query}` : wallUrl;
  const title = t("profileMeta.wallTitle", { name: profile.name });
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: t("profileMeta.wallDescription", { name: profile.name }) },
    // Filters and later pages show a part of the one wall: the wall itself is the page to index.
    { tagName: "link", rel: "canonical", href: wallUrl },
    { property: "og:title", content: title },
    { property: "og:url", content: wallUrl },
  ];
  if (loaded.counts.all === 0) meta.push({ name: "robots", content: "noindex" });

  const jsonLd = pageJsonLd({
    subject: { ...profile, ...loaded.details },
    reviews: loaded.page.reviews,
    profileUrl,
    page: { type: "CollectionPage", url: pageUrl, name: title, dateModified: loaded.details.updatedAt },
    origin,
  });

  return data(
    {
      messages,
      meta,
      jsonLd,
      profile: {
        slug: profile.slug,
        name: profile.name,
        title: profile.title,
        avatar: profile.avatar,
        verified: profile.verified,
        rating: profile.rating,
        reviewCounts: profile.reviewCounts,
        isOwner,
      },
      branding: loaded.branding,
      media: media!,
      firstPage: cursor === null,
      counts: loaded.counts,
      reviews: loaded.page.reviews,
      next: loaded.page.next,
      base: served.base,
      share: {
        url: wallUrl,
        title: t("profile.wall.shareTitle", { name: profile.name }),
        text: t("profile.wall.shareText", { name: profile.name }),
      },
    },
    { headers: { "Cache-Control": isOwner ? "private, no-store" : "private, no-cache", Vary: "Cookie" } },
  );
}
