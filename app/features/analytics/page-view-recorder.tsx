import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track.ts";

/**
 * Records a page_view after rendering (an effect, so it never delays the page). Mounted
 * once in app/root.tsx, it records every page, error pages included; the landing page is
 * recorded as page 'landing' (spec §2). On a public profile (/{slug}) the route renders its
 * own recorder with `profileId`, which ties the view to the profile for its owner's
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
