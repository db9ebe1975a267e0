// Adds lock entries for platform-specific optional dependencies that the
// registry these machines reach does not serve (e.g. @rollup/rollup-darwin-x64).
// npm records nothing for them, and `npm ci` (npm 11) then rejects the lock as
// "Missing: …@ from lock file" (npm/cli#9846). Each entry carries the version
// its parent asks for and the os/cpu/libc read from the package name, so npm
// skips it on other platforms without fetching anything, and fetches it
// normally where it matches. Idempotent; run after any `npm install`:
//   node scripts/lock-optional-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "openbsd", "linux", "win32", "openharmony", "sunos", "aix", "netbsd"];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  "arm-eabi": "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const fields = {};
  const os = parts.find((p) => OS.includes(p));
  if (os) fields.os = [os];
  for (let i = 0; i < parts.length; i++) {
    const two = `${parts[i]}-${parts[i + 1]}`;
    if (CPU[two]) {
      fields.cpu = [CPU[two]];
      break;
    }
    if (CPU[parts[i]]) {
      fields.cpu = [CPU[parts[i]]];
      break;
    }
  }
  if (os === "linux") {
    if (parts.some((p) => p.startsWith("musl"))) fields.libc = ["musl"];
    else if (parts.some((p) => p.startsWith("gnu"))) fields.libc = ["glibc"];
  }
  return fields;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue; // exact pins only
    const nested = `${path}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform package
    packages[hoisted] = {
      version: spec,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
    };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock-optional-platforms: ${added} entr${added === 1 ? "y" : "ies"} added`);
