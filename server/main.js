// Process entry. Production runs the bundle made by `react-router build`
// (build/server/index.js, which is server/app.ts and everything it imports);
// `--dev` runs the same code through Vite with hot reload of route modules.
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const mod = await vite.ssrLoadModule("./server/app.ts");
  await mod.start({ vite });
} else {
  process.env.NODE_ENV ??= "production";
  const { pathToFileURL } = await import("node:url");
  const { resolve } = await import("node:path");
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const mod = await import(pathToFileURL(resolve(buildDir, "server/index.js")).href);
  await mod.start({});
}
