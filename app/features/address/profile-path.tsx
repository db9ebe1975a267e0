import { createContext, type ReactNode, useContext } from "react";

/*
 * The paths of a profile's pages as the visitor's host serves them (decision 046): on our
 * host `/{slug}`, `/{slug}/reviews`…; on the owner's served custom domain `/`, `/reviews`….
 * The loaders of the profile's pages tell which (`base` of pageAddress); a page rendered
 * without a provider (the editor's preview, the demo) uses the long form, which every host
 * answers.
 */

const ProfileBaseContext = createContext<string | null>(null);

/** Around a profile's page: `base` is `/{slug}` on our host, "" on its custom domain. */
export function ProfileBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <ProfileBaseContext.Provider value={base}>{children}</ProfileBaseContext.Provider>;
}

/**
 * The paths of `slug`'s pages on this host: `path("reviews")` → `/camille-martin/reviews`, or
 * `/reviews` on Camille's own domain; `path()` the page. Under a provider, its base: a page
 * shows one profile's links only.
 */
export function useProfilePath(slug: string): (sub?: string) => string {
  const base = useContext(ProfileBaseContext) ?? `/${encodeURIComponent(slug)}`;
  return (sub) => (sub ? `${base}/${sub}` : base || "/");
}
