// The production build the tests share. `npm test` (scripts/test.sh) makes ONE build, with a
// recognizable value in every secret variable of its environment (the canaries below), and
// stamps it; the Vitest files that search the client build for secrets
// (tests/integration/{auth,admin}/client-build.test.ts) read that build, and the end-to-end
// tests run it (at run time the app reads its real settings, never these). Run alone, a test
// that finds no stamped build makes one of its own.
//
// `node tests/setup/client-build.mjs` builds BUILD_DIR (default build/) that way.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** A recognizable value for every secret variable, given to the build's environment. */
export const CANARIES = {
  BETTER_AUTH_SECRET: "canary-auth-secret-5d1e7b90c3a24f68b1e2a7c4d9f03b6e",
  ADMIN_PASSWORD: "canary-admin-password-2b7e41",
  GOOGLE_CLIENT_ID: "canary-google-client-id",
  GOOGLE_CLIENT_SECRET: "canary-google-client-secret-8f2a",
  LINKEDIN_CLIENT_ID: "canary-linkedin-client-id",
  LINKEDIN_CLIENT_SECRET: "canary-linkedin-client-secret-3c9d",
  SMTP_URL: "smtp://mailer:canary-smtp-password-71fe@127.0.0.1:2525",
  DATABASE_URL: "postgres://fiable:canary-database-password-a04c@127.0.0.1:5432/fiable",
  S3_SECRET_ACCESS_KEY: "canary-s3-secret-access-key-e6b3",
  CHAT_API_KEY: "canary-chat-api-key-90ad",
};

/** The stamp, in the server half of the build (emptied by every rebuild; never served). */
const stampOf = (buildDir) => join(resolve(ROOT, buildDir), "server", "canaries.json");

/** Runs `react-router build` into `buildDir` with the canaries in its environment, and stamps it. */
export function buildWithCanaries(buildDir) {
  execFileSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: ROOT,
    env: { ...process.env, ...CANARIES, NODE_ENV: "production", BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  writeFileSync(stampOf(buildDir), `${JSON.stringify(CANARIES, null, 2)}\n`);
}

/**
 * Every file under `dir`, at any depth.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Whether `buildDir` holds a build made by buildWithCanaries with today's canaries. */
export function hasCanaryBuild(buildDir) {
  const stamp = stampOf(buildDir);
  if (!existsSync(stamp)) return false;
  try {
    return JSON.stringify(JSON.parse(readFileSync(stamp, "utf8"))) === JSON.stringify(CANARIES);
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  buildWithCanaries(process.env.BUILD_DIR ?? "build");
}
