import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD_META_KEY } from "#app/features/admin/admin-password.server.ts";
import { CANARIES, filesUnder, hasCanaryBuild } from "#tests/setup/client-build.mjs";

/*
 * The admin password never reaches the browser (decision 007): nothing of it, of its hash
 * or of the code that checks it is in the client build. The build checked is BUILD_DIR's
 * (the one the end-to-end tests run) when it holds the admin routes; otherwise one is made
 * here, with a recognizable ADMIN_PASSWORD in its environment.
 */

const root = resolve(import.meta.dirname, "../../..");
const CANARY = "canary-admin-password-7f3a9c";
/** The password the end-to-end server runs with (tests/e2e/support/server.ts). */
const E2E_PASSWORD = "e2e-admin-password";

let temporary: string | undefined;
afterAll(() => {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
});

function hasAdminRoutes(clientDir: string): boolean {
  if (!existsSync(clientDir)) return false;
  return filesUnder(clientDir).some(
    (f) => f.endsWith(".js") && readFileSync(f, "utf8").includes('"routes/admin/login"'),
  );
}

function clientBuild(): { dir: string; secrets: string[] } {
  const shared = process.env.BUILD_DIR ?? "build";
  const existing = join(root, shared, "client");
  const secrets = [E2E_PASSWORD, ...(process.env.ADMIN_PASSWORD ? [process.env.ADMIN_PASSWORD] : [])];
  // npm test's build was made with a canary ADMIN_PASSWORD (tests/setup/client-build.mjs).
  if (hasAdminRoutes(existing))
    return { dir: existing, secrets: hasCanaryBuild(shared) ? [...secrets, CANARIES.ADMIN_PASSWORD] : secrets };
  mkdirSync(join(root, ".builds"), { recursive: true });
  temporary = mkdtempSync(join(root, ".builds", "admin-client-check-"));
  execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: temporary, ADMIN_PASSWORD: CANARY },
    stdio: "ignore",
  });
  return { dir: join(temporary, "client"), secrets: [...secrets, CANARY] };
}

describe("the client build", () => {
  it("holds no admin password, no password hash and no server-side admin code", { timeout: 240_000 }, () => {
    const { dir, secrets } = clientBuild();
    expect(hasAdminRoutes(dir), "the build has the admin pages").toBe(true);
    const forbidden = [
      ...secrets,
      "ADMIN_PASSWORD",
      ADMIN_PASSWORD_META_KEY,
      "admin_sessions",
      "timingSafeEqual",
      "scrypt$",
      "verifyAdminPassword",
    ];
    const offenders: string[] = [];
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file, "utf8");
      for (const needle of forbidden) if (text.includes(needle)) offenders.push(`${file}: ${needle}`);
    }
    expect(offenders).toEqual([]);
  });
});
