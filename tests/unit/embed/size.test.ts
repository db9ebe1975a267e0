import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bundleEmbedScript } from "#app/features/embed/bundle.server.ts";

// /embed.js goes on owners' sites: one self-contained script, no framework, at most 10 KB gzip
// (decision 032). `npm run bench` prints the same figure.

describe("the widget script", () => {
  it("is one IIFE that imports nothing, at most 10 KB gzip", async () => {
    const script = await bundleEmbedScript();
    const gzip = gzipSync(script, { level: 9 }).byteLength;
    console.log(`embed.js: ${script.length} bytes, ${gzip} bytes gzip`);
    expect(script).not.toMatch(/\bimport\s*\(|^import\s|\brequire\(/m);
    expect(script).not.toContain("react");
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
  });
});

describe("GET /embed.js from source (no build)", () => {
  it("bundles the sources, answers JavaScript with its ETag, and 304 when unchanged", async () => {
    const { embedScriptResponse } = await import("#app/features/embed/embed-script.server.ts");
    const options = { buildDir: "/nonexistent-build", dev: false };
    const answer = await embedScriptResponse(new Request("http://localhost/embed.js"), options);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(answer.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(await answer.text()).toBe(await bundleEmbedScript());
    const etag = answer.headers.get("ETag") ?? "";
    const again = await embedScriptResponse(
      new Request("http://localhost/embed.js", { headers: { "If-None-Match": etag } }),
      options,
    );
    expect(again.status).toBe(304);
  });
});
