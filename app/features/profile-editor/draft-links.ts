import { type LinkRefusal, type NormalizeLinkOptions, normalizeLink } from "#app/services/platforms/normalize-link.ts";
import type { PlatformDraft } from "./draft.ts";

/*
 * The draft's links as typed → as stored (decision 028). Apart from draft.ts so that the
 * pages that only need the draft's schema or slugify (admin) do not load libphonenumber-js.
 */

/** The locale key saying why a link is refused (normalize-link.ts); "scheme" takes `{{scheme}}`. */
export const LINK_REFUSAL_MESSAGES = {
  scheme: "editor.errors.linkSchemeRefused",
  email: "editor.errors.linkEmail",
  phone: "editor.errors.linkPhone",
  handle: "editor.errors.linkHandle",
  address: "editor.errors.linkAddress",
} as const satisfies Record<LinkRefusal, string>;

export type LinkRefusalMessage = (typeof LINK_REFUSAL_MESSAGES)[LinkRefusal];

/**
 * The draft's links as they will be stored: each one normalized for its platform
 * (normalize-link.ts: `@lea` → https://instagram.com/lea, `06 12 34 56 78` →
 * https://wa.me/33612345678 …), or the first one that cannot be understood.
 */
export function normalizeDraftLinks(
  platforms: readonly PlatformDraft[],
  options: NormalizeLinkOptions,
):
  | { ok: true; platforms: PlatformDraft[] }
  | { ok: false; index: number; message: LinkRefusalMessage; params: Record<string, string> } {
  const normalized: PlatformDraft[] = [];
  for (const [index, link] of platforms.entries()) {
    const result = normalizeLink(link.platform, link.url, options);
    if (!result.ok) {
      return {
        ok: false,
        index,
        message: LINK_REFUSAL_MESSAGES[result.reason],
        params: result.scheme ? { scheme: result.scheme } : {},
      };
    }
    normalized.push({ ...link, url: result.url });
  }
  return { ok: true, platforms: normalized };
}
