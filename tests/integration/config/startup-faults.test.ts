// Faults at start, on the production build in a real process: each ends
// with one line naming its cause and an exit code of its own (server/startup.ts), never a
// stack trace, and the port is checked before anything else.
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "#server/startup.ts";
import { freePort } from "#tests/setup/app-server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/database.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const NOBODY = { uid: 65534, gid: 65534 };

/** Runs the app until it exits on its own: its exit code and everything it printed. */
function runApp(env: Record<string, string>, options: { asNobody?: boolean } = {}) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ["server/main.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        ADMIN_PASSWORD: "startup-faults-admin",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.asNobody && process.getuid?.() === 0 ? NOBODY : {}),
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => done({ code, output }));
  });
}

function expectOneLine(output: string, pattern: RegExp) {
  const lines = output.trim().split("\n");
  expect(
    lines.filter((line) => pattern.test(line)),
    output,
  ).toHaveLength(1);
  expect(output, "no stack trace").not.toMatch(/\n\s+at /);
}

let database: TestDatabase;
let base: string;
let occupied: Server;
let occupiedPort: number;

beforeAll(async () => {
  database = await createTestDatabase();
  base = await mkdtemp(join(tmpdir(), "fiable-startup-"));
  await chmod(base, 0o755);
  occupied = createServer();
  occupiedPort = await freePort();
  await new Promise<void>((ok) => occupied.listen(occupiedPort, "127.0.0.1", ok));
});

afterAll(async () => {
  await new Promise<void>((ok) => occupied.close(() => ok()));
  await database?.drop();
  await rm(base, { recursive: true, force: true });
});

describe("a start that cannot succeed", () => {
  it("a port in use: said before the data dir or the database are touched, exit code 98", async () => {
    const dataDir = join(base, "port");
    const { code, output } = await runApp({
      PORT: String(occupiedPort),
      DATA_DIR: dataDir,
      // An unreachable database: waited for if the port were checked later.
      DATABASE_URL: "postgres://fiable@127.0.0.1:9/fiable",
    });
    expect(code).toBe(EXIT_CODES.portInUse);
    expectOneLine(output, new RegExp(`^\\[fiable\\] port ${occupiedPort} on 127\\.0\\.0\\.1 is already in use`));
    expect(output).not.toMatch(/database/);
    expect(output.trim().split("\n")).toHaveLength(1);
  });

  it("a read-only DATA_DIR: exit code 73", async () => {
    const dataDir = join(base, "read-only");
    await rm(dataDir, { recursive: true, force: true });
    const { mkdir } = await import("node:fs/promises");
    await mkdir(dataDir, { mode: 0o555 });
    await chmod(dataDir, 0o555);
    const { code, output } = await runApp(
      { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: database.url },
      { asNobody: true },
    );
    expect(code).toBe(EXIT_CODES.dataDir);
    expectOneLine(
      output,
      new RegExp(`^\\[fiable\\] DATA_DIR ${dataDir} is not writable \\(EACCES: permission denied\\)`),
    );
  });

  it("a DATABASE_URL the server refuses (unknown role): exit code 78 at once", async () => {
    const refused = new URL(database.url);
    refused.username = "no_such_role_anywhere";
    refused.password = "wrong";
    const { code, output } = await runApp({
      PORT: String(await freePort()),
      DATA_DIR: join(base, "refused"),
      DATABASE_URL: refused.toString(),
    });
    expect(code).toBe(EXIT_CODES.configuration);
    expectOneLine(output, /^\[fiable\] database 127\.0\.0\.1:\d+\/\S+ refused the connection \(28/);
    expect(output).not.toContain("wrong");
  });

  it("a DATABASE_URL that is not one: exit code 78", async () => {
    const { code, output } = await runApp({ PORT: String(await freePort()), DATABASE_URL: "mysql://nope" });
    expect(code).toBe(EXIT_CODES.configuration);
    expect(output).toMatch(/DATABASE_URL: must be a URL \(postgres: or postgresql:\)/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("an ADMIN_TOTP_SECRET that is not base32: exit code 78, the variable named", async () => {
    const { code, output } = await runApp({ PORT: String(await freePort()), ADMIN_TOTP_SECRET: "not a secret!" });
    expect(code).toBe(EXIT_CODES.configuration);
    expect(output).toMatch(/ADMIN_TOTP_SECRET: must be a base32 secret/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("an unreachable database: one line per attempt, then one line and exit code 69", async () => {
    const closed = await freePort();
    const { code, output } = await runApp({
      PORT: String(await freePort()),
      DATA_DIR: join(base, "unreachable"),
      DATABASE_URL: `postgres://fiable@127.0.0.1:${closed}/fiable`,
      DATABASE_WAIT_SECONDS: "1",
    });
    expect(code).toBe(EXIT_CODES.databaseUnreachable);
    const attempts = output
      .split("\n")
      .filter((line) => / unreachable \(.*ECONNREFUSED.*\), attempt \d+; next attempt in/.test(line));
    expect(attempts.length, output).toBeGreaterThanOrEqual(2);
    expectOneLine(output, /still unreachable after 1 s .*check DATABASE_URL/);
  });
});
