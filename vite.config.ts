import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { CLIENT_ENTRIES } from "./app/lib/client-entries.ts";

// The SSR build bundles server/app.ts (Hono + React Router handler + every
// server module) into build/server/index.js, so the boot code and the route
// modules share one module graph and one database pool.
//
// The client build adds, beside React Router's own entries, the scripts of pages that
// are not hydrated (app/lib/client-entries.ts, decision 014); the server finds their
// hashed file names in the Vite manifest, kept for that (build.manifest). The two tiny
// modules every page's script imports (the event recorder and the hydration marker) share
// one file: on a page of islands each file is one more request before the page is ready
// (decision 039).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    manifest: true,
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          input: Object.values(CLIENT_ENTRIES),
          // Our modules run nothing at load time (decision 043): what a chunk does not use of
          // a feature's face (index.ts) is left out with the modules behind it, instead of
          // each becoming one more file a page of islands loads (decision 039).
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/\/app\/(features|services|lib|components)\//.test(id) || /\.client\.tsx?$|\.css/.test(id),
          },
          output: {
            manualChunks: (id: string) =>
              id.endsWith("/app/features/analytics/track.ts") || id.endsWith("/app/lib/hydration-marker.ts")
                ? "page-basics"
                : undefined,
          },
        },
  },
  // sonner is imported lazily; pre-bundling it avoids a duplicate React in dev.
  optimizeDeps: { include: ["sonner"] },
  plugins: [tailwindcss(), reactRouter()],
}));
