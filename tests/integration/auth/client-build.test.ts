import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "#app/features/auth/auth.server.ts";
import { buildWithCanaries, CANARIES, filesUnder, hasCanaryBuild } from "#tests/setup/client-build.mjs";

/*
 * Nothing secret reaches the browser (decision 005): the client build holds no
 * secret value, no name of a secret variable or of the generated secrets file, and none of
 * the server-side accounts code. The build searched was made with recognizable values in
 * every secret variable of its environment, so a secret inlined at build time (a `define`,
 * an `import.meta.env` prefix, a config read into a client module) is found: `npm test`'s
 * one build (tests/setup/client-build.mjs, then run by the end-to-end tests), or, when this
 * file runs alone, one made here.
 */

const root = resolve(import.meta.dirname, "../../..");

const CANARY_VALUES = [
  CANARIES.BETTER_AUTH_SECRET,
  CANARIES.ADMIN_PASSWORD,
  CANARIES.GOOGLE_CLIENT_SECRET,
  CANARIES.LINKEDIN_CLIENT_SECRET,
  "canary-smtp-password-71fe",
  "canary-database-password-a04c",
  CANARIES.S3_SECRET_ACCESS_KEY,
  CANARIES.CHAT_API_KEY,
];

/** Names that only server code has any use for: the secret variables and the secrets file. */
const SECRET_NAMES = [
  ...Object.keys(CANARIES).filter((name) => !name.endsWith("_CLIENT_ID")),
  "secrets.json",
  "authSecret",
  "postgresPassword",
];

/** Marks of the server-side accounts code (app/features/auth/*.server.ts, server/secrets.ts). */
const SERVER_CODE = [CLIENT_IP_HEADER, "revokeSessionsOnPasswordReset", "drizzleAdapter", "loadSecrets"];

let buildDir: string;

function offenders(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, "utf8");
    for (const needle of needles) if (text.includes(needle)) found.push(`${file.slice(dir.length)}: ${needle}`);
  }
  return found;
}

let temporary: string | undefined;

beforeAll(() => {
  const shared = process.env.BUILD_DIR ?? "build";
  if (hasCanaryBuild(shared)) {
    buildDir = resolve(root, shared);
    return;
  }
  mkdirSync(join(root, ".builds"), { recursive: true });
  temporary = mkdtempSync(join(root, ".builds", "auth-client-check-"));
  buildWithCanaries(temporary);
  buildDir = temporary;
}, 240_000);

afterAll(() => {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
});

describe("the client build", () => {
  it("is the whole app, accounts screens included", () => {
    const scripts = filesUnder(join(buildDir, "client")).filter((f) => f.endsWith(".js"));
    expect(scripts.some((f) => readFileSync(f, "utf8").includes('"routes/auth"'))).toBe(true);
  });

  it("holds no secret value given to the build", () => {
    expect(offenders(join(buildDir, "client"), CANARY_VALUES)).toEqual([]);
  });

  it("names no secret and holds none of the server-side accounts code", () => {
    expect(filesUnder(join(buildDir, "client")).map((f) => basename(f))).not.toContain("secrets.json");
    expect(offenders(join(buildDir, "client"), [...SECRET_NAMES, ...SERVER_CODE])).toEqual([]);
  });

  it("(the same search finds them in the server build, where they belong)", () => {
    // Proof that the needles above are spelled as the code spells them.
    const found = offenders(join(buildDir, "server"), [
      "BETTER_AUTH_SECRET",
      "secrets.json",
      "authSecret",
      ...SERVER_CODE,
    ]);
    for (const needle of ["BETTER_AUTH_SECRET", "secrets.json", "authSecret", ...SERVER_CODE])
      expect(
        found.some((line) => line.endsWith(`: ${needle}`)),
        needle,
      ).toBe(true);
  });
});
