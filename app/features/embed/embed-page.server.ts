import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { pageLanguageOf } from "#app/features/profile/index.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { parseEmbedOptions } from "./options.ts";
import { esc } from "./render.ts";

/** Media served by the bucket itself (S3_PUBLIC_URL, decision 030): the frame plays them from its origin. */
export function mediaOriginsOf(env: Env): string[] {
  return env.MEDIA_STORE === "s3" && env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
}

/**
 * The policy of the iframe variant's page, its own (server/route-headers.ts keeps it and
 * drops X-Frame-Options for it): any site may frame it; it runs /embed.js from this origin,
 * which reads the API here and plays media from here (or the bucket's own origin). No inline
 * script, no inline style (the widget's styles are a constructed sheet), no form, no plugin.
 */
export function embedPagePolicy(mediaOrigins: readonly string[]): string {
  const media = ["'self'", ...mediaOrigins].join(" ");
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    `img-src ${media} data:`,
    `media-src ${media}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ].join("; ");
}

/**
 * GET /{slug}/embed?layout=…&theme=…&lang=…&max=… (decision 032): for sites that forbid
 * third-party scripts. A bare page that runs the same widget script on Fiable's own origin,
 * with the options of the query (malformed → defaults, as the script's data attributes), and
 * posts its height to the parent. An address with no page answers 404 with an empty body
 * (nothing visible in the owner's frame).
 */
export async function embedPageResponse(request: Request, slug: string | undefined, mediaOrigins: readonly string[]) {
  const query = new URL(request.url).searchParams;
  const address = normalizeProfileAddress(slug);
  const pageLanguage = address ? await pageLanguageOf(address) : null;
  const options = parseEmbedOptions((name) => (name === "profile" ? address : query.get(name)));
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": embedPagePolicy(mediaOrigins),
    // The owner's approval shows on the next load of the frame.
    "Cache-Control": "no-cache",
    "X-Robots-Tag": "noindex",
  };
  if (!address || !pageLanguage) return new Response("<!doctype html><title>Fiable</title>", { status: 404, headers });
  const lang = options.lang ?? pageLanguage;
  const attributes = Object.entries({
    profile: address,
    layout: options.layout,
    theme: options.theme,
    lang,
    max: options.max,
  })
    .map(([name, value]) => ` data-${name}="${esc(value)}"`)
    .join("");
  const body = `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Fiable</title></head><body><script src="/embed.js"${attributes} data-frame async></script></body></html>`;
  return new Response(request.method === "HEAD" ? null : body, { headers });
}
