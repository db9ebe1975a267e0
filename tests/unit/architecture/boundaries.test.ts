import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The layers of ARCHITECTURE.md (« Layers ») are enforced by Biome's noRestrictedImports in
 * biome.json, which `npm test` runs. This test proves the rule bites: it lints small probe
 * files, laid out like the repository, with the repository's own biome.json.
 */

const root = resolve(import.meta.dirname, "../../..");
const biome = join(root, "node_modules/.bin/biome");

const probes: Record<string, { source: string; refused: boolean }> = {
  "app/routes/probe-route.tsx": { source: 'import { x } from "./home.tsx";', refused: true },
  "app/routes/probe-route-alias.tsx": { source: 'import { x } from "#app/routes/home.tsx";', refused: true },
  "app/routes/probe-route-types.tsx": { source: 'import type { x } from "./+types/home";', refused: false },
  "app/routes/probe-route-face.tsx": { source: 'import { x } from "#app/features/profile/index.ts";', refused: false },
  "app/routes/probe-route-deep.tsx": { source: 'import { x } from "#app/features/profile/json-ld.ts";', refused: true },
  "app/features/blog/probe-face.ts": {
    source: 'import { x } from "#app/features/profile/index.server.ts";',
    refused: false,
  },
  "app/features/blog/probe-deep.ts": { source: 'import { x } from "#app/features/profile/json-ld.ts";', refused: true },
  "app/features/blog/probe-own.ts": { source: 'import { x } from "./schema.ts";', refused: false },
  "app/features/blog/probe-service.ts": { source: 'import { x } from "#app/services/i18n/config.ts";', refused: false },
  "app/services/mail/probe-feature.ts": {
    source: 'import { x } from "#app/features/profile/index.ts";',
    refused: true,
  },
  "app/lib/probe-feature.ts": { source: 'import { x } from "#app/features/auth/index.server.ts";', refused: true },
  "app/components/probe-feature.tsx": { source: 'import { x } from "#app/features/contact/index.ts";', refused: true },
  "server/probe-tests.ts": { source: 'import { x } from "#tests/setup/totp.ts";', refused: true },
  "db/probe-tests.ts": { source: 'import { x } from "../tests/factories/invitations.ts";', refused: true },
  "app/features/blog/probe-tests.ts": { source: 'import { x } from "#tests/factories/invitations.ts";', refused: true },
};

let dir: string;
let refusedFiles: Set<string>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fiable-boundaries-"));
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  delete config.vcs;
  delete config.$schema;
  config.files = { includes: ["**"] };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  for (const [path, { source }] of Object.entries(probes)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${source}\nexport const y = x;\n`);
  }
  let output = "";
  try {
    output = execFileSync(biome, ["lint", "--max-diagnostics=200", "."], { cwd: dir, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    output = `${failure.stdout ?? ""}${failure.stderr ?? ""}`;
  }
  refusedFiles = new Set(
    [...output.matchAll(/^(\S+?):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1]!),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import boundaries (biome.json noRestrictedImports)", () => {
  for (const [path, { source, refused }] of Object.entries(probes)) {
    it(`${refused ? "refuses" : "allows"} ${source} in ${path}`, () => {
      expect(refusedFiles.has(path)).toBe(refused);
    });
  }
});
