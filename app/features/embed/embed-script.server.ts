import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { bundleEmbedScript } from "./bundle.server.ts";

/** Where `react-router build` leaves the widget script (react-router.config.ts). */
export const EMBED_SCRIPT_FILE = "embed/embed.js";

interface Script {
  body: string;
  etag: string;
}

let cached: Promise<Script> | null = null;

async function load(buildDir: string, fromSource: boolean): Promise<Script> {
  const body = fromSource
    ? await bundleEmbedScript()
    : await readFile(resolve(buildDir, EMBED_SCRIPT_FILE), "utf8").catch(() => bundleEmbedScript());
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/**
 * GET /embed.js (decision 032): the widget script, for any site. The built file in
 * production, or the sources bundled in memory once (dev rebuilds on every request, to pick
 * up edits). Five minutes of cache and an ETag: a new version reaches owners' sites quickly,
 * a revalidation costs a 304. `Cross-Origin-Resource-Policy: cross-origin` is this
 * response's own (server/route-headers.ts keeps it).
 */
export async function embedScriptResponse(request: Request, options: { buildDir: string; dev: boolean }) {
  if (options.dev) cached = null;
  cached ??= load(options.buildDir, options.dev).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  const script = await cached;
  const headers = new Headers({
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    ETag: script.etag,
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Access-Control-Allow-Origin": "*",
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("If-None-Match") === script.etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : script.body, { headers });
}

/** For react-router.config.ts: the file written next to the server build. */
export function embedScriptPath(buildDir: string) {
  return join(buildDir, EMBED_SCRIPT_FILE);
}
