import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track.ts";

/**
 * Records a page_view after rendering (an effect, so it never delays the page). Mounted
 * once in app/root.tsx for every hydrated page, error pages included. The public pages are
 * not hydrated: their scripts record their own (app/islands/site.client.ts, 'landing' for
 * `/`; the profile's enhance.client.ts with the profile id; decision 039).
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
