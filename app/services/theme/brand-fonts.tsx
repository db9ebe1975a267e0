import type { FontPairKey } from "./branding.ts";
import elegant from "./fonts/elegant.css?url";
import friendly from "./fonts/friendly.css?url";
import modern from "./fonts/modern.css?url";

/** Each pair's stylesheet (its @font-face rules only: a file is fetched when a glyph needs it). */
const STYLESHEETS: Record<Exclude<FontPairKey, "system">, string> = { modern, elegant, friendly };

export function fontStylesheet(pair: FontPairKey): string | null {
  return pair === "system" ? null : STYLESHEETS[pair];
}

/**
 * The font pair's stylesheet, hoisted into <head> by React (a stylesheet with a precedence),
 * on the server for the public pages and in the browser for the editor's preview.
 */
export function BrandFonts({ pair }: { pair: FontPairKey }) {
  const href = fontStylesheet(pair);
  return href ? <link rel="stylesheet" href={href} precedence="default" /> : null;
}
