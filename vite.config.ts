import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles server/app.ts (Hono + React Router handler + every
// server module) into build/server/index.js, so the boot code and the route
// modules share one module graph and one database pool.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  // sonner is imported lazily; pre-bundling it avoids a duplicate React in dev.
  optimizeDeps: { include: ["sonner"] },
  plugins: [tailwindcss(), reactRouter()],
}));
