import { mkdir, writeFile } from "node:fs/promises";
import type { Config } from "@react-router/dev/config";
import { bundleEmbedScript } from "./app/features/embed/bundle.server.ts";
import { embedScriptPath } from "./app/features/embed/embed-script.server.ts";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  /**
   * The media worker thread (app/services/media/media-sandbox.server.ts, decision 030) is its
   * own entry, build/server/media-worker.js, built once the app is: React Router names every
   * entry of the server build after its one server file. The embeddable widget's script
   * (decision 032) is bundled on its own too, into build/embed/embed.js, served at /embed.js.
   */
  async buildEnd({ reactRouterConfig }) {
    const { build } = await import("vite");
    await build({
      configFile: false,
      logLevel: "warn",
      build: {
        ssr: "./app/services/media/media-worker.ts",
        outDir: `${reactRouterConfig.buildDirectory}/server`,
        emptyOutDir: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: "media-worker.js" } },
      },
    });
    const embed = embedScriptPath(reactRouterConfig.buildDirectory);
    await mkdir(`${reactRouterConfig.buildDirectory}/embed`, { recursive: true });
    await writeFile(embed, await bundleEmbedScript());
  },
} satisfies Config;
