import type { CustomDomainContext } from "#app/load-context.ts";

/*
 * Where a profile's pages are, as the request that shows them sees it (decision 046): on
 * the main host `{PUBLIC_URL}/{slug}` and `{PUBLIC_URL}/{slug}/reviews`…; on the owner's
 * served custom domain `https://{domain}/` and `https://{domain}/reviews`…. Canonical links,
 * og:url, the share button's link, JSON-LD and QR codes all take their URLs from here.
 */

export interface PageAddressContext {
  publicUrl: string;
  customDomain?: CustomDomainContext | null;
}

export interface PageAddress {
  /** The origin the page's own links and images are absolute against. */
  origin: string;
  /** The trust page itself. */
  page: string;
  /** A page under it: `under("reviews")`. */
  under: (path: string) => string;
  /** What the page's own links start with: `/{slug}` on our host, "" on its custom domain (ProfileBaseProvider). */
  base: string;
}

export function pageAddress(context: PageAddressContext, profile: { id: string; slug: string }): PageAddress {
  const domain = context.customDomain;
  if (domain && domain.profileId === profile.id) {
    return { origin: domain.origin, page: `${domain.origin}/`, under: (path) => `${domain.origin}/${path}`, base: "" };
  }
  const page = `${context.publicUrl}/${profile.slug}`;
  return { origin: context.publicUrl, page, under: (path) => `${page}/${path}`, base: `/${profile.slug}` };
}
