import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track.ts";

/**
 * Records a page_view for every page of the `_site` layout, after rendering (an effect,
 * so it never delays the page). The landing page is recorded as page 'landing' (spec §2).
 * On a public profile (/{slug}), `profileId` ties the view to the profile for its owner's
 * statistics.
 */
export function PageViewRecorder({ profileId }: { profileId?: string } = {}) {
  const { pathname } = useLocation();
  useEffect(() => {
    track(
      "page_view",
      {
        page: pathname === "/" ? "landing" : pathname,
        path: pathname,
        referrer: document.referrer || undefined,
      },
      { profileId },
    );
  }, [pathname, profileId]);
  return null;
}
