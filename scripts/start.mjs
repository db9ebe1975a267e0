// `npm start`: build when the sources are newer than the last build, then run
// the production server. Keeps later starts fast (no rebuild) while a fresh
// clone still works with nothing prepared.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const stamp = join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
const watched = [
  "app",
  "server",
  "db",
  "locales",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(...watched.map((p) => newest(join(root, p))));
if (built < sources) {
  console.log("[fiable] building the app…");
  const r = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import("../server/main.js");
