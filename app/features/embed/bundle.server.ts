import { join } from "node:path";

/** The widget's source entry, from the project root (the build and the dev server run there). */
export const EMBED_ENTRY = "app/features/embed/embed.ts";

/**
 * Bundles and minifies the widget script (app/features/embed/embed.ts and what it imports)
 * into one self-contained IIFE: no framework, no import at run time. react-router.config.ts
 * writes it to build/embed/embed.js once the app is built; the server bundles it in memory
 * when it runs from source (dev, tests) and that file is absent.
 */
export async function bundleEmbedScript(root = process.cwd()): Promise<string> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(root, EMBED_ENTRY)],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020", "chrome100", "firefox100", "safari15.4"],
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}
