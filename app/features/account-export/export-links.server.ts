import { timingSafeEqual } from "node:crypto";
import { appPublicUrl } from "#app/lib/env.server.ts";
import { deriveToken, TOKEN_PATTERN } from "#app/lib/tokens.server.ts";

/*
 * The download link of a data export: the request's id and an HMAC of it under the app
 * secret (nothing stored). The link also needs the account's session (download-export.server.ts),
 * so a forwarded mail gives nobody else the archive.
 */

const PURPOSE = "account-export";

export function exportToken(exportId: string): string {
  return deriveToken(PURPOSE, exportId);
}

export function exportDownloadPath(exportId: string): string {
  return `/dashboard/export/${exportId}/${exportToken(exportId)}`;
}

export function exportDownloadUrl(exportId: string): string {
  return `${appPublicUrl()}${exportDownloadPath(exportId)}`;
}

/** True when `token` is the link's token for `exportId`. */
export function isExportToken(exportId: string, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(exportToken(exportId)));
}
