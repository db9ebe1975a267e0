import type { TFunction } from "i18next";
import { data, type MetaDescriptor } from "react-router";
import { goneOr } from "#app/features/account-deletion/index.server.ts";
import { type PageAddressContext, pageAddress, profileNotFound } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress, type ProfileErrorData } from "#app/features/address/index.ts";
import type { Env } from "#app/lib/env.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import type { Language } from "#app/services/i18n/config.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { PAGE_CACHE_MARKER, profileTag } from "#app/services/page-cache/index.server.ts";
import { getPlatform, isGenericPlatform } from "#app/services/platforms/catalogue.ts";
import { getPublicProfile } from "./get-public-profile.server.ts";
import { getViewer } from "./get-viewer.server.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from "./og-image.server.ts";
import type { PublicProfile } from "./profile-types.ts";

/** 'Erreur lors du chargement du profil', as an HTTP 500. */
export function profileLoadError(t: TFunction) {
  return data<ProfileErrorData>(
    {
      kind: "fiable.profile-error",
      pageTitle: t("profileMeta.loadErrorPageTitle"),
      title: t("profileMeta.loadErrorTitle"),
      text: t("profileMeta.loadErrorText"),
      retry: t("profileMeta.retry"),
    },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}

/** Display name of a platform: brand names as they are, generic ones translated. */
export function platformNamer(t: TFunction) {
  return (id: string) => (isGenericPlatform(id) ? t(`platforms.names.${id}`) : getPlatform(id).name);
}

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_GB", ar: "ar_AR" };

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

function profileMeta(
  profile: PublicProfile,
  { t, lang, pageUrl, imageUrl }: { t: TFunction; lang: Language; pageUrl: string; imageUrl: string },
): MetaDescriptor[] {
  const title = profile.title
    ? t("profileMeta.title", { name: profile.name, job: profile.title })
    : t("profileMeta.titleNoJob", { name: profile.name });
  const description = profile.bio ? truncate(profile.bio, 160) : t("profileMeta.description", { name: profile.name });
  const imageAlt = t("profileMeta.ogImageAlt", { name: profile.name });
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pageUrl },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Fiable" },
    { property: "og:locale", content: OG_LOCALES[lang] },
    { property: "og:url", content: pageUrl },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  // Spam profiles target search engines: no review and no bio yet → not indexed.
  if (profile.rating.count === 0 && !profile.bio?.trim()) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/**
 * Cache-Control of the page. Anonymous views may be kept by shared caches for a few
 * seconds and served stale while they revalidate (the app's own cache is invalidated at
 * once, see app/services/page-cache); browsers always revalidate (max-age=0 + ETag). The
 * owner's page (real numbers) is never stored anywhere.
 */
export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

interface LoaderArgs {
  request: Request;
  params: { slug?: string };
  context: PageAddressContext & { requestId: string; env: Pick<Env, "NODE_ENV" | "BUILD_DIR"> };
}

/** The loader of /{slug}: the profile as the viewer may see it, its meta tags and share data. */
export async function loadProfilePage({ request, params, context }: LoaderArgs) {
  const { t, lang, messages } = getI18n(request, ["profile", "reviews"]);
  const address = normalizeProfileAddress(params.slug);
  if (!address) throw profileNotFound(t);

  let profile: PublicProfile | null;
  let signedIn: boolean;
  try {
    const viewer = await getViewer(request);
    signedIn = viewer.userId !== null;
    profile = await getPublicProfile(address, viewer, { platformName: platformNamer(t) });
  } catch (error) {
    logError(`[${context.requestId}] public profile "${address}" failed to load:`, error);
    throw profileLoadError(t);
  }
  if (!profile) throw await goneOr(t, address, profileNotFound(t));

  // On the owner's custom domain, its own addresses (decision 046).
  const served = pageAddress(context, profile);
  const origin = served.origin;
  const host = new URL(origin).host;
  const pageUrl = served.page;
  const imageUrl = `${origin}${ogImagePath(
    {
      id: profile.id,
      slug: profile.slug,
      name: profile.name,
      title: profile.title,
      avatar: profile.avatar,
      verified: profile.verified,
      rating: profile.rating,
    },
    host,
  )}`;

  const headers = new Headers({ Vary: "Cookie, Accept-Encoding" });
  if (profile.isOwner) headers.set("Cache-Control", "private, no-store");
  else if (signedIn || new URL(request.url).searchParams.has("lang")) headers.set("Cache-Control", "private, no-cache");
  else {
    headers.set("Cache-Control", ANONYMOUS_CACHE_CONTROL);
    // The anonymous page may be kept by the app's cache (removed before the response leaves).
    headers.set(PAGE_CACHE_MARKER, profileTag(profile.id));
  }

  return data(
    {
      messages,
      profile,
      // Read by the document (a forced light or dark scheme: app/services/theme/forced-scheme.ts).
      branding: profile.branding,
      origin,
      pageUrl,
      // The page's own links: short on its custom domain (ProfileBaseProvider).
      base: served.base,
      meta: profileMeta(profile, { t, lang, pageUrl, imageUrl }),
      share: {
        url: pageUrl,
        title: profile.title ? `${profile.name} – ${profile.title}` : profile.name,
        text: t("profile.share.text", { name: profile.name }),
      },
    },
    { headers },
  );
}
