import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { INLINE_SCRIPTS } from "#app/lib/inline-scripts.ts";
import { scriptHash } from "#app/services/page-cache/index.server.ts";

/*
 * The Content-Security-Policy of every response (decision 037), built here only.
 *
 * Scripts: our own files ('self'); the constant inline scripts by their sha256 hash
 * (app/lib/inline-scripts.ts, hashed once when this module loads); and, on a page rendered
 * for one visitor, a per-response nonce for what React Router writes inline on hydrated
 * pages. A page the cache stores carries no nonce: its policy lists the hashes of its
 * inline scripts instead (app/services/page-cache), so the 304 that revalidates it and the
 * 200 the browser keeps say the same thing.
 */

/** The constant inline scripts' hashes, computed once at boot. */
export const CONSTANT_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map(scriptHash);

export interface PolicyOptions {
  dev: boolean;
  /** Media served by the bucket itself (S3_PUBLIC_URL, decision 030). */
  mediaOrigins: readonly string[];
}

export interface ContentSecurityPolicy {
  /** The policy of a response: with its nonce (a rendered page) and the hashes of a stored page's own scripts. */
  policy(input: { nonce?: string; scriptHashes?: readonly string[] }): string;
  /** Draws the request's nonce (`c.get("cspNonce")`) and sets the policy on a response that has none. */
  middleware(): MiddlewareHandler<{ Variables: { cspNonce?: string } }>;
}

export function contentSecurityPolicy(options: PolicyOptions): ContentSecurityPolicy {
  const { dev, mediaOrigins } = options;
  const media = mediaOrigins.join(" ");
  // Everything but script-src is the same for every response: joined once.
  const rest = [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media ? ` ${media}` : ""}`,
    `media-src 'self' blob:${media ? ` ${media}` : ""}`,
    "font-src 'self' data:",
    // Vite's dev client needs a websocket; production does not.
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const constant = CONSTANT_SCRIPT_HASHES.join(" ");

  const policy: ContentSecurityPolicy["policy"] = ({ nonce, scriptHashes = [] }) => {
    // Vite's dev client needs inline scripts and eval; production does not.
    if (dev) return `script-src 'self' 'unsafe-inline' 'unsafe-eval'; ${rest}`;
    const extra = scriptHashes.filter((hash) => !CONSTANT_SCRIPT_HASHES.includes(hash));
    const sources = ["'self'", constant, ...extra, ...(nonce ? [`'nonce-${nonce}'`] : [])].filter(Boolean);
    return `script-src ${sources.join(" ")}; ${rest}`;
  };

  return {
    policy,
    middleware: () => async (c, next) => {
      const nonce = randomBytes(16).toString("base64");
      c.set("cspNonce", nonce);
      await next();
      // A header the handler set itself wins: /media/* keeps its sandboxing CSP, a stored page its hashes.
      if (!c.res.headers.has("Content-Security-Policy")) {
        c.res.headers.set("Content-Security-Policy", policy({ nonce }));
      }
    },
  };
}
