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
