import { z } from "zod";
import { LAYOUTS } from "#app/features/embed/index.ts";

/**
 * The first-party events the browser may record (docs/product/analytics.md): a page
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

/**
 * The events of the embeddable widget (decision 033), posted from the host site by the
 * script (variant "script") or from the iframe page (variant "iframe"): one impression per
 * widget load once visible, one click per link followed (trust page, wall, notice) or per
 * first media play. The site it came from is never in the body: the server reads it from
 * the request's Origin (or Referer) — or, for the iframe, whose requests are our own
 * origin, from the iframe's `document.referrer` — and keeps the hostname only.
 */
export const EMBED_IMPRESSION = "embed_impression";
export const EMBED_CLICK = "embed_click";
export const EMBED_EVENTS = [EMBED_IMPRESSION, EMBED_CLICK] as const;
export const EMBED_VARIANTS = ["script", "iframe"] as const;
/** The widget's layouts (decision 032). */
export const EMBED_LAYOUTS = LAYOUTS;
export const EMBED_TARGETS = ["page", "wall", "notice", "media"] as const;
export type EmbedLayout = (typeof EMBED_LAYOUTS)[number];

export const EmbedEventSchema = z
  .object({
    event: z.enum(EMBED_EVENTS),
    /** Random, made once per widget load; nothing is stored on the host site. */
    sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** The profile's address, as in `data-profile` or the iframe's path. */
    slug: z.string().trim().min(1).max(100),
    properties: z
      .object({
        variant: z.enum(EMBED_VARIANTS),
        layout: z.enum(EMBED_LAYOUTS),
        target: z.enum(EMBED_TARGETS).optional(),
        /** The iframe's document.referrer (its host page); only its hostname is kept. */
        referrer: z.string().max(1000).optional(),
      })
      .strict(),
  })
  .strict()
  .refine((value) => (value.event === EMBED_CLICK) === (value.properties.target !== undefined), {
    message: "A click names its target; an impression has none.",
    path: ["properties", "target"],
  });
export type EmbedEventInput = z.infer<typeof EmbedEventSchema>;
