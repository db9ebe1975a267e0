/**
 * Browser scripts that are not React Router entries: what pages rendered without
 * hydration load instead (decision 014). Built by the client build beside React Router's
 * own entries (vite.config.ts); `clientEntryUrl` (client-entries.server.ts) names the
 * hashed file of each.
 */
export const CLIENT_ENTRIES = {
  /** /{slug} and /{slug}/reviews: share, copy link, page view, the review dialog on demand. */
  profile: "app/features/profile/enhance.client.ts",
  /** The public pages of the _site layout: the chat, the landing's widgets, page view (decision 039). */
  site: "app/islands/site.client.ts",
} as const;

export type ClientEntry = keyof typeof CLIENT_ENTRIES;
