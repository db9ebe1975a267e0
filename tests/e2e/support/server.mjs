// Starts the production build for the end-to-end tests on a throwaway
// DATA_DIR. With DATABASE_URL set, a fresh database is created on that server
// so the tests never touch real data, and dropped afterwards.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const dataDir = mkdtempSync(join(tmpdir(), "fiable-e2e-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: process.env.E2E_PORT ?? "3210",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  FIABLE_TEST_ROUTES: "1",
  // Every e2e request comes from 127.0.0.1; per-account limits stay real.
  RATE_LIMIT_IP_SCALE: "50",
  // The admin password the admin tests sign in with (tests/e2e/admin*.spec.ts).
  ADMIN_PASSWORD: "e2e-admin-password",
  // Its second factor: the tests compute the codes (tests/setup/totp.ts, TEST_ADMIN_TOTP_SECRET).
  ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};

// Where the tests find this server's DATA_DIR (the mail outbox): see tests/e2e/support/outbox.ts.
const dataDirFile = join(tmpdir(), `fiable-e2e-${env.PORT}.data-dir`);
writeFileSync(dataDirFile, dataDir);

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const admin = new URL(process.env.DATABASE_URL);
  const name = `fiable_e2e_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const child = spawn(process.execPath, ["server/main.js"], { env, stdio: "inherit" });
let exiting = false;
const cleanup = async () => {
  if (exiting) return;
  exiting = true;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(0);
};
process.on("SIGTERM", cleanup);
process.on("SIGINT", cleanup);
child.on("exit", (code) => {
  if (!exiting) process.exit(code ?? 1);
});
