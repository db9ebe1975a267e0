import { chmod, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSecrets } from "#server/secrets.ts";

const noEnv = { BETTER_AUTH_SECRET: undefined };
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fiable-secrets-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("loadSecrets", () => {
  it("generates the secrets on first run in DATA_DIR/secrets.json, mode 0600", async () => {
    const dataDir = join(root, "data");
    const secrets = await loadSecrets(dataDir, noEnv);
    expect(secrets.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.postgresPassword.length).toBeGreaterThanOrEqual(24);
    const file = join(dataDir, "secrets.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject(secrets);
    // The embedded PostgreSQL runs as another OS user under root: it must be able to enter DATA_DIR.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
  });

  it("returns the same secrets on every later run", async () => {
    const first = await loadSecrets(root, noEnv);
    const second = await loadSecrets(root, noEnv);
    expect(second).toEqual(first);
  });

  it("lets BETTER_AUTH_SECRET from the environment win, without storing it", async () => {
    const generated = await loadSecrets(root, noEnv);
    const fromEnv = "x".repeat(40);
    const secrets = await loadSecrets(root, { BETTER_AUTH_SECRET: fromEnv });
    expect(secrets.authSecret).toBe(fromEnv);
    expect(secrets.postgresPassword).toBe(generated.postgresPassword);
    const stored = JSON.parse(await readFile(join(root, "secrets.json"), "utf8"));
    expect(stored.authSecret).toBe(generated.authSecret);
  });

  it("repairs a secrets file left readable by others", async () => {
    await loadSecrets(root, noEnv);
    await chmod(join(root, "secrets.json"), 0o644);
    await loadSecrets(root, noEnv);
    expect((await stat(join(root, "secrets.json"))).mode & 0o777).toBe(0o600);
  });
});
