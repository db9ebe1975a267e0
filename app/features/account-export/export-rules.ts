/*
 * "Export my data" (decision 034): the rules both the settings screen and the server read.
 */

/** How long the mailed download link works, from the moment the archive is ready. */
export const EXPORT_LINK_HOURS = 24;

/** A request still queued after this long is taken as failed: the owner may ask again. */
export const EXPORT_STALE_AFTER_MINUTES = 60;

/** What the settings screen shows of the latest request. */
export type ExportState =
  | { status: "none" }
  | { status: "building"; requestedAt: string }
  | { status: "ready"; expiresAt: string; downloadUrl: string; bytes: number }
  | { status: "failed" };

/** Why a download link led back to the settings (`?export=…`). */
export const EXPORT_LINK_PROBLEMS = ["expired", "other-account"] as const;
export type ExportLinkProblem = (typeof EXPORT_LINK_PROBLEMS)[number];
