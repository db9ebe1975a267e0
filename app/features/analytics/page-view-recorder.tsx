import { useEffect } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { track } from "./track.ts";

/**
 * What a route module exports as `handle` when it records its own page views (the public
 * profile, which adds its profile id): the root's recorder then leaves its pages alone,
 * unless its loader failed (a profile not found is recorded by the root as a plain page).
 */
export const RECORDS_OWN_PAGE_VIEW = { recordsOwnPageView: true } as const;

function recordsOwnPageView(match: UIMatch): boolean {
  const handle = match.handle as { recordsOwnPageView?: boolean } | undefined;
  return handle?.recordsOwnPageView === true && match.loaderData !== undefined;
}

/**
 * Records a page_view after rendering (an effect, so it never delays the page). Mounted
 * once in app/root.tsx, it records every page, error pages included; the landing page is
 * recorded as page 'landing' (docs/product/analytics.md). On a public profile (/{slug}) the route renders its
 * own recorder with `profileId`, which ties the view to the profile for its owner's
 * statistics.
 */
export function PageViewRecorder({ profileId }: { profileId?: string } = {}) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const skip = profileId === undefined && matches.some(recordsOwnPageView);
  useEffect(() => {
    if (skip) return;
    track(
      "page_view",
      {
        page: pathname === "/" ? "landing" : pathname,
        path: pathname,
        referrer: document.referrer || undefined,
      },
      { profileId },
    );
  }, [pathname, profileId, skip]);
  return null;
}
