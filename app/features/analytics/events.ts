import { z } from "zod";

/**
 * The first-party events the browser may record (spec §7 "INSERT analytics_events"): a page
 * view on every site page, and the conversion events of the landing page. Shared by the
 * client helper (track.ts) and the server (record-event.server.ts).
 */
export const CLIENT_EVENTS = ["page_view", "signup_started", "cta_clicked"] as const;
export type ClientEventName = (typeof CLIENT_EVENTS)[number];
export const PAGE_VIEW = "page_view" satisfies ClientEventName;
/** Recorded by /go/{linkId} (app/features/profile/follow-link.server.ts). */
export const LINK_CLICK = "link_click";

/** Largest request body accepted by POST /api/v1/events, in bytes. */
export const MAX_EVENT_BYTES = 4096;

const shortText = (max: number) => z.string().trim().max(max);

export const EventSchema = z
  .object({
    event: z.enum(CLIENT_EVENTS),
    /** Created once per browser session (sessionStorage). */
    sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** A page view of a public profile (/{slug}): that profile's id, checked by the server. */
    profileId: z.uuid().optional(),
    properties: z
      .object({
        page: shortText(300).optional(),
        path: shortText(300).optional(),
        referrer: shortText(1000).optional(),
        source: shortText(60).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type EventInput = z.infer<typeof EventSchema>;
