import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  /**
   * The media worker thread (app/features/media/media-sandbox.server.ts, decision 030) is its
   * own entry, build/server/media-worker.js, built once the app is: React Router names every
   * entry of the server build after its one server file.
   */
  async buildEnd({ reactRouterConfig }) {
    const { build } = await import("vite");
    await build({
      configFile: false,
      logLevel: "warn",
      build: {
        ssr: "./app/features/media/media-worker.ts",
        outDir: `${reactRouterConfig.buildDirectory}/server`,
        emptyOutDir: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: "media-worker.js" } },
      },
    });
  },
} satisfies Config;
